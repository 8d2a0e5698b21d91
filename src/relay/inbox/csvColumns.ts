/**
 * The CSV export's columns (docs/relay.md, "The office's inbox"),
 * a fixed set however many leads and whatever they hold: the lead's own
 * (as the list shows it), then the forms' fields, derived from the form
 * definitions, each name once, then the consent kept with it, then one
 * "Other fields" for anything else a stored lead carries
 * (./boundedFields.ts bounds it). A lead can add no
 * column: a legacy post of 156,612 field names is one bounded cell.
 *
 * Ready to import into an agency management system (docs/relay.md, "The
 * office's words and time"): one column per distinct field (the visitor's
 * name is the forms' "First name" and "Last name", not a "Name" beside
 * them), times in the agency's time zone with its abbreviation, checkboxes
 * as Yes or No, the delivery and the spam reason in plain words, and no
 * mail server's answer (an outbox's answer names a file on the server: the
 * lead view shows the attempts).
 */
import { formDefinitions } from '../../formDefinitions/registry';
import type { FieldDefinition, FormDefinition } from '../../formDefinitions/types';
import { CONSENT_WORDS, DELIVERY_WORDS, spamReasonText, stampText } from '../words';
import type { ConsentView, LeadSummary } from './inboxTypes';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The lead's own columns, as the list shows a lead ("Received" first, "Lead" second). */
export const LEAD_COLUMNS: readonly (readonly [header: string, cell: (lead: LeadSummary) => string])[] = [
  ['Received', (lead) => stampText(lead.receivedAt)],
  ['Lead', (lead) => lead.id],
  ['Form', (lead) => lead.formName],
  ['E-mail subject', (lead) => lead.subject],
  ['Page', (lead) => lead.page],
  ['Campaign', (lead) => lead.campaign],
  ['E-mail', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Delivery', (lead) => DELIVERY_WORDS[lead.delivery.status]],
  ['Handled', (lead) => (lead.handledAt ? stampText(lead.handledAt) : '')],
  ['Spam', (lead) => (lead.spam ? capitalized(spamReasonText(lead.spamReason)) : '')],
];

/**
 * The consent's columns (docs/relay.md, "Consent kept"), empty for a lead
 * without it. Its time and page are the lead's "Received" and "Page", not
 * written twice.
 */
export const CONSENT_COLUMNS: readonly (readonly [header: string, cell: (consent: ConsentView) => string])[] = [
  [CONSENT_WORDS.text, (consent) => consent.text],
  [CONSENT_WORDS.language, (consent) => CONSENT_WORDS.languageOf(consent.locale)],
  [CONSENT_WORDS.version, (consent) => consent.version],
  [CONSENT_WORDS.address, (consent) => consent.address ?? ''],
];

/** Fields whose value is already a lead column ("E-mail" is the `email` field's, "Phone" the `phone` field's): not twice. */
export const IN_LEAD_COLUMNS: ReadonlySet<string> = new Set(['email', 'phone']);

export const OTHER_FIELDS_HEADER = 'Other fields';

/**
 * Every form's fields, each name once, in the order the forms are listed
 * (src/formDefinitions/registry.ts) and each form orders its fields: the
 * quick quote's first (the name, the e-mail, the message, the consent),
 * then each form's own questions as it first asks them; labelled as the
 * first form that has the field labels it.
 */
export function fieldColumns(definitions: readonly FormDefinition[], leave: ReadonlySet<string> = IN_LEAD_COLUMNS): FieldDefinition[] {
  const byName = new Map<string, FieldDefinition>();
  for (const definition of definitions) for (const field of definition.fields) if (!byName.has(field.name)) byName.set(field.name, field);
  return [...byName.values()].filter((field) => !leave.has(field.name));
}

/** The forms' columns of the export (the English definitions: the office reads English, docs/forms.md). */
export const FIELD_COLUMNS: readonly FieldDefinition[] = fieldColumns(Object.values(formDefinitions) as FormDefinition[]);

/** The header row. */
export const csvHeader = (): string[] => [...LEAD_COLUMNS.map(([header]) => header), ...FIELD_COLUMNS.map((field) => field.label), ...CONSENT_COLUMNS.map(([header]) => header), OTHER_FIELDS_HEADER];
