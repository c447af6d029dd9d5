import type { Table } from 'drizzle-orm';
import type { Database } from '@/db/client';

/** The error a use case's failing write throws, so a test can tell it from any other. */
export class WriteFailed extends Error {
  constructor(readonly table: Table) {
    super('the insert was made to fail by the test');
  }
}

/**
 * The database, and every transaction and savepoint opened on it, with inserts into `table` failing (as a constraint
 * or a lost connection would fail them): the way to make a use case's last write fail where no data can.
 */
export function failingInsertsInto(db: Database, table: Table): Database {
  const wrap = <T extends object>(executor: T): T =>
    new Proxy(executor, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (key === 'insert') {
          return (into: unknown) => {
            if (into === table) throw new WriteFailed(table);
            return value.call(target, into);
          };
        }
        if (key === 'transaction') return (run: (tx: object) => unknown, ...rest: unknown[]) => value.call(target, (tx: object) => run(wrap(tx)), ...rest);
        return value.bind(target);
      },
    });
  return wrap(db);
}
