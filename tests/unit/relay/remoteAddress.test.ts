// @vitest-environment node
/**
 * The sender's address on Node (src/relay/node/remoteAddress.ts), over real
 * loopback HTTP: the socket's peer, or, from a reverse proxy on this
 * machine, the address the proxy appended last to X-Forwarded-For.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { remoteAddressOf } from '../../../src/relay/node/remoteAddress';
import { listenOnLoopback } from '../../support/loopback';

let port: number;
const server = createServer((req: IncomingMessage, res) => res.end(remoteAddressOf(req) ?? 'none'));
beforeAll(async () => ({ port } = await listenOnLoopback(server)));
afterAll(() => new Promise((done) => server.close(done)));

const addressSeenWith = (headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    request({ host: '127.0.0.1', port, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

it('is the peer without a proxy, and the proxy\'s last entry behind one on this machine', async () => {
  expect(await addressSeenWith({})).toBe('127.0.0.1');
  expect(await addressSeenWith({ 'X-Forwarded-For': '203.0.113.9' })).toBe('203.0.113.9');
  // A visitor's own header comes first; the proxy appends the address it saw.
  expect(await addressSeenWith({ 'X-Forwarded-For': '10.0.0.1, 198.51.100.4' })).toBe('198.51.100.4');
});
