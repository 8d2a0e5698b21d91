// @vitest-environment node
/**
 * The Worker's HTTP e-mail transport (src/relay/worker/httpMailTransport.ts)
 * against a real HTTP server on 127.0.0.1 standing in for the provider:
 * what it sends (the API's JSON shape, the key, the Message-ID as the
 * idempotency key) and what it records of each answer, a refusal and no
 * answer at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../src/relay/mail';
import { httpMailTransport, MailApiError, mailApiBody } from '../../../src/relay/worker/httpMailTransport';
import { startMailApiReceiver } from '../../support/mailApiReceiver';

let api: Awaited<ReturnType<typeof startMailApiReceiver>>;

beforeAll(async () => {
  api = await startMailApiReceiver();
});
afterAll(() => api.close());
beforeEach(() => {
  api.received.length = 0;
  Object.assign(api.state, { failNext: 0, failStatus: 503, delayMs: 0 });
});

const message: MailMessage = {
  from: 'Prairie Point Insurance <relay@prairiepoint.example>',
  to: 'office@prairiepoint.example',
  replyTo: 'Ana García <ana@example.com>',
  subject: 'Auto - Quote Request',
  text: 'First Name: Ana\nLast Name: García\n',
  messageId: '<lead-7f3a.office@prairiepoint.example>',
};

describe('the HTTP e-mail transport', () => {
  it('posts the message as the API takes it, with the key and the Message-ID as the idempotency key', async () => {
    const answer = await httpMailTransport({ url: api.url, apiKey: 're_test_key' }).send(message);
    expect(answer).toBe('200 {"id":"sent-1"}');
    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/emails');
    expect(request.headers.authorization).toBe('Bearer re_test_key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe('lead-7f3a.office@prairiepoint.example');
    expect(request.body).toEqual({
      from: 'Prairie Point Insurance <relay@prairiepoint.example>',
      to: ['office@prairiepoint.example'],
      subject: 'Auto - Quote Request',
      text: 'First Name: Ana\nLast Name: García\n',
      reply_to: 'Ana García <ana@example.com>',
      headers: { 'Message-ID': '<lead-7f3a.office@prairiepoint.example>' },
    });
  });

  it('sends the same Message-ID and idempotency key on a retry of the same message, whatever else differs', async () => {
    const transport = httpMailTransport({ url: api.url, apiKey: 'k' });
    await transport.send(message);
    await transport.send({ ...message, subject: 'Auto - Quote Request (retry)' });
    const [first, retry] = api.received;
    expect(retry.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect((retry.body.headers as Record<string, string>)['Message-ID']).toBe((first.body.headers as Record<string, string>)['Message-ID']);
  });

  it('leaves reply_to out when the visitor gave no address', () => {
    expect(mailApiBody({ ...message, replyTo: undefined })).not.toHaveProperty('reply_to');
  });

  it('throws the provider\'s refusal with its status and words, to be recorded with the attempt', async () => {
    api.state.failNext = 1;
    api.state.failStatus = 422;
    const sent = httpMailTransport({ url: api.url, apiKey: 'k' }).send(message);
    await expect(sent).rejects.toBeInstanceOf(MailApiError);
    await expect(sent).rejects.toMatchObject({ status: 422, answer: '422 {"statusCode":422,"message":"The mail service is resting"}' });
  });

  it('throws when no answer comes in time, and when nothing listens', async () => {
    api.state.delayMs = 2_000;
    await expect(httpMailTransport({ url: api.url, apiKey: 'k', timeoutMs: 200 }).send(message)).rejects.toMatchObject({ answer: 'no answer: no answer within 0.2 s', status: undefined });
    // Port 9 (discard) on the loopback: nothing listens there on a test machine.
    await expect(httpMailTransport({ url: 'http://127.0.0.1:9/emails', apiKey: 'k' }).send(message)).rejects.toMatchObject({ answer: expect.stringMatching(/^no answer: /) });
  });
});
