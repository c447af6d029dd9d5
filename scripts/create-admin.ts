// `npm run create-admin -- --email <e> --password <p>`: creates an admin, promotes a confirmed account, or replaces an
// unconfirmed sign-up for the address (its password never survives), and says which.
import { parseArgs } from 'node:util';
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { signUpSchema } from '@/features/auth/credentials';
import { adminOutcomeText, createOrPromoteAdmin } from '@/features/auth/first-admin';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const parsed = signUpSchema.safeParse(values);
if (!parsed.success) {
  console.error(`Usage: npm run create-admin -- --email <email> --password <at least 6 characters>\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
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
const outcome = await createOrPromoteAdmin(handle.db, parsed.data.email, parsed.data.password);
await handle.close();
console.log(`${adminOutcomeText(outcome, parsed.data.email.trim().toLowerCase())} Sign in at /auth.`);
