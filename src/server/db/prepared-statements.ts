import type pgModule from 'pg';

// The SQL of the queries built once (compiledOnce) gets a name here, and on PostgreSQL each pooled
// connection prepares a named statement the first time it runs one: PostgreSQL then parses it once
// per connection and, after a few runs, keeps its plan, instead of parsing and planning every
// auto-save's four statements anew. Only fixed texts are named (a query whose text varies, an IN
// list of any length, would fill every connection with statements used once).
const names = new Map<string, string>();

/** Marks an SQL text as one the hot paths run again and again. */
export function runsOften(sql: string): void {
  if (!names.has(sql)) names.set(sql, `tutor_${names.size + 1}`);
}

/** The statement name of an SQL text marked with `runsOften`, else undefined. */
export function statementName(sql: string): string | undefined {
  return names.get(sql);
}

/**
 * pg's client class with `query(text, values)` sent as a named prepared statement when the text
 * runs often (what Kysely calls for every query); everything else passes through unchanged.
 */
export function preparingClient(pg: typeof pgModule): typeof pgModule.Client {
  return class PreparingClient extends pg.Client {
    // pg's query has many overloads; Kysely uses (text, values) and expects the promise back.
    override query(...args: unknown[]): never {
      const [text, values] = args;
      const name = typeof text === 'string' && args.length === 2 ? statementName(text) : undefined;
      const call = super.query as (...rest: unknown[]) => never;
      return name ? call.call(this, { name, text, values }) : call.apply(this, args);
    }
  };
}
