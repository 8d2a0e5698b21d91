/**
 * The inbox's CSV export (docs/architecture.md, "The office's inbox"): RFC
 * 4180 (every cell quoted, quotes doubled, CRLF between rows), UTF-8 with a
 * byte order mark so that a spreadsheet reads accents right. A visitor
 * writes the cells, so none may become a formula: a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` (OWASP's
 * advice against CSV injection).
 */
import type { LeadSummary } from './inboxTypes';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: readonly string[]) => cells.map(csvCell).join(',');

export const BOM = '\uFEFF';

/** The columns of the export: the list's, then every field the visitor sent, by label. */
const COLUMNS: [string, (lead: LeadSummary) => string][] = [
  ['Received', (lead) => lead.receivedAt],
  ['Lead', (lead) => lead.id],
  ['Form', (lead) => lead.formName],
  ['E-mail subject', (lead) => lead.subject],
  ['Page', (lead) => lead.page],
  ['Campaign', (lead) => lead.campaign],
  ['Name', (lead) => lead.name],
  ['E-mail', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Delivery', (lead) => lead.delivery.status],
  ['Last answer', (lead) => lead.delivery.lastAnswer ?? ''],
  ['Handled', (lead) => lead.handledAt ?? ''],
  ['Spam', (lead) => (lead.spam ? lead.spamReason || 'yes' : '')],
];

export type ExportedLead = LeadSummary & { fields: { label: string; value: string }[] };

/** The whole file: a header row, then one row per lead; the fields' labels, across every lead, in the order first met. */
export function leadsCsv(leads: readonly ExportedLead[]): string {
  const labels = [...new Set(leads.flatMap((lead) => lead.fields.map((field) => field.label)))];
  const rows = [
    csvRow([...COLUMNS.map(([name]) => name), ...labels]),
    ...leads.map((lead) => {
      const values = new Map(lead.fields.map((field) => [field.label, field.value]));
      return csvRow([...COLUMNS.map(([, cell]) => cell(lead)), ...labels.map((label) => values.get(label) ?? '')]);
    }),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
}
