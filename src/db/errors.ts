/** The PostgreSQL error code of a failed query; Drizzle wraps the driver's error, which holds the code. */
export function postgresErrorCode(err: unknown): string | undefined {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : undefined;
}

/** PostgreSQL's error codes we answer, named once. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
export const CHECK_VIOLATION = '23514';
export const EXCLUSION_VIOLATION = '23P01';
export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';

/** PostgreSQL aborted the transaction so that another could finish (deadlock, serialization failure): running it again is safe. */
const RETRYABLE_CODES = new Set([DEADLOCK_DETECTED, SERIALIZATION_FAILURE]);

/**
 * Runs a transaction again when PostgreSQL aborted it for a deadlock or a serialization failure, a few times with a
 * short random pause. Two inserts that an exclusion constraint finds overlapping each wait for the other's
 * transaction, so one of them is aborted as a deadlock; run again, it sees the other's committed row and gets the
 * constraint's own answer.
 */
export async function retryingAbortedTransactions<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= attempts || !RETRYABLE_CODES.has(postgresErrorCode(err) ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}

/** The constraint a failed query violated (unique, foreign key, check), when the driver names it. */
export function postgresConstraint(err: unknown): string | undefined {
  const { constraint, cause } = (err ?? {}) as { constraint?: unknown; cause?: { constraint?: unknown } };
  const found = cause?.constraint ?? constraint;
  return typeof found === 'string' ? found : undefined;
}

/**
 * A named statement failed. Its message names only the statement and the PostgreSQL code, because the
 * wrapped query error carries every parameter (personal data) and must stay out of the logs.
 */
export class StatementError extends Error {
  readonly statement: string;
  readonly code: string | undefined;
  /** Id of the record the statement was writing, for finding it again. */
  readonly recordId: string | undefined;

  constructor(statement: string, cause: unknown, recordId?: string) {
    const code = postgresErrorCode(cause);
    super(`statement "${statement}" failed${code ? ` (${code})` : ''}`, { cause });
    this.name = 'StatementError';
    this.statement = statement;
    this.code = code;
    this.recordId = recordId;
  }
}

/** Codes of a database that cannot be reached or is restarting (refused connection, shutdown, starting up, link lost). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/**
 * Whether a failure means the database is unavailable for now (a restart, a failover) rather than that the
 * statement was wrong: such a request may simply be sent again. Looks through the causes Drizzle and we wrap around it.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let current = err, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
  }
  return false;
}
