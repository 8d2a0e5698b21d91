// @vitest-environment node
/**
 * The sender's address on Node (src/relay/node/remoteAddress.ts), over real
 * loopback HTTP: the socket's peer unless the agency names that peer as its
 * proxy (RELAY_TRUSTED_PROXIES); from a trusted proxy, X-Forwarded-For read
 * from the right, past the trusted hops. Before, any peer on this machine was
 * believed: a plain `proxy_pass` passed on whatever a visitor wrote.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteAddressOf, trustedProxies, trustedProxiesOf, type TrustedProxies } from '../../../src/relay/node/remoteAddress';
import { listenOnLoopback } from '../../support/loopback';

let port: number;
let proxies: TrustedProxies | undefined;
const server = createServer((req: IncomingMessage, res) => res.end(remoteAddressOf(req, proxies) ?? 'none'));
beforeAll(async () => ({ port } = await listenOnLoopback(server)));
afterAll(() => new Promise((done) => server.close(done)));

const addressSeenWith = (headers: Record<string, string | string[]>) =>
  new Promise<string>((resolve, reject) => {
    request({ host: '127.0.0.1', port, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

it('is the socket\'s peer by default, whatever X-Forwarded-For says, even from this machine', async () => {
  proxies = undefined;
  expect(await addressSeenWith({})).toBe('127.0.0.1');
  expect(await addressSeenWith({ 'X-Forwarded-For': '203.0.113.9' })).toBe('127.0.0.1');
  proxies = trustedProxiesOf({});
  expect(await addressSeenWith({ 'X-Forwarded-For': '203.0.113.9' })).toBe('127.0.0.1');
});

it('from a proxy the agency names, is the first address from the right that no trusted proxy stands for', async () => {
  proxies = trustedProxies(['127.0.0.1']);
  expect(await addressSeenWith({})).toBe('127.0.0.1');
  expect(await addressSeenWith({ 'X-Forwarded-For': '203.0.113.9' })).toBe('203.0.113.9');
  // A visitor's own header comes first; the proxy appends (or, with the shipped snippet, sets) the address it saw.
  expect(await addressSeenWith({ 'X-Forwarded-For': '10.0.0.1, 198.51.100.4' })).toBe('198.51.100.4');
  // Two trusted hops (a load balancer in 10.0.0.0/8, then nginx here): the visitor is left of both.
  proxies = trustedProxies(['loopback', '10.0.0.0/8']);
  expect(await addressSeenWith({ 'X-Forwarded-For': '192.0.2.66, 198.51.100.4, 10.1.2.3' })).toBe('198.51.100.4');
  // Repeated headers are one list; a hop that is not an address stops the walk at the last trusted one.
  expect(await addressSeenWith({ 'X-Forwarded-For': ['192.0.2.66', '198.51.100.4'] })).toBe('198.51.100.4');
  expect(await addressSeenWith({ 'X-Forwarded-For': 'hello, 10.9.9.9' })).toBe('10.9.9.9');
  expect(await addressSeenWith({ 'X-Forwarded-For': '2001:db8::1' })).toBe('2001:db8::1');
});

describe('RELAY_TRUSTED_PROXIES', () => {
  it('takes addresses, ranges and "loopback", and refuses anything else at start', () => {
    const named = trustedProxiesOf({ RELAY_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,2001:db8::/32' });
    expect(named.list).toEqual(['127.0.0.1', '10.0.0.0/8', '2001:db8::/32']);
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.200.0.1', '2001:db8:ffff::1'].map(named.has)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '2001:db9::1', 'nonsense', ''].map(named.has)).toEqual([false, false, false, false, false]);
    expect(trustedProxiesOf({ RELAY_TRUSTED_PROXIES: 'loopback' }).has('::1')).toBe(true);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '2001:db8::/129', '10.0.0.0/x']) {
      expect(() => trustedProxiesOf({ RELAY_TRUSTED_PROXIES: bad }), bad).toThrow(/RELAY_TRUSTED_PROXIES/);
    }
  });
});
