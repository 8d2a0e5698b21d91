/**
 * A CSV answer read as it streams (RFC 4180: quoted cells may hold commas,
 * quotes doubled and line breaks): rows counted and their cell counts
 * checked without keeping the file, the first chunk's arrival timed.
 */
export interface CsvRead {
  /** Bytes received, byte order mark included. */
  bytes: number;
  header: string[];
  /** Data rows (after the header). */
  rows: number;
  /** Every row's number of cells, each once. */
  widths: Set<number>;
  /** Rows kept for the test to look at: those `keep` chose. */
  kept: string[][];
  /** Milliseconds from the call to the first chunk, and to the end. */
  firstChunkMs: number;
  totalMs: number;
}

export async function readCsv(response: Response, keep: (row: string[]) => boolean = () => false, started = performance.now()): Promise<CsvRead> {
  const read: CsvRead = { bytes: 0, header: [], rows: 0, widths: new Set(), kept: [], firstChunkMs: -1, totalMs: -1 };
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let afterQuote = false;
  let first = true;
  const endRow = () => {
    row.push(cell);
    cell = '';
    if (first) {
      read.header = row;
      first = false;
    } else {
      read.rows++;
      read.widths.add(row.length);
      if (keep(row)) read.kept.push(row);
    }
    row = [];
  };
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (read.firstChunkMs < 0) read.firstChunkMs = performance.now() - started;
    read.bytes += value.byteLength;
    let text = decoder.decode(value, { stream: true });
    if (read.bytes === value.byteLength && text.startsWith('\uFEFF')) text = text.slice(1);
    // Every cell of the export is quoted: inside quotes, jump to the next quote.
    for (let at = 0; at < text.length; ) {
      if (quoted) {
        const quote = text.indexOf('"', at);
        if (quote < 0) {
          cell += text.slice(at);
          break;
        }
        cell += text.slice(at, quote);
        quoted = false;
        afterQuote = true;
        at = quote + 1;
        continue;
      }
      const char = text[at++];
      if (char === '"') {
        if (afterQuote) cell += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\n') endRow();
      else if (char !== '\r') cell += char;
    }
  }
  read.totalMs = performance.now() - started;
  return read;
}
