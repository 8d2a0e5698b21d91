/**
 * The sender's network address on Node, for the spam limit per address
 * (src/relay/spam/rateLimits.ts; docs/deploy.md, "Whose address"). By
 * default the socket's peer: `X-Forwarded-For` is anyone's to write, and is
 * read only when the peer is a proxy the agency names (RELAY_TRUSTED_PROXIES:
 * addresses or ranges, e.g. `127.0.0.1` for nginx on the same machine with
 * the shipped snippet, which sets the header to `$remote_addr`). Then the
 * header is walked from the right, past every hop that is itself a trusted
 * proxy, to the first address no trusted proxy stands for: the visitor. What
 * a visitor wrote to the left of it is never read.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:203.0.113.9). */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const plain = (address: string) => MAPPED_V4.exec(address)?.[1] ?? address;

/** The proxies whose X-Forwarded-For the relay believes. */
export interface TrustedProxies {
  has: (address: string) => boolean;
  /** As configured, for the start-up lines and errors. */
  list: readonly string[];
}

/** None: every post is from its socket's peer. */
export const NO_PROXIES: TrustedProxies = { has: () => false, list: [] };

/**
 * The proxies named by addresses (`127.0.0.1`, `::1`) and ranges in CIDR
 * notation (`10.0.0.0/8`, `2001:db8::/32`); `loopback` stands for
 * 127.0.0.0/8 and ::1. Anything else is refused at start.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = entries.map((entry) => entry.trim()).filter(Boolean);
  if (!list.length) return NO_PROXIES;
  const blocks = new BlockList();
  for (const entry of list) {
    if (entry === 'loopback') {
      blocks.addSubnet('127.0.0.0', 8, 'ipv4');
      blocks.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max && /^\d+$/.test(bits)))) {
      throw new Error(`RELAY_TRUSTED_PROXIES: "${entry}" is not an address or a range (e.g. 127.0.0.1, 10.0.0.0/8, 2001:db8::/32, loopback)`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, prefix, type);
  }
  return {
    list,
    has(address) {
      const bare = plain(address);
      const family = isIP(bare);
      return family !== 0 && blocks.check(bare, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** RELAY_TRUSTED_PROXIES, comma-separated (default none). */
export function trustedProxiesOf(env: { RELAY_TRUSTED_PROXIES?: string }): TrustedProxies {
  return trustedProxies((env.RELAY_TRUSTED_PROXIES ?? '').split(','));
}

export function remoteAddressOf(incoming: IncomingMessage, proxies: TrustedProxies = NO_PROXIES): string | undefined {
  const peer = incoming.socket.remoteAddress;
  if (!peer || !proxies.has(peer)) return peer && plain(peer);
  const forwarded = incoming.headers['x-forwarded-for'];
  // Node joins repeated headers with ", ": one list, the nearest hop last.
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim());
  let visitor = plain(peer);
  for (let n = hops.length - 1; n >= 0; n--) {
    const hop = plain(hops[n]);
    // A hop that is not an address was not written by a trusted proxy: the last trusted one stands for the sender.
    if (!isIP(hop)) break;
    visitor = hop;
    if (!proxies.has(hop)) break;
  }
  return visitor;
}
