import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromPostgres } from './client';
import { isDatabaseUnavailable, retryingAbortedTransactions, StatementError } from './errors';

describe('isDatabaseUnavailable', () => {
  it('recognises a database that refuses connections, also wrapped by Drizzle and a StatementError', async () => {
    // Port 9 (discard) has no PostgreSQL server on this machine.
    const handle = fromPostgres('postgres://postgres@127.0.0.1:9/none', 1);
    try {
      const failure = await handle.db.execute(sql`select 1`).catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(isDatabaseUnavailable(new StatementError('store-venue-request', failure))).toBe(true);
    } finally {
      await handle.close();
    }
  });
  it('recognises a server shutting down or starting up, and a lost connection', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('does not take a wrong statement for an outage', () => {
    expect(isDatabaseUnavailable(new Error('failed', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('retryingAbortedTransactions', () => {
  const failure = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('aborted'), { code }) });

  it('runs a transaction again that PostgreSQL aborted for a deadlock or a serialization failure', async () => {
    const codes = ['40P01', '40001'];
    let runs = 0;
    expect(await retryingAbortedTransactions(async () => (++runs <= codes.length ? Promise.reject(failure(codes[runs - 1])) : 'booked'))).toBe('booked');
    expect(runs).toBe(3);
  });
  it('gives up after its attempts, and never repeats any other failure', async () => {
    let runs = 0;
    await expect(retryingAbortedTransactions(() => (runs++, Promise.reject(failure('40P01'))), 3)).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
    runs = 0;
    await expect(retryingAbortedTransactions(() => (runs++, Promise.reject(failure('23P01'))))).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
