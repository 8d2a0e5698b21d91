/**
 * The relay client (docs/forms.md, "The relay"): one multipart POST per
 * submission to the form-to-e-mail relay, on ky.
 */
import ky from 'ky';
import { relayEndpoint } from '../config/relay';
import type { Payload } from './payload';

export { relayEndpoint };

/** A relay that has not answered in 15 seconds counts as a failure. */
export const RELAY_TIMEOUT_MS = 15_000;

export interface RelayOptions {
  endpoint?: string;
  timeout?: number;
  /** For tests: a fetch that never touches the network. */
  fetch?: typeof fetch;
}

/**
 * The relay answered 2xx but said no: FormSubmit answers HTTP 200 with
 * `{"success":"false"}` before the office mailbox has activated the form, and
 * for some refusals. The lead was dropped, so the visitor must not see "sent".
 */
export class RelayRefusal extends Error {
  override name = 'RelayRefusal';
}

/**
 * Posts the payload; resolves on a 2xx the relay did not refuse, rejects
 * otherwise. A filled honeypot resolves without sending: bots see success.
 */
export async function postToRelay(payload: Payload, options: RelayOptions = {}): Promise<void> {
  if (payload._honey) return;
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) body.append(name, value);
  try {
    const response = await ky.post(absolute(options.endpoint ?? relayEndpoint), {
      body,
      headers: { Accept: 'application/json' },
      timeout: options.timeout ?? RELAY_TIMEOUT_MS,
      // Never retry: a retried POST can duplicate a lead.
      retry: 0,
      fetch: options.fetch,
    });
    const refusal = refusalIn(await response.text());
    if (refusal !== undefined) throw new RelayRefusal(refusal || 'the relay refused the submission');
  } catch (error) {
    // The error's name and message only (method, URL, status, the relay's own words): never the visitor's data.
    console.error(`Form submission failed: ${describe(error)}`);
    throw error;
  }
}

/**
 * The relay's message when a 2xx body is JSON with `success` false or
 * "false"; undefined for any other body (none, not JSON, success true), which
 * counts as accepted: only the status is promised by other relays.
 */
export function refusalIn(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('success' in parsed)) return undefined;
  const { success, message } = parsed as { success: unknown; message?: unknown };
  if (success !== false && success !== 'false') return undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * The lead relay's endpoint is a path on the page's own origin
 * (src/config/relay.ts): resolved against the page's address here, as the
 * browser would, so that a fetch without a base (a test's) posts to the same place.
 */
const absolute = (endpoint: string) => (typeof location === 'undefined' ? endpoint : new URL(endpoint, location.href).href);

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
