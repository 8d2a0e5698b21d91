// @vitest-environment node
/** The capture relay of `npm start`, over real HTTP on 127.0.0.1. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTURE_FILE, createCaptureRelay, summarize } from '../../../src/server/captureRelay';

let server: Server;
let url: string;
let dataDir: string;
let lines: string[];

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'capture-')), 'data');
  lines = [];
  server = createServer(createCaptureRelay({ dataDir, maxBytes: 64 * 1024, log: (line) => lines.push(line) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/relay/submit`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const records = async () =>
  (await readFile(join(dataDir, CAPTURE_FILE), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('capture relay', () => {
  it('records a multipart submission as one JSON line and answers 200 JSON', async () => {
    const fields = {
      firstName: '<script>alert(1)</script>',
      lastName: 'مريم 🚚',
      email: 'maria@example.com',
      message: 'Line one\r\nLine two',
      _subject: 'Contact Form - policy',
      _captcha: 'false',
      _honey: '',
    };
    const response = await fetch(url, { method: 'POST', body: form(fields), headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ success: 'true' });

    const [record] = await records();
    expect(record.fields).toEqual(fields);
    expect(record.subject).toBe('Contact Form - policy');
    expect(Date.parse(record.receivedAt)).not.toBeNaN();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[capture relay\] .* "Contact Form - policy" from .* <maria@example\.com> \(4 fields\)$/);
  });

  it('appends: two submissions, two lines, and writes only its own file', async () => {
    await Promise.all([
      fetch(url, { method: 'POST', body: form({ email: 'a@example.com', _subject: 'Quick Quote Request' }) }),
      fetch(url, { method: 'POST', body: form({ email: 'b@example.com', _subject: 'New Claim Submission' }) }),
    ]);
    const all = await records();
    expect(all.map((r) => r.fields.email).sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(await readdir(dataDir)).toEqual([CAPTURE_FILE]);
  });

  it('rejects a body that is not multipart with 400', async () => {
    const response = await fetch(url, { method: 'POST', body: JSON.stringify({ email: 'x@example.com' }), headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    const urlEncoded = await fetch(url, { method: 'POST', body: new URLSearchParams({ email: 'x@example.com' }) });
    expect(urlEncoded.status).toBe(400);
    expect(lines).toHaveLength(0);
  });

  it('rejects a malformed multipart body with 400', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: 'not really multipart',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.status).toBe(400);
  });

  it('rejects an oversized body with 413 by its Content-Length', async () => {
    const response = await fetch(url, { method: 'POST', body: form({ message: 'x'.repeat(70 * 1024) }) });
    expect(response.status).toBe(413);
    expect(lines).toHaveLength(0);
  });

  it('stops reading a chunked upload once it passes the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on('error', reject);
      // No Content-Length: chunked, so only the streamed size can trip the limit.
      let sent = 0;
      const pump = () => {
        while (sent < 512 * 1024) {
          sent += 16 * 1024;
          if (!req.write('y'.repeat(16 * 1024))) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });

  it('answers 405 to other methods and 204 to a CORS preflight', async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('keeps the printed summary on one line whatever the visitor typed', () => {
    const line = summarize({
      receivedAt: '2025-05-06T14:00:00.000Z',
      subject: 'Contact\nForm\u001b[31m - quote',
      fields: { firstName: 'Evil\r\nName', lastName: 'X'.repeat(500), email: 'e@example.com', _subject: 'x' },
    });
    expect(['\n', '\r', '\u001b'].some((character) => line.includes(character))).toBe(false);
    expect(line.length).toBeLessThan(250);
  });
});
