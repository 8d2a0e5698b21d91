// @vitest-environment node
/** The relay client on ky, with a fake fetch: body, header, 2xx bodies and refusals, no retry, time-out, honeypot. */
import { describe, expect, it, vi } from 'vitest';
import { postToRelay, RelayRefusal, relayEndpoint } from '../../../src/forms/relay';

const payload = {
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  policyAgreement: 'true',
  message: '',
  _subject: 'Quick Quote Request',
  _captcha: 'false',
  _honey: '',
};

function fakeFetch(respond: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const bodies: FormData[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    // Read the body as the relay would (multipart parsing), before answering.
    if (request.method === 'POST') bodies.push(await request.clone().formData());
    return respond(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, bodies };
}

describe('postToRelay', () => {
  it("defaults to the configured relay: the lead relay's ajax door on the site's own origin", () => {
    expect(relayEndpoint).toBe('/relay/ajax/submit');
  });

  it('POSTs multipart form data with every field as text and Accept: application/json', async () => {
    const { fetch, requests, bodies } = fakeFetch(() => new Response('{"success":"true"}', { status: 200 }));
    await postToRelay(payload, { endpoint: 'http://relay.test/submit', fetch });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://relay.test/submit');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(bodies[0])).toEqual(payload);
    expect([...bodies[0].values()].every((value) => typeof value === 'string')).toBe(true);
  });

  describe('a 2xx answer', () => {
    const answer = (body: string | null, status = 200) => postToRelay(payload, { endpoint: 'http://relay.test/', fetch: fakeFetch(() => new Response(body, { status })).fetch });

    it.each([
      ['no body', null, 204],
      ['an empty body', '', 200],
      ['a body that is not JSON', 'not json', 202],
      ['JSON without success', '{"ok":1}', 200],
      ['JSON that is not an object', '"false"', 200],
      ['success "true"', '{"success":"true","message":"The form was submitted successfully."}', 200],
      ['success true', '{"success":true}', 200],
    ])('with %s is a success', async (_, body, status) => {
      await expect(answer(body, status)).resolves.toBeUndefined();
    });

    it.each([
      ['success "false"', '{"success":"false","message":"This form needs Activation. We\'ve sent you an email."}'],
      ['success false', '{"success":false,"message":"This form needs Activation. We\'ve sent you an email."}'],
    ])('with %s is a failure that logs the relay\'s message, never the data', async (_, body) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(answer(body)).rejects.toBeInstanceOf(RelayRefusal);
      expect(log).toHaveBeenCalledOnce();
      const logged = log.mock.calls.flat().join(' ');
      expect(logged).toContain("RelayRefusal: This form needs Activation. We've sent you an email.");
      expect(logged).not.toContain('Maria');
      expect(logged).not.toContain('maria.lopez@example.com');
    });

    it('with success "false" and no message is still a failure', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(answer('{"success":"false"}')).rejects.toThrow('the relay refused the submission');
    });
  });

  it('fails on a 500 without retrying, and logs the error but not the data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, requests } = fakeFetch(() => new Response('boom', { status: 500 }));
    await expect(postToRelay(payload, { endpoint: 'http://relay.test/', fetch })).rejects.toThrow(/500/);
    expect(requests).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toMatch(/HTTPError/);
    expect(logged).not.toContain('Maria');
    expect(logged).not.toContain('maria.lopez@example.com');
  });

  it('fails on 429 and 503 too, once each (a retried POST could duplicate a lead)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [408, 429, 503]) {
      const { fetch, requests } = fakeFetch(() => new Response('', { status, headers: { 'Retry-After': '0' } }));
      await expect(postToRelay(payload, { endpoint: 'http://relay.test/', fetch })).rejects.toThrow();
      expect(requests).toHaveLength(1);
    }
  });

  it('fails on a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(postToRelay(payload, { endpoint: 'http://relay.test/', fetch })).rejects.toThrow('Failed to fetch');
  });

  it('times out when the relay does not answer (15 s by default)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetch, requests } = fakeFetch(
      (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const started = Date.now();
    await expect(postToRelay(payload, { endpoint: 'http://relay.test/', fetch, timeout: 200 })).rejects.toThrow(/timed out/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(1);
    expect(log.mock.calls.flat().join(' ')).toMatch(/TimeoutError/);
  });

  it('uses a 15-second time-out by default', async () => {
    const { RELAY_TIMEOUT_MS } = await import('../../../src/forms/relay');
    expect(RELAY_TIMEOUT_MS).toBe(15_000);
  });

  it('drops a submission whose honeypot is filled, as if it had succeeded', async () => {
    const { fetch, requests } = fakeFetch(() => new Response('', { status: 200 }));
    await expect(postToRelay({ ...payload, _honey: 'http://spam.example' }, { endpoint: 'http://relay.test/', fetch })).resolves.toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
