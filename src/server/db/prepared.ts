import type { DbOrTx } from './client';

/**
 * A query built and prepared once per database handle, for the queries every poll runs:
 * drizzle then neither rebuilds its SQL nor re-checks its parts on each call, and
 * node-postgres sends it as a named statement that each connection parses once. `build`
 * must end in `.prepare(name)` with a name no other query uses.
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDb = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = build(db)));
    return query;
  };
}
