// Run by playwright.config.ts after `npm run create-admin` made the e2e admin, before the e2e server starts (the
// embedded database allows one process): the second admin, the venues and operators, the offers and the calls the
// specs expect, in one process, as each would otherwise start the modules and open the database anew.
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { createOrPromoteAdmin } from '@/features/auth/first-admin';
import { E2E_LANGUAGE_ADMIN } from './helpers';
import { seedCalls } from './seed-calls';
import { seedOffers } from './seed-offers';
import { seedVenues } from './seed-venues';

const handle = await database();
await migrateDatabase(handle);
await createOrPromoteAdmin(handle.db, E2E_LANGUAGE_ADMIN.email, E2E_LANGUAGE_ADMIN.password, { name: E2E_LANGUAGE_ADMIN.name });
await seedVenues(handle.db);
await seedOffers(handle.db);
await seedCalls(handle.db);
await handle.close();
