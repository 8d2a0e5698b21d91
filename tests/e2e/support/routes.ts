import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEnv } from './env';

/** Every route's path, from the built sitemap (itself generated from the route table). */
export function routePaths(): string[] {
  const xml = readFileSync(join(e2eEnv.dist, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
