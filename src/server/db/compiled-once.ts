import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { runsOften } from './prepared-statements';
import type { Database } from './schema';

/** Stands in for the n-th argument while the query is built once. */
class Slot {
  constructor(readonly index: number) {}
}

type Compiled = {
  query: CompiledQuery;
  /** For each SQL parameter: the argument it takes, or null for a value fixed in the query. */
  slots: Array<number | null>;
};

/**
 * A query whose shape never changes, built and compiled once per database and then run with each
 * call's values. Kysely builds a query as a tree, runs its plugins over it and prints the SQL on
 * every call, about 20 µs of the 40 µs a small select took in all; the hot reads and writes pay it
 * once instead.
 *
 * `build` receives stand-ins for its arguments and must only pass them on as values (to `where`,
 * `values`, `set`...), never compute with them or choose the query's shape by them, and each must
 * become an SQL parameter (not a list for `in`). The first build checks that every argument did
 * and throws otherwise, so a misuse fails the first test that runs the query.
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): CompiledOnce<Args, Row> {
  // Keyed by the database's adapter: a transaction shares its database's, and each dialect (and
  // each test database) gets its own SQL. (A handle given other plugins, `withPlugin` or
  // `withSchema`, shares the adapter too but prints other SQL: the app runs these queries on its
  // one plain handle and its transactions only.)
  const byAdapter = new WeakMap<object, Compiled>();
  const compiledFor = (db: Kysely<Database>, arity: number) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      compiled = compile(db, build, arity);
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  };
  const withArguments = (db: Kysely<Database>, ...args: Args): CompiledQuery<Row> => {
    const { query, slots } = compiledFor(db, args.length);
    const parameters = slots.map((slot, i) => (slot === null ? query.parameters[i] : args[slot]));
    return { ...query, parameters } as CompiledQuery<Row>;
  };
  const run = async (db: Kysely<Database>, ...args: Args) =>
    (await db.executeQuery(withArguments(db, ...args))).rows;
  return Object.assign(run, { withArguments });
}

/** A query compiled once; `withArguments` gives its SQL and parameters (to EXPLAIN it in tests). */
export type CompiledOnce<Args extends unknown[], Row> = ((
  db: Kysely<Database>,
  ...args: Args
) => Promise<Row[]>) & {
  withArguments: (db: Kysely<Database>, ...args: Args) => CompiledQuery<Row>;
};

/** `select *`, `"table".*` or `returning *` in an SQL text (count(*) is fine). */
const SELECTS_STAR = /\bselect\s+(distinct\s+)?\*|\.\*|\breturning\s+\*/i;

function compile<Args extends unknown[], Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
  arity: number,
): Compiled {
  const standIns = Array.from({ length: arity }, (_, index) => new Slot(index));
  const query = build(db, ...(standIns as unknown as Args)).compile();
  // A named statement must list its columns: PostgreSQL will not run a prepared `*` again once a
  // newer version has added a column to the table (see columns.ts). Tests refuse such a query; a
  // production server that meets one anyway runs it unnamed (planned on each call) rather than fail.
  const selectsStar = SELECTS_STAR.test(query.sql);
  if (selectsStar && process.env.NODE_ENV !== 'production') {
    throw new Error(`compiledOnce: list the columns instead of selecting * (${query.sql})`);
  }
  const slots = query.parameters.map((value) => (value instanceof Slot ? value.index : null));
  for (const standIn of standIns) {
    if (!slots.includes(standIn.index))
      throw new Error(`compiledOnce: argument ${standIn.index} is not an SQL parameter of ${query.sql}`);
  }
  if (!selectsStar) runsOften(query.sql);
  return { query, slots };
}
