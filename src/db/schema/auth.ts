// Better Auth's tables (core, admin plugin, database rate limit) under our naming; the Drizzle adapter maps
// them by property name, so the columns follow the house style (snake_case).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type Salutation, SALUTATIONS } from '@/lib/salutation';
import { at, createdAt, inList, requiredRef, updatedAt } from './columns';
import { storedImages } from './images';

export const user = pgTable(
  'user',
  {
  id: text('id').primaryKey(),
  /** The person's display name ('' until they give one: an admin made without --name is reminded on every page). */
  name: text('name').notNull(),
  /** How a venue operator's partner account wants to be addressed in our mails (Frau, Herr); null: not given. */
  salutation: text('salutation').$type<Salutation>(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** 'admin' works in /admin; 'partner' (a venue operator, made by a confirmed ad booking) in /partner only; 'user' waits for approval. */
  role: text('role').$type<'admin' | 'user' | 'partner'>().notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: at('ban_expires'),
  /** A planner's direct line, job title and portrait, shown to the companies they look after. */
  phone: text('phone'),
  jobTitle: text('job_title'),
  photoImageId: uuid('photo_image_id').references(() => storedImages.id, { onDelete: 'set null' }),
  /** The admin's language ('de' or 'en'); null until chosen, when the browser's language decides. */
  locale: text('locale').$type<'de' | 'en'>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [check('user_role_check', sql`${t.role} in ('admin', 'user', 'partner')`), check('user_locale_check', sql`${t.locale} in ('de', 'en')`), check('user_salutation_check', inList('salutation', SALUTATIONS))],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: requiredRef(text('user_id'), () => user.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: requiredRef(text('user_id'), () => user.id, 'cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Better Auth's rate-limit counters: in the database so that they hold across app processes. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** The one-time link `npm start` prints while no admin exists; only its hash is stored. */
export const adminSetupTokens = pgTable('admin_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Where former versions kept the server secret when AUTH_SECRET was unset. Read once to move it into the secret file
 * (features/auth/secret-file.ts), then emptied: no secret lives in the database any more.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
