/** The SQL dialect behind a database handle. */
export type Dialect = 'sqlite' | 'postgres';
