/**
 * A real SMTP server (smtp-server) on 127.0.0.1 for the relay's fault tests:
 * it keeps every message it accepts, and can be told to refuse (with a reply
 * of the test's choosing) or to run a hook once a message has fully arrived,
 * before it answers.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMessage, type ReadMessage } from '../../support/eml';

export interface SmtpSink {
  received: ReadMessage[];
  /** When set, DATA is answered with this code and text instead of accepted. */
  refuse?: { code: number; text: string };
  /** Runs after a message arrived and before the answer (e.g. to kill the sender). */
  beforeAnswer?: (message: ReadMessage) => void;
  /** The port it listens on, once listening (the one given, or a free one for 0). */
  port: number;
  listen: () => Promise<void>;
  close: () => Promise<void>;
}

export function smtpSink(port: number): SmtpSink {
  const sink: SmtpSink = {
    received: [],
    port,
    listen: () =>
      new Promise((resolve, reject) =>
        server
          .listen(port, '127.0.0.1', () => {
            sink.port = (server.server.address() as AddressInfo).port;
            resolve();
          })
          .once('error', reject),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMessage(Buffer.concat(chunks).toString('utf8'));
        if (sink.refuse) {
          const error = Object.assign(new Error(sink.refuse.text), { responseCode: sink.refuse.code });
          return callback(error);
        }
        sink.beforeAnswer?.(message);
        sink.received.push(message);
        callback(null);
      });
    },
  });
  return sink;
}
