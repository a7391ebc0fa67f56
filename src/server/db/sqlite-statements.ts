import type SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';

/** How many prepared SQLite statements are kept for reuse (the app has a few hundred distinct queries). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * A statement prepared once and reused by its SQL text. A statement that answers rows (`read`)
 * returns them as objects keyed by the camelCase column names the app uses.
 */
export type PreparedStatement = {
  statement: SqliteDatabase.Statement;
  read?: (parameters: readonly unknown[]) => UnknownRow[];
};

/** Prepares (or reuses) a statement. */
export type Prepare = (sql: string) => PreparedStatement;

/**
 * Kysely's camelCase plugin for the queries only. On SQLite the rows come out of the statement
 * cache already keyed by camelCase names, so the plugin's second pass over every row (a new object
 * per row through a reduce) is skipped; PostgreSQL keeps the whole plugin.
 */
export class CamelCaseQueriesOnly extends CamelCasePlugin {
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** The camelCase name of a column, exactly as the plugin would map it. */
  columnKey(name: string): string {
    return this.camelCase(name);
  }
}

/**
 * A function building one row object from the array SQLite answers in raw mode. better-sqlite3's
 * own row objects cost about twice as much to build as the array (measured on a 50-row select:
 * 100 µs against 57 µs with this mapper); a literal with the names fixed in code gives every row
 * the same shape, which V8 then handles as fast as a class. As with the library's own objects, a
 * name that appears twice keeps the later column.
 */
function rowBuilder(names: readonly string[]): (values: unknown[]) => UnknownRow {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => UnknownRow;
}

/**
 * Prepared statements kept and reused by their SQL text: Kysely prepares every query it runs, and
 * preparing was about 8% of the server's busy time under load (docs/performance.md). The oldest
 * statement is dropped once the cache is full.
 */
export function statementCache(
  sqlite: SqliteDatabase.Database,
  columnKey: (name: string) => string,
): Prepare {
  const statements = new Map<string, PreparedStatement>();
  return (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      const statement = sqlite.prepare(sql);
      prepared = { statement };
      if (statement.reader) {
        const build = rowBuilder(statement.columns().map((column) => columnKey(column.name)));
        const raw = statement.raw(true);
        prepared.read = (parameters) => (raw.all(parameters) as unknown[][]).map(build);
      }
      if (statements.size >= STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value as string);
      statements.set(sql, prepared);
    }
    return prepared;
  };
}
