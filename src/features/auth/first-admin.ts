import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '@/db/client';
import { type KeyTranslator, translateErrors, translateKey } from '@/i18n/keys';
import { formObject, fieldErrorsOf } from '@/lib/validation';
import { formText } from '@/lib/form-data';
import { firstAdminSchema } from './form-schema';
import { type AdminOutcome, type AfterAdminCreated, consumeSetupToken, makeAdmin, type NewAdmin, replaceSetupToken, setupTokenStored } from './setup-queries';
import { countAdmins } from './user-queries';

/** How `npm run create-admin` words each outcome (a command line's English; the setup page's: OUTCOME_KEYS). */
export function adminOutcomeText(outcome: AdminOutcome, email: string): string {
  switch (outcome) {
    case 'created':
      return `The admin account ${email} was created.`;
    case 'promoted':
      return `The existing account ${email} (its address confirmed) is now an admin; its password is unchanged.`;
    case 'replaced':
      return `An unconfirmed sign-up for ${email} was deleted and replaced by this admin account; the password chosen at that sign-up no longer works.`;
  }
}

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * `npm run create-admin`: makes `email` an admin with the name, phone and job title given (see makeAdmin in
 * ./setup-queries.ts; `afterCreate` runs in its transaction) and says what it did.
 */
export async function createOrPromoteAdmin(db: Database, email: string, password: string, admin: NewAdmin = {}): Promise<AdminOutcome> {
  const hash = await hashPassword(password);
  return db.transaction((tx) => makeAdmin(tx, normalized(email), hash, admin));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** While no admin exists: a new one-time setup token (only its hash is stored; older ones are dropped), else undefined. */
export async function issueSetupToken(db: Database): Promise<string | undefined> {
  if ((await countAdmins(db)) > 0) return undefined;
  const token = randomBytes(24).toString('base64url');
  await db.transaction((tx) => replaceSetupToken(tx, tokenHash(token)));
  return token;
}

/** Whether a setup link still works: its token is the stored one, younger than a day, and there is still no admin. */
export async function setupTokenValid(db: Database, token: string): Promise<boolean> {
  if (!token || (await countAdmins(db)) > 0) return false;
  return setupTokenStored(db, tokenHash(token));
}

/**
 * Creates the first admin through a setup link. The token is consumed in the same transaction as the account
 * (DELETE … RETURNING): of several submissions of one token, exactly one gets it. Undefined when the link is used,
 * expired or unknown, or an admin exists already.
 */
export async function completeSetup(db: Database, token: string, email: string, password: string, admin: NewAdmin = {}): Promise<AdminOutcome | undefined> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const consumed = await consumeSetupToken(tx, tokenHash(token));
    if (!consumed || (await countAdmins(tx)) > 0) return undefined;
    return makeAdmin(tx, normalized(email), hash, admin);
  });
}

/** What the setup form shows after a post: its outcome, or what was typed (never the password) with the field errors. */
export interface SetupState {
  done: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: { name: string; email: string; phone: string; jobTitle: string };
}

const typed = (input: unknown, name: string) => formText(input as Record<string, unknown> | null, name);

/** The setup page's words for each outcome. */
const OUTCOME_KEYS = { created: 'auth.setup.created', promoted: 'auth.setup.promoted', replaced: 'auth.setup.replaced' } as const satisfies Record<AdminOutcome, string>;

/**
 * The setup form's post (the page's server action calls it, passing its reader's catalogue `t` and the later
 * features' `afterCreate`): not an admin action, as there is no admin yet; the one-time token from the server's
 * log is the proof.
 */
export async function setUpFirstAdmin(db: Database, form: unknown, t: KeyTranslator, afterCreate?: AfterAdminCreated): Promise<SetupState> {
  const input = formObject(form);
  const values = { name: typed(input, 'name'), email: typed(input, 'email'), phone: typed(input, 'phone'), jobTitle: typed(input, 'jobTitle') };
  const parsed = firstAdminSchema.safeParse(input);
  const token = typed(input, 'token');
  if (!parsed.success) return { done: false, errors: translateErrors(t, fieldErrorsOf(parsed.error)), values };
  const { email, password, name, phone, jobTitle } = parsed.data;
  const outcome = token ? await completeSetup(db, token, email, password, { name, phone, jobTitle, afterCreate }) : undefined;
  if (!outcome) return { done: false, message: translateKey(t, 'auth.setup.linkUsed'), values };
  return { done: true, message: translateKey(t, OUTCOME_KEYS[outcome], { email: normalized(email) }) };
}
