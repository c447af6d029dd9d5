import pino from 'pino';

const globalForLogger = globalThis as typeof globalThis & { __logger?: pino.Logger };

export const logger: pino.Logger = (globalForLogger.__logger ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
}));
