import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { type Database, getDb } from '@/db/client';
import { type Config, config, missingSecretProblem } from '@/lib/config';
import { logger } from '@/lib/logger';
import { type AdminLocale, isAdminLocale } from '@/i18n/locale';
import { type Auth, createAuth } from './config';
import { fileSecret } from './secret-file';
import { forgetStoredSecret, storedSecret } from './secret-queries';
import { ADMIN_ROLE, PARTNER_ROLE } from './texts';

const globalForAuth = globalThis as typeof globalThis & { __auth?: Promise<Auth>; __fileSecrets?: Map<string, Promise<string>> };

/**
 * The secret that signs sessions and derives private links: AUTH_SECRET, else (embedded database only) the secret
 * file's, made on first start (secret-file.ts) and read once per process.
 */
export async function authSecret(db: Database, settings: Config): Promise<string> {
  const problem = missingSecretProblem(settings);
  if (problem) throw new Error(problem);
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  const secrets = (globalForAuth.__fileSecrets ??= new Map());
  let secret = secrets.get(settings.DATA_DIR);
  if (!secret) {
    secret = madeOrReadFileSecret(db, settings.DATA_DIR);
    secrets.set(settings.DATA_DIR, secret);
    secret.catch(() => secrets.delete(settings.DATA_DIR));
  }
  return secret;
}

/** Start-up: the secret ready (the file made on the first start) and none left in the database, where a former version kept it. */
export async function prepareAuthSecret(db: Database, settings: Config): Promise<void> {
  await authSecret(db, settings);
  await forgetStoredSecret(db);
}

async function madeOrReadFileSecret(db: Database, dataDir: string): Promise<string> {
  const { secret, source, file } = await fileSecret(dataDir, () => storedSecret(db));
  if (source === 'random') {
    logger.warn(
      { file },
      'AUTH_SECRET is not set: made a random server secret in this file (readable by this user only). Sessions and private links depend on it, and it is in neither the database nor its backups: keep a copy of it apart from them, or set AUTH_SECRET',
    );
  } else if (source === 'database') {
    logger.warn({ file }, 'AUTH_SECRET is not set: moved the server secret out of the database into this file (readable by this user only); the links sent so far keep working. Keep a copy of it apart from the backups, or set AUTH_SECRET');
  }
  return secret;
}

/** The server secret for links the server derives (the offer links), from this process's database and configuration. */
export async function serverSecret(): Promise<string> {
  return authSecret(await getDb(), config());
}

/** This process's Better Auth instance (made on first use: it needs the database). */
export function getAuth(): Promise<Auth> {
  globalForAuth.__auth ??= (async () => {
    const db = await getDb();
    const settings = config();
    return createAuth({ db, settings, secret: await authSecret(db, settings) });
  })().catch((err) => {
    globalForAuth.__auth = undefined;
    throw err;
  });
  return globalForAuth.__auth;
}

export interface SignedInUser {
  id: string;
  email: string;
  /** The name given at sign-up (the planner's name on offers); may be empty. */
  name: string;
  role: string;
  isAdmin: boolean;
  isPartner: boolean;
  /** The admin's chosen language; null until chosen (the browser's decides). */
  locale: AdminLocale | null;
}

/** The signed-in user of a request (from its session cookie, checked in the database), or null. */
export async function sessionUser(requestHeaders?: Headers): Promise<SignedInUser | null> {
  // Headers first: that marks the page as rendered per request before anything touches the database.
  const source = requestHeaders ?? (await headers());
  const found = await (await getAuth()).api.getSession({ headers: source });
  if (!found) return null;
  const role = found.user.role ?? 'user';
  const locale = (found.user as { locale?: unknown }).locale;
  return {
    id: found.user.id,
    email: found.user.email,
    name: found.user.name ?? '',
    role,
    isAdmin: role === ADMIN_ROLE,
    isPartner: role === PARTNER_ROLE,
    locale: isAdminLocale(locale) ? locale : null,
  };
}

/** One session look-up per request, however many components ask. */
export const currentUser = cache(() => sessionUser());
