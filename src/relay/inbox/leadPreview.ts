/**
 * A lead's preview on the inbox's list (docs/relay.md, "The office's
 * inbox": the list): what tells two leads of one form apart at a glance.
 * Every contact message has the same form name ("Send us a message"), so
 * the preview is what the visitor chose that the form's subject names (the
 * contact form's subject, "Billing Question"; src/relay/formOf.ts,
 * subjectChoices), then the first line of the form's last multi-line field
 * (its message, description or details), shortened to PREVIEW_CHARS:
 * "Billing Question · I was charged twice for the March…". Empty for a
 * lead of no form, or one that chose and wrote nothing.
 */
import type { Fields } from '../body';
import { valueOf } from '../body';
import type { CatalogueForm } from '../formCatalogue';
import { subjectChoices } from '../formOf';

/** At most this many characters of the message's first line: about two lines of a card on a phone. */
export const PREVIEW_CHARS = 80;

export const PREVIEW_SEPARATOR = ' · ';

/** The first non-empty line of `text`, its spaces collapsed, cut at a word before `max` characters with an ellipsis. */
export function firstLine(text: string, max = PREVIEW_CHARS): string {
  const line = (text.split(/\r\n|\r|\n/).find((candidate) => candidate.trim()) ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function previewOf(fields: Fields, form: CatalogueForm | undefined): string {
  if (!form) return '';
  const message = form.fields.findLast((field) => field.multiline);
  const line = message ? firstLine(valueOf(fields, message.name)) : '';
  // One line (its breaks and runs of spaces made one space); the inbox shows its invisible characters as marks (src/relay/inbox/app/api.ts).
  return [...subjectChoices(fields, form), line].filter(Boolean).join(PREVIEW_SEPARATOR);
}
