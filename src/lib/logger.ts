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

/** Drizzle's message for a failed query ends with the parameters: "Failed query: select …\nparams: erika@example.de,…". */
const QUERY_PARAMETERS = /\nparams: [^\n]*/g;

function withoutParameters(text: string): string {
  return text.replace(QUERY_PARAMETERS, '\nparams: [not logged]');
}

function redactedError(err: Error): Error | string {
  if (carriesQuery(err)) return JSON.stringify(serializeError(err));
  const message = withoutParameters(err.message);
  if (message === err.message) return err;
  const copy = new Error(message);
  copy.name = err.name;
  copy.stack = withoutParameters(err.stack ?? '');
  return copy;
}

/**
 * What Next itself logs (console.error of a failed render or action) as the log may keep it: an error that carries
 * a query becomes its serialized form without message and parameters, and parameters in any text are cut.
 */
export function redactConsoleArguments(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (arg instanceof Error) return redactedError(arg);
    return typeof arg === 'string' ? withoutParameters(arg) : arg;
  });
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
