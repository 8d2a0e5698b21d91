/**
 * The optional JSON webhook to the agency's management system or CRM
 * (docs/forms.md, "The relay"): the lead as JSON, signed with HMAC-SHA256
 * over the exact body (WebCrypto: the same on Node and Workers), in the
 * header `X-Relay-Signature-256: sha256=<hex>`; the receiver computes the
 * same over the bytes it got with the shared secret and compares.
 */
import type { Fields } from './body';
import { formById } from './formCatalogue';
import { labelledFields } from './formOf';
import type { Lead } from './schema';

export interface WebhookSettings {
  url: string;
  secret: string;
}

export const SIGNATURE_HEADER = 'X-Relay-Signature-256';
export const WEBHOOK_TIMEOUT_MS = 15_000;

export function webhookBody(lead: Lead): string {
  const fields = JSON.parse(lead.fields) as Fields;
  return JSON.stringify({
    id: lead.id,
    receivedAt: lead.received_at,
    form: lead.form,
    subject: lead.subject,
    page: lead.page,
    campaign: lead.campaign,
    visitor: { name: lead.visitor_name, email: lead.visitor_email },
    fields: labelledFields(fields, formById(lead.form)),
  });
}

export async function signatureOf(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Posts the lead; resolves with the receiver's status line on a 2xx, rejects with it otherwise. */
export async function postWebhook(lead: Lead, settings: WebhookSettings, fetcher: typeof fetch = fetch): Promise<string> {
  const body = webhookBody(lead);
  const response = await fetcher(settings.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Lead-Id': lead.id, [SIGNATURE_HEADER]: await signatureOf(settings.secret, body) },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  const answer = `${response.status} ${response.statusText}`.trim();
  await response.body?.cancel();
  if (!response.ok) throw new Error(answer);
  return answer;
}
