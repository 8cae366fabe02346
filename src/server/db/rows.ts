/**
 * The rows of a raw `db.execute` result. Both drivers (node-postgres and PGlite) answer
 * with `{ rows }`, but the builder types the result as unknown.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
