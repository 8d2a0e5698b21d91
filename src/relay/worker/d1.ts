/**
 * The part of Cloudflare's D1 binding the relay uses (docs/deploy.md,
 * "Cloudflare"). Written here rather than taken from
 * @cloudflare/workers-types, whose global declarations (Request, Response,
 * caches...) would clash with the DOM types the rest of the project compiles
 * against. The names and shapes are D1's own.
 */
export type D1Value = string | number | boolean | null | ArrayBuffer | ArrayBufferView;

export interface D1Meta {
  /** Rows written by the statement. */
  changes?: number;
  /** The rowid of the last row inserted. */
  last_row_id?: number;
}

export interface D1Result<Row = Record<string, unknown>> {
  results: Row[];
  success: boolean;
  meta: D1Meta;
}

export interface D1PreparedStatement {
  bind(...values: D1Value[]): D1PreparedStatement;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
}

export interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  /** Runs the statements in order as one SQL transaction: all of them are written, or none. */
  batch<Row = Record<string, unknown>>(statements: D1PreparedStatement[]): Promise<D1Result<Row>[]>;
  exec(sql: string): Promise<{ count: number; duration: number }>;
}
