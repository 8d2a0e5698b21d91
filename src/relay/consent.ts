/**
 * The consent kept with a lead (docs/relay.md, "Consent kept"): what an
 * agency needs before it calls or texts. When the visitor ticked the form's
 * agreement, the lead keeps the words that box showed, in the visitor's
 * language, taken from the form's definition (./formCatalogue.ts), never
 * from the post, so nobody can write the words stored as a visitor's
 * consent; their version (./consentVersion.ts); and the address the post
 * came from, whole (./networkKey.ts, hostAddress), as the runtime reads it
 * (Node: the socket, or a proxy the agency names; the Worker: Cloudflare's
 * header). When and on which page are the lead's own `received_at` and
 * `page`. Nothing for a lead without it.
 */
import { valueOf, type Fields } from './body';
import { CONSENT_FIELD, type CatalogueForm } from './formCatalogue';
import { localeOf } from './formOf';
import { hostAddress } from './networkKey';

/** The lead's consent columns (./schema.ts; migrations/0013_consent.sql). */
export interface ConsentColumns {
  consent_text: string | null;
  consent_locale: string | null;
  consent_version: string | null;
  consent_address: string | null;
}

const NO_CONSENT: ConsentColumns = { consent_text: null, consent_locale: null, consent_version: null, consent_address: null };

/** The consent columns of a lead of `definition`'s form: the agreement's words in the visitor's language (./formOf.ts, localeOf) when the box was ticked. */
export function consentOf(fields: Fields, definition: CatalogueForm | undefined, remoteAddress: string | undefined): ConsentColumns {
  const words = definition?.consent?.[localeOf(fields)];
  if (!words || valueOf(fields, CONSENT_FIELD) !== 'true') return NO_CONSENT;
  return { consent_text: words.text, consent_locale: words.locale, consent_version: words.version, consent_address: hostAddress(remoteAddress) ?? null };
}
