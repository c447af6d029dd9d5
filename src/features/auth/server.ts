import 'server-only';
import { randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { cache } from 'react';
import { type Database, getDb } from '@/db/client';
import { type Config, config } from '@/lib/config';
import { type AdminLocale, isAdminLocale } from '@/i18n/locale';
import { type Auth, createAuth } from './config';
import { sharedSecret } from './secret-queries';
import { ADMIN_ROLE, PARTNER_ROLE } from './texts';

/** The configured AUTH_SECRET, or one made on first start and shared by every process through the database. */
export async function authSecret(db: Database, settings: Config): Promise<string> {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  return sharedSecret(db, 'auth', randomBytes(32).toString('base64url'));
}

/** The server secret for links the server derives (the offer links), from this process's database and configuration. */
export async function serverSecret(): Promise<string> {
  return authSecret(await getDb(), config());
}

const globalForAuth = globalThis as typeof globalThis & { __auth?: Promise<Auth> };

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
