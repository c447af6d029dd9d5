// `npm run create-admin -- --name "Katrin Vogel" --email <e> --password <p> [--phone <direct line>] [--title <job title>]`:
// creates an admin, promotes a confirmed account, or replaces an unconfirmed sign-up for the address (its password
// never survives), and says which. The new admin takes the calls while nobody does.
import { parseArgs } from 'node:util';
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { createAdminSchema } from '@/features/auth/credentials';
import { adminOutcomeText, createOrPromoteAdmin } from '@/features/auth/first-admin';
import { hasPlannerName } from '@/features/auth/planner';
import { PROFILE_TEXTS } from '@/features/auth/texts';
import { accountNameOf } from '@/features/auth/user-queries';
import { takeCallsIfNobodyDoes } from '@/features/calls/queries';

const USAGE = 'Usage: npm run create-admin -- --name "<display name>" --email <email> --password <at least 6 characters> [--phone "<direct line>"] [--title "<job title>"]';

let values;
try {
  ({ values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, phone: { type: 'string' }, title: { type: 'string' } } }));
} catch (err) {
  console.error(`${USAGE}\n  ${(err as Error).message}`);
  process.exit(2);
}
const { title, ...rest } = values;
const parsed = createAdminSchema.safeParse({ ...rest, jobTitle: title });
if (!parsed.success) {
  const flag = (path: PropertyKey[]) => (path[0] === 'jobTitle' ? 'title' : String(path[0]));
  console.error(`${USAGE}\n${parsed.error.issues.map((i) => `  --${flag(i.path)}: ${i.message}`).join('\n')}`);
  process.exit(2);
}

let handle;
try {
  handle = await database();
} catch (err) {
  // The embedded database allows one process; the running server holds it.
  console.error(`${(err as Error).message}\nStop \`npm start\` first and run the command again, or use the one-time setup link from the server's log.`);
  process.exit(1);
}
await migrateDatabase(handle);
const { email, password, name, phone, jobTitle } = parsed.data;
const address = email.trim().toLowerCase();
const outcome = await createOrPromoteAdmin(handle.db, email, password, { name, phone, jobTitle, afterCreate: takeCallsIfNobodyDoes });
const storedName = (await accountNameOf(handle.db, address)) ?? '';
await handle.close();
console.log(`${adminOutcomeText(outcome, address)} Sign in at /auth.`);
if (!hasPlannerName({ name: storedName })) console.log(PROFILE_TEXTS.scriptNoName);
