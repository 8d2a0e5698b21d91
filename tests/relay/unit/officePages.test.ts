// @vitest-environment node
/**
 * The inbox's files (src/relay/inbox/officePages.ts) read from a folder as
 * the Node relay reads its build (src/relay/node/officeFiles.ts): the app's
 * page for every address it routes, with its own policy and never cached;
 * its hashed assets cached privately; nothing outside the folder; the API's
 * unknown paths left to the API.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeFilesIn } from '../../../src/relay/node/officeFiles';
import { OFFICE_PAGE_POLICY, officePages } from '../../../src/relay/inbox/officePages';

let dir: string;
let app: Hono;
const get = (path: string) => app.request(`http://office.test${path}`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'office-files-'));
  mkdirSync(join(dir, 'office', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'office', 'index.html'), '<!doctype html><title>Inbox</title>');
  writeFileSync(join(dir, 'office', 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'not the inbox');
  app = new Hono().route('/office', officePages(officeFilesIn(join(dir, 'office'))));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the inbox's files", () => {
  it('answers the app page for the inbox and every address the app routes', async () => {
    for (const path of ['/office/', '/office/spam', '/office/leads/abc']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe('<!doctype html><title>Inbox</title>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(OFFICE_PAGE_POLICY);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves an asset by its hashed name, privately cached, and nothing else', async () => {
    const asset = await get('/office/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    for (const path of ['/office/assets/missing.js', '/office/assets/..%2F..%2Fsecret.txt', '/office/assets/%2e%2e%2fsecret.txt']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('not the inbox');
    }
    expect(await officeFilesIn(join(dir, 'office'))('../secret.txt')).toBeUndefined();
    expect((await get('/office/api/nothing')).status).toBe(404);
  });

  it('says the inbox is not built when its folder is empty', async () => {
    const empty = new Hono().route('/office', officePages(officeFilesIn(join(dir, 'nothing'))));
    const response = await empty.request('http://office.test/office/');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The inbox is not built: run npm run build');
  });
});
