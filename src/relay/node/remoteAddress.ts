/**
 * The sender's network address on Node, for the spam limit per address
 * (src/relay/spam/rateLimits.ts). The socket's peer, unless that peer is
 * this machine and the request carries `X-Forwarded-For`: then the relay is
 * behind the agency's reverse proxy (docs/deploy.md, "Which relay"), every
 * post comes from the proxy, and the visitor is the address the proxy
 * appended last. A visitor can write the header too, but only the proxy's
 * last entry is read, and only from a peer on this machine.
 */
import type { IncomingMessage } from 'node:http';

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

export function remoteAddressOf(incoming: IncomingMessage): string | undefined {
  const peer = incoming.socket.remoteAddress;
  const forwarded = incoming.headers['x-forwarded-for'];
  if (!peer || !LOOPBACK.test(peer) || typeof forwarded !== 'string') return peer;
  return forwarded.split(',').at(-1)!.trim() || peer;
}
