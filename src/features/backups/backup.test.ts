import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, fromPostgres, openPgliteDirectory, rowsOf } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { adBookings, account, appSecrets, rateLimit, session, storedImages, user, venues, verification } from '@/db/schema';
import { createOrPromoteAdmin, issueSetupToken } from '@/features/auth/first-admin';
import { bookCall, savePlanner } from '@/features/calls/queries';
import { callLinkOf } from '@/features/requests/call-link-queries';
import { applyBlogSeed } from '@/features/blog/seed';
import { subscribe } from '@/features/newsletter/subscription-queries';
import { acceptOffer, ensureOffer, publishVersion } from '@/features/offers/queries';
import { changeRequestStatus } from '@/features/requests/inbox';
import { queueMail } from '@/lib/mail/queue';
import { berlinTime } from '@/lib/time';
import { holdBooking } from '@/features/bookings/queries';
import { sendMorningMails } from '@/features/overview/morning';
import { submitAdChange, submitProfileChange } from '@/features/partner-area/change-queries';
import { bookingPeriod } from '@/features/bookings/rules';
import { saveInvoiceDraft } from '@/features/invoices/draft-queries';
import { EMPTY_INVOICE_VALUES } from '@/features/invoices/form-schema';
import { cancelInvoice, issueInvoice } from '@/features/invoices/queries';
import { debtorAccounts } from '@/features/invoices/debtor-queries';
import { submitVenueRequest } from '@/features/requests/intake';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_DRAFT, sampleSnapshot } from '@/test/offer-fixtures';
import { countClick, visitorOfToday } from '@/features/venue-ads/click-queries';
import { createAd } from '@/features/venue-ads/queries';
import { insertVenue, replaceVenue } from '@/features/venues/queries';
import { imageAtWidth } from '@/features/images/variants';
import { askVenues } from '@/features/availability/ask';
import { nightlyBackupJob } from './nightly';
import { encodeBackup } from './format';
import { dumpPostgres } from './postgres';
import { restoreBackup } from './restore';
import { nextNightlyRun } from './schedule';
import { inTransaction } from '@/test/transaction';
import { DEMO_BLOG } from '@/features/blog/demo-posts';
import { venueFields } from '@/test/venue-fixtures';

const { fakeFetchImage } = await import('@/test/fake-image-fetch');
const fetchImage = fakeFetchImage();
vi.mock('@/features/images/fetch-image', async (original) => ({ ...(await original<object>()), fetchImage }));
const { importImage } = await import('@/features/images/import');

/** A venue with every part of its record filled: contact, price blocks, minimum spend, cancellation terms, guest drop. */
const SAAL = venueFields({
  name: 'Saal Sicherung',
  address: 'Sicherungsweg 1, 10115 Berlin',
  types: ['loft', 'eventlocation'],
  description: 'Ein Saal mit Bühne.',
  included: 'Mobiliar, Technik',
  contactName: 'Sina Saal',
  contactEmail: 'events@saal.test',
  contactPhone: '030 2',
  priceBlocks: [
    { text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 },
    { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 4950, vatRate: 7 },
  ],
  minimumSpendCents: 500000,
  cancellationTerms: [
    { daysBefore: 60, percent: 25 },
    { daysBefore: 7, percent: 90 },
  ],
  guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
});

/** Fills every table of the app, through the app's own functions where it has one. */
/** The moment the filled rows are stamped with: what a backup carries is compared, not when. */
const STAMP = Date.parse('2026-11-16T09:00:00Z');

async function fillEveryTable({ db }: DatabaseHandle) {
  const intake = { leadNotifyEmail: 'team@planer.test', signature: ['--', 'Muster Eventplanung GmbH'], rateLimit: 1000, rateWindowSeconds: 600, siteUrl: 'https://www.planer.test', secret: 'backup-test-secret' };
  const request = await submitVenueRequest(
    db,
    { city: 'berlin', customCity: '', participantCount: '80', companyName: 'Sicherung GmbH', contactName: 'Bea Backup', email: 'bea@sicherung.test', phone: '030 1' },
    { submissionToken: `backup-${randomUUID()}`, clientKey: '203.0.113.9', sourcePage: '/berlin', userAgent: 'vitest' },
    intake,
  );
  if (request.kind !== 'accepted') throw new Error(`intake refused: ${JSON.stringify(request)}`);
  await issueSetupToken(db);
  await createOrPromoteAdmin(db, 'admin@sicherung.test', 'geheim-123');
  const [admin] = await db.select().from(user);
  await inTransaction(db, changeRequestStatus)({ requestId: request.id, status: 'in_bearbeitung', note: 'Rückruf', byId: admin.id, byEmail: admin.email });
  await applyBlogSeed(db, DEMO_BLOG);
  await subscribe(db, 'leser@sicherung.test', 'Ja, ich möchte den Newsletter.', ['--', 'Muster']);
  const image = await importImage(db, 'https://bilder.test/saal.png');
  if (!image.ok) throw new Error(image.problem.key);
  const ad = await createAd(db, { venueName: 'Saal Sicherung', cityId: 'berlin', description: 'Ein Saal.', imageUrl: 'https://bilder.test/saal.png', imageId: image.imageId, websiteUrl: 'https://saal.test', active: true, featured: false, liveSystem: true, expiresAt: null });
  await countClick(db, ad.id, await visitorOfToday(db, '203.0.113.9', 'vitest'));
  const photos = [{ sourceUrl: 'https://bilder.test/saal.png', imageId: image.imageId }];
  const venue = await insertVenue(db, SAAL, photos, { published: true, slug: '' });
  // A public venue renamed keeps its old address (venue_slug_redirects).
  await replaceVenue(db, venue.id, SAAL, photos, { published: true, slug: 'saal-neu' });
  const offer = await ensureOffer(db, request.id, EMPTY_DRAFT);
  const snapshot = sampleSnapshot([venue.id, venue.id]);
  snapshot.options[0].venue.imageIds = [image.imageId];
  const published = await db.transaction(async (tx) => {
    const publishing = await publishVersion(tx, { offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail: admin.email, byId: admin.id, secret: 'b'.repeat(32) });
    if (publishing.ok) await queueMail(tx, { kind: 'offer-published', recipient: 'bea@sicherung.test', subject: 'Angebot', textBody: 'Link', requestId: request.id, attachments: [{ filename: 'Angebot.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') }] });
    return publishing;
  });
  if (!published.ok) throw new Error(published.reason);
  const billing = { company: 'Sicherung GmbH', street: 'Weg 1', postalCode: '10115', city: 'Berlin' };
  await inTransaction(db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 0, dateIndex: 0, participantCount: 40, billing, purchaseOrder: null, message: null, summary: 'Option 1', today: '2026-11-25' });
  await savePlanner(db, { userId: admin.id, takesCalls: true, weekly: [{ weekday: 1, startMinute: 540, endMinute: 600 }], exceptions: [{ day: '2026-12-24', startMinute: null, endMinute: null }] });
  await callLinkOf(db, request.id, 'b'.repeat(32));
  const call = await inTransaction(db, bookCall)({ requestId: request.id, startsAt: berlinTime('2026-11-30', 9), wishes: { wishedDates: ['2026-12-11'], budgetPerPersonCents: 5000, note: null }, now: berlinTime('2026-11-30', 6), byEmail: 'Kunde' });
  if (call.kind !== 'booked') throw new Error(call.kind);
  const invoice = await inTransaction(db, issueInvoice)({ document: sampleInvoice(), requestId: request.id, subject: 'package', byEmail: admin.email });
  if (invoice.kind !== 'issued') throw new Error(invoice.kind);
  const mistaken = await inTransaction(db, issueInvoice)({ document: sampleInvoice(), requestId: null, subject: 'ad-month', byEmail: admin.email });
  if (mistaken.kind !== 'issued') throw new Error(mistaken.kind);
  await cancelInvoice(db, { invoiceId: mistaken.invoice.id, reason: 'Doppelt', issueDate: '2026-12-16', byEmail: admin.email });
  await db.transaction((tx) => debtorAccounts(tx, ['vat:DE123456789']));
  const period = bookingPeriod(10, 2027, { year: 2026, monthIndex: 10 });
  if (!period.ok) throw new Error(period.problem);
  const bookingBilling = { company: 'Sicherung GmbH', street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
  const hold = await inTransaction(db, holdBooking)({ cityId: 'berlin', period: period.period, venueName: 'Sicherungssaal', description: 'Saal', imageUrl: null, imageId: null, websiteUrl: null, contactName: 'Bea', email: 'bea@sicherung.test', phone: '030 1', billing: bookingBilling, vatId: null, confirmTokenHash: 'c'.repeat(64), confirmBy: new Date(STAMP + 86_400_000) });
  if (hold.kind !== 'held') throw new Error(hold.kind);
  const ownAd = await createAd(db, { cityId: 'berlin', venueName: 'Sicherungssaal', description: 'Saal', imageUrl: null, websiteUrl: null, expiresAt: null, active: true, featured: false, liveSystem: false });
  await db.update(adBookings).set({ adId: ownAd.id, partnerId: admin.id }).where(eq(adBookings.id, hold.booking.id));
  expect(await submitAdChange(db, admin.id, ownAd.id, { description: 'Neuer Text', imageUrl: null, imageId: null, websiteUrl: null })).toBe('began');
  // The venue's operator keeps its profile: a change to it waits for the team (pending_changes and its photos).
  await db.update(venues).set({ partnerUserId: admin.id }).where(eq(venues.id, venue.id));
  const profile = { description: 'Neu', included: '', directions: '', capacitySeated: 80, capacityStanding: 120, types: ['eventlocation' as const], priceBlocks: [], showPrices: false };
  expect(await submitProfileChange(db, admin.id, venue.id, { fields: profile, photos: [{ sourceUrl: 'https://bilder.test/saal.png', imageId: image.imageId, alt: 'Der Saal' }] })).toBe('began');
  // A planner asks the venue whether the party's date is free (availability_asks, availability_invites).
  await db.update(venues).set({ contactEmail: 'saal@sicherung.test' }).where(eq(venues.id, venue.id));
  const asked = await askVenues(db, { venueIds: [venue.id], dates: [{ date: '2026-12-11', start: '18:00', end: '23:00' }], participantCount: 40, budgetPerPersonCents: null, wishes: '', plannerNote: '' }, { requestId: request.id, cityName: 'Berlin', planner: { id: admin.id, email: admin.email, profile: { name: 'Bea' } }, teamAddress: 'team@planer.test', secret: 'b'.repeat(32), siteUrl: 'https://www.planer.test', signature: [] });
  expect(asked.ok).toBe(true);
  await saveInvoiceDraft(db, { id: null, requestId: request.id, subject: 'package', values: { ...EMPTY_INVOICE_VALUES, buyerName: 'Sicherung GmbH' }, byEmail: admin.email });
  await sendMorningMails(db, 'https://www.planer.test', new Date('2026-11-25T07:05:00Z'));
  // A smaller copy, as /media/{id}?w= makes it (the fake image is 40 pixels wide).
  await imageAtWidth(db, image.imageId, 20);
  // Better Auth's own tables, written by its HTTP handler in the running app.
  await db.insert(session).values({ id: randomUUID(), token: randomBytes(16).toString('hex'), userId: admin.id, expiresAt: new Date(STAMP + 86_400_000) });
  await db.insert(verification).values({ id: randomUUID(), identifier: 'reset-password:x', value: admin.id, expiresAt: new Date(STAMP + 3_600_000) });
  await db.insert(rateLimit).values({ id: randomUUID(), key: '203.0.113.9/sign-in/email', count: 1, lastRequest: STAMP });
  await db.insert(appSecrets).values({ name: 'auth', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  expect((await db.select().from(account)).length).toBeGreaterThan(0);
}

/** Every table of the public schema with its row count and a digest of all its rows, so a table added later is compared too. */
async function contents({ db }: DatabaseHandle): Promise<Record<string, string>> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute("select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 2"),
  );
  const result: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const [row] = rowsOf<{ n: number; digest: string | null }>(
      await db.execute(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${schema}"."${name}" t`),
    );
    result[name] = `${row.n} ${row.digest}`;
  }
  return result;
}

const folderSnapshot = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(folder, file)} ${statSync(file).size} ${readFileSync(file).subarray(0, 64).toString('hex')}`;
    })
    .sort();

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wf-backup-'));
  const source = path.join(root, 'source');
  const backups = path.join(root, 'backups');
  const settings = { BACKUP_DIR: backups, BACKUP_KEEP: 7 };
  let expected: Record<string, string>;
  let backupFile: string;
  let nightly: ReturnType<typeof nightlyBackupJob>;
  let withoutDump: ReturnType<typeof nightlyBackupJob>;

  beforeAll(async () => {
    const handle = await openPgliteDirectory(source);
    try {
      await migrateDatabase(handle);
      await fillEveryTable(handle);
      expected = await contents(handle);
      // The running server's way: its nightly job, through its own instance, while it holds the folder.
      nightly = nightlyBackupJob(handle, settings);
      withoutDump = nightlyBackupJob({ ...handle, dumpDataDir: undefined }, settings);
      await nightly?.run(new AbortController().signal);
      backupFile = path.join(backups, readdirSync(backups)[0]);
    } finally {
      await handle.close();
    }
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('backs up every night at 03:00 Berlin, and leaves a database without a folder dump (PostgreSQL) to pg_dump', () => {
    expect(nightly).toMatchObject({ name: 'nightly-backup', schedule: nextNightlyRun });
    expect(nightly?.runAtStart).toBeFalsy();
    expect(readdirSync(backups)).toEqual([path.basename(backupFile)]);
    expect(withoutDump).toBeUndefined();
  });

  it('has every table filled before the backup', () => {
    const empty = Object.entries(expected).filter(([, value]) => value.startsWith('0 '));
    expect(empty).toEqual([]);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['venue_requests', 'stored_images', 'user', 'session', 'mail_outbox', 'blog_posts', 'venue_ad_clicks', '__drizzle_migrations']));
  });

  it('restores into a fresh folder with every row and every stored image', async () => {
    const target = path.join(root, 'restored');
    await restoreBackup(readFileSync(backupFile), { dataDir: target, force: false });
    const handle = await openPgliteDirectory(target);
    try {
      expect(await contents(handle)).toEqual(expected);
      const [image] = await handle.db.select().from(storedImages);
      expect(image.bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('refuses a cut-off or foreign file and a non-empty target, leaving the target untouched', async () => {
    const target = path.join(root, 'kept');
    await restoreBackup(readFileSync(backupFile), { dataDir: target, force: false });
    const before = folderSnapshot(target);
    const whole = readFileSync(backupFile);
    const cut = path.join(root, 'cut.backup');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup(readFileSync(cut), { dataDir: target, force: true })).rejects.toThrow(/cut off/);
    await expect(restoreBackup(Buffer.from('PK\u0003\u0004 a zip file'), { dataDir: target, force: true })).rejects.toThrow(/not a backup of this application/);
    const damaged = Buffer.from(whole);
    damaged[damaged.length - 5000] ^= 0xff;
    await expect(restoreBackup(damaged, { dataDir: target, force: true })).rejects.toThrow(/damaged/);
    // Whole, but its data no database folder: refused before the target is touched.
    await expect(restoreBackup(encodeBackup('pglite', new Date(STAMP), randomBytes(2000)), { dataDir: target, force: true })).rejects.toThrow(/holds no database folder/);
    await expect(restoreBackup(encodeBackup('pglite', new Date(STAMP), gzipSync(randomBytes(2000))), { dataDir: target, force: true })).rejects.toThrow(/no tar archive/);
    await expect(restoreBackup(whole, { dataDir: target, force: false })).rejects.toThrow(/already holds a database/);
    expect(folderSnapshot(target)).toEqual(before);
  }, 60_000);

  it('refuses while a server holds the folder', async () => {
    const target = path.join(root, 'held');
    mkdirSync(target);
    // The lock file of a live process (this test's parent stands in for the server).
    writeFileSync(path.join(target, 'pglite.lock'), String(process.ppid));
    await expect(restoreBackup(readFileSync(backupFile), { dataDir: target, force: true })).rejects.toThrow(`already in use by process ${process.ppid}`);
    expect(readdirSync(target)).toEqual(['pglite.lock']);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('backup and restore on PostgreSQL [postgres]', () => {
  const names = { source: `wf_backup_${randomBytes(4).toString('hex')}`, target: `wf_restore_${randomBytes(4).toString('hex')}` };
  const urlOf = (name: string) => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  const onServer = async (query: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };

  beforeAll(async () => {
    for (const name of Object.values(names)) await onServer(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of Object.values(names)) await onServer(`drop database if exists ${name} with (force)`);
  });

  it('restores a pg_dump backup into an empty database with every row, and refuses a non-empty one', async () => {
    const source = fromPostgres(urlOf(names.source), 2);
    let expected: Record<string, string>;
    let file: Buffer;
    try {
      await migrateDatabase(source);
      await fillEveryTable(source);
      expected = await contents(source);
      file = encodeBackup('postgres', new Date(STAMP), dumpPostgres(urlOf(names.source)));
    } finally {
      await source.close();
    }
    await restoreBackup(file, { dataDir: '/nonexistent', databaseUrl: urlOf(names.target), force: false });
    const target = fromPostgres(urlOf(names.target), 2);
    try {
      expect(await contents(target)).toEqual(expected);
    } finally {
      await target.close();
    }
    await expect(restoreBackup(file, { dataDir: '/nonexistent', databaseUrl: urlOf(names.target), force: false })).rejects.toThrow(/already holds tables/);
  }, 120_000);
});
