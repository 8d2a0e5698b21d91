import { agency } from '../config/agency';

const origin = agency.siteOrigin.replace(/\/$/, '');

/** The pages a search engine should list: every route except the noindex ones (/thanks). */
export const sitemapPaths = (routes: readonly { path: string; noindex?: boolean }[]): string[] =>
  routes.filter((route) => !route.noindex).map((route) => route.path);

export function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
