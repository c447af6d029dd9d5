import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins/admin';
import type { Database } from '@/db/client';
import { account, rateLimit, session, user, verification } from '@/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import type { Config } from '@/lib/config';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { clearHits, countHit } from '@/lib/rate-limit';
import { BRAND } from '@/lib/site';
import { passwordResetMail, verificationMail } from './emails';
import { ADMIN_ROLE, AUTH_TEXTS, MIN_PASSWORD_LENGTH } from './texts';

const RESET_LINK_MINUTES = 60;
/** Sign-in attempts per e-mail address in SIGN_IN_WINDOW_SECONDS; a successful sign-in clears the count. */
const SIGN_IN_ATTEMPTS_PER_ADDRESS = 5;
const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Per client address (Better Auth's own limiter, counters in the database). */
const PER_CLIENT = { window: 60, max: 10 };

const signInKey = (email: unknown) => `sign-in:${String(email ?? '').trim().toLowerCase()}`;

/** Better Auth on our database: e-mail and password, verified addresses, database sessions and rate limits, roles. */
export function createAuth({ db, settings, secret }: { db: Database; settings: Config; secret: string }) {
  const signature = mailSignature(operator(settings));
  return betterAuth({
    appName: BRAND,
    baseURL: settings.SITE_URL,
    secret,
    trustedOrigins: [settings.SITE_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      sendResetPassword: ({ user: account, url }) => queueMail(db, passwordResetMail(account.email, url, RESET_LINK_MINUTES, signature)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user: account, url }) => queueMail(db, verificationMail(account.email, url, signature)),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: { '/sign-in/email': PER_CLIENT, '/sign-up/email': PER_CLIENT, '/request-password-reset': PER_CLIENT },
    },
    advanced: {
      // Set by our HTTP server from the socket and TRUSTED_PROXY_HOPS (src/lib/client-address.ts); a client's copy is replaced.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: settings.SITE_URL.startsWith('https://'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        if ((await countHit(db, signInKey(ctx.body?.email), SIGN_IN_WINDOW_SECONDS)) > SIGN_IN_ATTEMPTS_PER_ADDRESS) {
          throw new APIError('TOO_MANY_REQUESTS', { message: AUTH_TEXTS.tooManyForAddress });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email' && ctx.context.newSession) await clearHits(db, signInKey(ctx.body?.email));
      }),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
