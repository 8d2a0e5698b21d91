/**
 * The relay client (PRODUCT.md section 3): one multipart POST per submission
 * to the form-to-e-mail relay, on ky.
 */
import ky from 'ky';
import { agency } from '../config/agency';
import type { Payload } from './payload';

/** Read at build time: tests and `npm start` point forms at their own relay. */
export const relayEndpoint: string = import.meta.env.VITE_RELAY_ENDPOINT || agency.relayEndpoint;

/** A relay that has not answered in 15 seconds counts as a failure. */
export const RELAY_TIMEOUT_MS = 15_000;

export interface RelayOptions {
  endpoint?: string;
  timeout?: number;
  /** For tests: a fetch that never touches the network. */
  fetch?: typeof fetch;
}

/**
 * Posts the payload; resolves on any 2xx (the body is not read) and rejects
 * otherwise. A filled honeypot resolves without sending: bots see success.
 */
export async function postToRelay(payload: Payload, options: RelayOptions = {}): Promise<void> {
  if (payload._honey) return;
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) body.append(name, value);
  try {
    await ky.post(options.endpoint ?? relayEndpoint, {
      body,
      headers: { Accept: 'application/json' },
      timeout: options.timeout ?? RELAY_TIMEOUT_MS,
      // Never retry: a retried POST can duplicate a lead.
      retry: 0,
      fetch: options.fetch,
    });
  } catch (error) {
    // The error's name and message only (method, URL, status): never the visitor's data.
    console.error(`Form submission failed: ${describe(error)}`);
    throw error;
  }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
