import type { Db } from './database';

/**
 * A module's store set, made once per database and then reused: a store is a bundle of query
 * functions over one `Db`, so every route and job of a process shares the same object instead of
 * building it per request. Tests open several databases in one process; each gets its own set.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let set = made.get(db);
    if (set === undefined) {
      set = make(db);
      made.set(db, set);
    }
    return set;
  };
}
