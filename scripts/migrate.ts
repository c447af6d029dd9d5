// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

const handle = await database();
await migrateDatabase(handle);
await handle.close();
console.log(`migrations applied (${handle.dialect})`);
