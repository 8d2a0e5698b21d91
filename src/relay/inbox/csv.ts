/**
 * The inbox's CSV export (docs/relay.md, "The office's inbox"): RFC
 * 4180 (every cell quoted, quotes doubled, CRLF between rows), UTF-8 with a
 * byte order mark so that a spreadsheet reads accents right. A visitor
 * writes the cells, so none may become a formula: a cell starting with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is prefixed with `'` (OWASP's
 * advice against CSV injection).
 *
 * Streamed: the header goes out at once, then the leads a page at a time as
 * the reader takes them (a web stream, on Node and the Worker alike), each
 * page after a pause as long as the page before took (./nextTurn.ts), so
 * that the server answers posts and pages between two, the export taking
 * at most about half its time (docs/performance.md, "The lead relay under
 * load").
 * The columns are fixed (./csvColumns.ts) and every cell bounded
 * (./boundedFields.ts): memory stays the same at any number of leads.
 */
import { visibleMarks } from '../../lib/visibleMarks';
import { cut, OTHER_FIELDS_CHARS } from './boundedFields';
import { CONSENT_COLUMNS, csvHeader, FIELD_COLUMNS, IN_LEAD_COLUMNS, LEAD_COLUMNS } from './csvColumns';
import type { ConsentView, LeadSummary } from './inboxTypes';
import { nextTurn } from './nextTurn';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, its invisible and direction-changing characters shown as marks (src/lib/visibleMarks.ts), neutralised and quoted: every cell of the export is written here. */
export function csvCell(cell: string): string {
  const value = visibleMarks(cell);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: readonly string[]) => cells.map(csvCell).join(',');

export const BOM = '\uFEFF';

/** A lead as the export reads it: the list's summary, its consent, and its fields bounded and labelled (./leadQueries.ts). */
export type ExportedLead = LeadSummary & {
  consent: ConsentView | null;
  fields: { name: string; label: string; value: string }[];
  /** Fields left out of the lead's bounded fields (./boundedFields.ts). */
  omitted: number;
};

/** The names with a column of their own: the forms' fields', and `email` and `phone` (the lead's "E-mail" and "Phone"). */
const COLUMN_NAMES: ReadonlySet<string> = new Set([...FIELD_COLUMNS.map((column) => column.name), ...IN_LEAD_COLUMNS]);

/** One lead's cells: its own columns, the forms' fields (each name's first value), its consent's, then every other field as "label: value" lines. */
export function leadCells(lead: ExportedLead): string[] {
  const columns = new Map<string, string>();
  const others: string[] = [];
  for (const field of lead.fields) {
    if (COLUMN_NAMES.has(field.name) && !columns.has(field.name)) columns.set(field.name, field.value);
    else others.push(`${field.label}: ${field.value}`);
  }
  if (lead.omitted) others.push(`… and ${lead.omitted.toLocaleString('en-US')} more fields`);
  const consent = CONSENT_COLUMNS.map(([, cell]) => (lead.consent ? cell(lead.consent) : ''));
  return [...LEAD_COLUMNS.map(([, cell]) => cell(lead)), ...FIELD_COLUMNS.map((column) => columns.get(column.name) ?? ''), ...consent, cut(others.join('\n'), OTHER_FIELDS_CHARS)];
}

/**
 * The whole file as a stream: the byte order mark and the header row at
 * once, then a chunk per page of leads, read only when the reader has taken
 * the chunk before (backpressure: the stream's queue holds one chunk).
 */
export function leadsCsvStream(pages: AsyncIterator<ExportedLead[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  /** How long the last page took to read and write: the pause before the next. */
  let lastPageMs = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${BOM}${csvRow(csvHeader())}\r\n`));
          return;
        }
        await nextTurn(lastPageMs);
        const start = Date.now();
        const { done, value } = await pages.next();
        if (done) return controller.close();
        if (value.length) controller.enqueue(encoder.encode(value.map((lead) => `${csvRow(leadCells(lead))}\r\n`).join('')));
        lastPageMs = Date.now() - start;
      },
      async cancel() {
        await pages.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
