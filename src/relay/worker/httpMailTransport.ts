/**
 * E-mail through an HTTP e-mail API, the Worker's way to send mail (a Worker
 * opens no SMTP connection of its own; docs/deploy.md, "Cloudflare"). One
 * JSON POST per message in the shape Resend's `POST /emails` takes, which
 * several providers share (Emailit, COSS...): `from`, `to`, `subject`,
 * `text`, `reply_to`, `headers`, a bearer key, and an `Idempotency-Key`
 * header. The key is the message's Message-ID, the same on every retry of
 * the same message: a provider that honours it sends a retried message once
 * (a retry after an answer lost on the way back), and one that does not
 * still sends the same Message-ID, so the office's mail program shows it as
 * the same message (docs/deploy.md, "Cloudflare").
 *
 * Every answer is returned as text (status and the provider's body, cut
 * short) so the outbox can record it with the attempt; a refusal, an error
 * status or no answer within the time limit is thrown as MailApiError
 * carrying that text.
 */
import type { MailMessage, Transport } from '../mail';


export interface HttpMailTransportOptions {
  /** The provider's endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  /** Sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const MAIL_API_TIMEOUT_MS = 15_000;
/** How much of a provider's answer is kept with an attempt. */
const ANSWER_CHARS = 300;

export class MailApiError extends Error {
  constructor(
    /** The answer as recorded: the status and the provider's words, or why there was none. */
    readonly answer: string,
    /** The HTTP status, when the provider answered. */
    readonly status?: number,
  ) {
    // The outbox records an error's message as the attempt's answer.
    super(answer);
    this.name = 'MailApiError';
  }
}

const angled = (id: string) => `<${id.replace(/^<|>$/g, '')}>`;

/** The JSON body the API takes for one message. */
export function mailApiBody(message: MailMessage) {
  return {
    from: message.from,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    ...(message.replyTo ? { reply_to: message.replyTo } : {}),
    headers: { 'Message-ID': angled(message.messageId) },
  };
}

export function httpMailTransport({ url, apiKey, timeoutMs = MAIL_API_TIMEOUT_MS, fetch: fetchImpl = fetch }: HttpMailTransportOptions): Transport {
  return {
    /** Sends one message; answers the provider's answer, or throws MailApiError with it. */
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Idempotency-Key': message.messageId.replace(/^<|>$/g, ''),
          },
          body: JSON.stringify(mailApiBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
        throw new MailApiError(`no answer: ${reason}`);
      }
      const words = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, ANSWER_CHARS);
      const answer = `${response.status}${words ? ` ${words}` : ''}`;
      if (!response.ok) throw new MailApiError(answer, response.status);
      return answer;
    },
  };
}
