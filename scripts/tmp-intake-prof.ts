import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { submitVenueRequest } from '@/features/requests/intake';
const dir = mkdtempSync(path.join(tmpdir(), 'wfp-'));
const client = await PGlite.create(dir);
const handle = fromPglite(client);
await migrateDatabase(handle);
const settings = { leadNotifyEmail: 'team@example.de', rateLimit: 1e9, rateWindowSeconds: 600 };
let n = 0;
async function one() { const i = n++;
  await submitVenueRequest(handle.db, { city: 'berlin', participantCount: 80, companyName: `Bench ${i}`, contactName: 'Bench', email: 'bench@example.de', phone: '030 1' }, { submissionToken: `bench-token-${i}-xxxxxxxx`, clientKey: '127.0.0.1', sourcePage: 'api', userAgent: 'x' }, settings); }
for (const round of [1, 2]) { const t = performance.now(); const total = 3000; let done = 0;
  await Promise.all(Array.from({ length: 50 }, async () => { while (done < total) { done++; await one(); } }));
  console.log(`round ${round}: ${(total / ((performance.now() - t) / 1000)).toFixed(0)} /s`); }
await client.close();
