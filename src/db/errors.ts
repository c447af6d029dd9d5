/** The PostgreSQL error code of a failed query; Drizzle wraps the driver's error, which holds the code. */
export function postgresErrorCode(err: unknown): string | undefined {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = cause?.code ?? code;
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
