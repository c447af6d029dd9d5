import pino from 'pino';

/** Drizzle's and the drivers' query errors carry the SQL and every parameter (names, addresses, mail bodies). */
function carriesQuery(err: Error): boolean {
  return 'params' in err || 'query' in err;
}

function postgresCode(err: Error): unknown {
  const { code, cause } = err as { code?: unknown; cause?: { code?: unknown } };
  return code ?? cause?.code;
}

/**
 * Errors as the log keeps them: type, code and, where it names one, the failed statement and the record it
 * was for. Message, stack and causes only for errors that do not carry a query, so no parameter reaches the log.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const { statement, recordId } = err as { statement?: unknown; recordId?: unknown };
  const entry = { type: err.name, code: postgresCode(err), statement, recordId };
  if (carriesQuery(err)) return entry;
  return { ...entry, message: err.message, stack: err.stack, cause: err.cause === undefined ? undefined : serializeError(err.cause) };
}

export function createLogger(destination?: pino.DestinationStream, level?: pino.LevelWithSilent): pino.Logger {
  return pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: undefined,
      serializers: { err: serializeError },
    },
    destination,
  );
}

const globalForLogger = globalThis as typeof globalThis & { __logger?: pino.Logger };

export const logger: pino.Logger = (globalForLogger.__logger ??= createLogger());
