/**
 * A query Kysely builds once and the relay binds per call. Building and
 * compiling a query costs tens of microseconds each time (a lead's three
 * cost more than storing it: docs/performance.md, "The lead relay under
 * load"); the relay's hot queries are built once, with a marker in place of
 * each argument, and every call runs the same SQL with its own values, on
 * SQLite and D1 alike.
 */
import { CompiledQuery, type Compilable } from 'kysely';

const MARK = '\u0000arg:';

/** `build` gets a marker for each named argument (use them only as values); the result binds real ones. */
export function preparedQuery<Args extends Record<string, unknown>>(names: readonly (keyof Args & string)[], build: (args: Args) => Compilable): (args: Args) => CompiledQuery {
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as unknown as Args;
  const { sql, parameters } = build(markers).compile();
  const slots = parameters.map((parameter) => (typeof parameter === 'string' && parameter.startsWith(MARK) ? { name: parameter.slice(MARK.length) } : { value: parameter }));
  const unused = names.filter((name) => !slots.some((slot) => slot.name === name));
  if (unused.length) throw new Error(`preparedQuery: ${unused.join(', ')} not used as a value in: ${sql}`);
  return (args) => CompiledQuery.raw(sql, slots.map((slot) => (slot.name === undefined ? slot.value : args[slot.name])));
}
