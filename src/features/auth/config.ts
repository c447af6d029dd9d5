import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getIP } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins/admin';
import type { Database } from '@/db/client';
import { account, rateLimit, session, user, verification } from '@/db/schema';
import { translateKey } from '@/i18n/keys';
import { browserLocale } from '@/i18n/locale';
import { catalogue } from '@/i18n/translator';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import type { Config } from '@/lib/config';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { countHit } from '@/lib/limits/rate-limit';
import { BRAND } from '@/lib/site';
import { logger } from '@/lib/logger';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { accountExistsMail, partnerPasswordResetMail, passwordResetMail, verificationMail } from './emails';
import { displayName } from './form-schema';
import { partnerSalutation } from './partner-queries';
import { admitSignIn, clearSignInFailures, recordSignIn, signInOutcome } from './sign-in-limits';
import { ADMIN_ROLE, MIN_PASSWORD_LENGTH, PARTNER_ROLE } from './texts';

const RESET_LINK_MINUTES = 60;
/** Per client address (Better Auth's own limiter, counters in the database); failed sign-ins per address: sign-in-limits.ts. */
const PER_CLIENT = { window: 60, max: 10 };

/** Account mails (confirmation, reset, sign-up attempt) to one address per hour; the endpoints answer the same beyond it. */
const ACCOUNT_MAILS_PER_ADDRESS = 3;
const ACCOUNT_MAIL_WINDOW_SECONDS = 60 * 60;

/** Queues an account mail unless its address had its share this hour (counted in the database, so across processes). */
async function queueAccountMail(db: Database, mail: OutgoingMail): Promise<void> {
  const sent = await countHit(db, `account-mails:${mail.recipient.trim().toLowerCase()}`, ACCOUNT_MAIL_WINDOW_SECONDS);
  if (sent <= ACCOUNT_MAILS_PER_ADDRESS) await queueMail(db, mail);
  else if (sent === ACCOUNT_MAILS_PER_ADDRESS + 1) logger.warn({ kind: mail.kind }, 'account mails to one address held back for the rest of the hour');
}

/** The client address Better Auth's own limiter sees (from CLIENT_ADDRESS_HEADER), for the sign-in counters. */
function signInClient(ctx: { request?: Request; headers?: Headers; context: { options: Parameters<typeof getIP>[1] } }): string {
  return getIP(ctx.request ?? ctx.headers ?? new Headers(), ctx.context.options) ?? 'unknown';
}

/**
 * The words of our own refusals at the account endpoints, in the language of the sign-in page that asked (the
 * browser's), which its forms show as they come (client.ts; the sign-in limit also by its code). An API caller
 * without a language reads English.
 */
function wordsFor(ctx: { request?: Request; headers?: Headers }) {
  return catalogue(browserLocale((ctx.request?.headers ?? ctx.headers)?.get('accept-language')));
}

/** Better Auth on our database: e-mail and password, verified addresses, database sessions and rate limits, roles. */
export function createAuth({ db, settings, secret }: { db: Database; settings: Config; secret: string }) {
  const signature = mailSignature(operator(settings));
  return betterAuth({
    appName: BRAND,
    baseURL: settings.SITE_URL,
    secret,
    trustedOrigins: [settings.SITE_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, rateLimit } }),
    // The admin's language comes with the session; only the account's own language switch writes it.
    user: { additionalFields: { locale: { type: 'string', required: false, input: false } } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      sendResetPassword: async ({ user: account, url }) =>
        queueAccountMail(
          db,
          (account as { role?: string }).role === PARTNER_ROLE
            ? partnerPasswordResetMail({ email: account.email, contactName: account.name, salutation: await partnerSalutation(db, account.id) }, url, RESET_LINK_MINUTES, signature, settings.LEAD_NOTIFY_EMAIL)
            : passwordResetMail(account.email, url, RESET_LINK_MINUTES, signature),
        ),
      // Better Auth answers a sign-up for an existing address like a new one (verification required); the owner learns of it.
      // The answer's made-up account must look like a new one in every field, including those of the admin plugin.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, role: 'user', banned: false, banReason: null, banExpires: null, ...additionalFields, id }),
      onExistingUserSignUp: ({ user: account }) => queueAccountMail(db, accountExistsMail(account.email, `${settings.SITE_URL}/auth`, signature)),
      // Whoever holds the mailed link owns the address: the failures others caused there must not keep them out.
      onPasswordReset: ({ user: account }) => clearSignInFailures(db, account.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user: account, url }) => queueAccountMail(db, verificationMail(account.email, url, signature)),
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
        // The sign-up form checks the name too; a call of the endpoint must not get past that (nor a later change of it).
        if (ctx.path === '/sign-up/email' || (ctx.path === '/update-user' && ctx.body?.name !== undefined)) {
          const name = displayName.safeParse(ctx.body?.name);
          if (!name.success) throw new APIError('BAD_REQUEST', { message: translateKey(wordsFor(ctx), name.error.issues[0].message) });
          return { context: { body: { ...ctx.body, name: name.data } } };
        }
        if (ctx.path !== '/sign-in/email') return;
        if (!(await admitSignIn(db, ctx.body?.email, signInClient(ctx)))) {
          throw new APIError('TOO_MANY_REQUESTS', { message: wordsFor(ctx)('auth.errors.tooManyFailedSignIns'), code: 'TOO_MANY_FAILED_SIGN_INS' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        await recordSignIn(db, ctx.body?.email, signInClient(ctx), signInOutcome(Boolean(ctx.context.newSession), ctx.context.returned));
      }),
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
