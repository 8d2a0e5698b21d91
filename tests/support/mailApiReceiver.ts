/**
 * A stand-in for an HTTP e-mail API (the shape of Resend's `POST /emails`,
 * src/relay/worker/httpMailTransport.ts) on 127.0.0.1: it records every
 * request as received (headers and JSON body) and answers 200 with an id,
 * or, while `failNext` is above zero, the status it is told to; `delayMs`
 * holds each answer back that long (a provider slow to answer).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './loopback';

export interface ReceivedMail {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export async function startMailApiReceiver() {
  const received: ReceivedMail[] = [];
  const state = { failNext: 0, failStatus: 503, delayMs: 0 };
  const late = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      const answer = () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          res.writeHead(state.failStatus, { 'Content-Type': 'application/json' });
          return res.end(JSON.stringify({ statusCode: state.failStatus, message: 'The mail service is resting' }));
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: `sent-${received.length}` }));
      };
      if (!state.delayMs) return answer();
      const timer = setTimeout(() => {
        late.delete(timer);
        answer();
      }, state.delayMs);
      late.add(timer);
    });
  });
  const { origin } = await listenOnLoopback(server);
  return {
    url: `${origin}/emails`,
    received,
    state,
    close: () =>
      new Promise<void>((done) => {
        for (const timer of late) clearTimeout(timer);
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
