// Run by the e2e server's start command before the server holds the embedded database (like create-admin): the
// venues the offer builder's spec offers, until the venue catalogue's admin screens can make them.
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { insertVenue } from '@/test/offer-fixtures';

const E2E_VENUES = ['E2E Elbspeicher', 'E2E Hafenkante', 'E2E Fischauktionshalle'];

const handle = await database();
await migrateDatabase(handle);
for (const [i, name] of E2E_VENUES.entries()) {
  await insertVenue(handle.db, {
    name,
    cityId: 'hamburg',
    cityName: 'Hamburg',
    address: `Am Hafen ${i + 1}, 20457 Hamburg`,
    capacitySeated: 60 + i * 40,
    capacityStanding: 120 + i * 40,
    included: 'Garderobe, Technik',
    priceBlocks: [
      { text: 'Raummiete', basis: 'flat', unitNetCents: 400_00 + i * 100_00, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 39_90, vatRate: 7 },
    ],
    cancellationTerms: [{ daysBefore: 14, percent: 50 }],
  });
}
await handle.close();
