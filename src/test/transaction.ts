import type { Database, Transaction } from '@/db/client';
import { retryingAbortedTransactions } from '@/db/errors';

/**
 * A query that takes the use case's transaction, run in a transaction of its own as a use case runs it (again when
 * PostgreSQL aborts it for a deadlock): `inTransaction(db, bookCall)(input)`.
 */
export function inTransaction<A extends unknown[], R>(db: Database, query: (tx: Transaction, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => retryingAbortedTransactions(() => db.transaction((tx) => query(tx, ...args)));
}
