/**
 * A server listening on 127.0.0.1 only (the tests and the bench never serve
 * outside this machine), on a free port unless one is given.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenOnLoopback(server: Server, port = 0): Promise<{ port: number; origin: string }> {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const bound = (server.address() as AddressInfo).port;
  return { port: bound, origin: `http://127.0.0.1:${bound}` };
}
