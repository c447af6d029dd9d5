import { sql } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@/i18n/messages';
import { user, venueRequests } from '@/db/schema';
import { berlinDay } from '@/lib/time';
import { databaseNow } from '@/test/clock';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { changeRequestStatus, INBOX_PAGE_SIZE, inboxBatches, inboxCounts, listInbox, requestDetail } from './inbox';
import { parseInboxFilter } from './inbox-filter';
import { InboxList } from './components/inbox-list';
import { inTransaction } from '@/test/transaction';

const base = { cityId: 'berlin', cityName: 'Berlin', citySelection: 'berlin', participantCount: 50, contactName: 'Kim', phone: '030 1' };

describeEachDatabase('requests inbox', (database) => {
  const handle = freshDatabaseEach(database);
  /** The newest request's moment. 'Overdue' is the database's rule (now() - 24 hours): its clock places the requests. */
  let newest = new Date(0);
  beforeEach(async () => {
    newest = new Date((await databaseNow(handle.db)).getTime() - 30 * 60_000);
    // 60 requests an hour apart, the newest 30 minutes old; every third in Hamburg, a few with odd names.
    await handle.db.insert(venueRequests).values(
      Array.from({ length: 60 }, (_, i) => ({
        ...base,
        ...(i % 3 === 0 ? { cityId: 'hamburg', cityName: 'Hamburg', citySelection: 'hamburg' } : {}),
        submissionToken: `inbox-${i}-0000000000`,
        companyName: i === 7 ? '100%_Rabatt GmbH' : `Firma ${i}`,
        email: `kontakt${i}@firma.de`,
        status: i === 5 ? ('gebucht' as const) : ('neu' as const),
        createdAt: new Date(newest.getTime() - i * 3_600_000),
      })),
    );
  });

  const list = (params: Record<string, string>) => listInbox(handle.db, parseInboxFilter(params));

  it('pages newest first', async () => {
    const first = await list({});
    expect(first.total).toBe(60);
    expect(first.pageCount).toBe(Math.ceil(60 / INBOX_PAGE_SIZE));
    expect(first.rows.map((r) => r.companyName).slice(0, 2)).toEqual(['Firma 0', 'Firma 1']);
    expect((await list({ page: '3' })).rows.map((r) => r.companyName)[0]).toBe(`Firma ${2 * INBOX_PAGE_SIZE}`);
  });

  it('filters by status, city, Berlin calendar days, text and overdue', async () => {
    expect((await list({ status: 'gebucht' })).rows.map((r) => r.companyName)).toEqual(['Firma 5']);
    expect((await list({ city: 'hamburg' })).total).toBe(20);
    expect((await list({ q: 'KONTAKT4@' })).rows.map((r) => r.companyName)).toEqual(['Firma 4']);
    // % and _ are searched for as they are, not as wildcards.
    expect((await list({ q: '100%_' })).rows.map((r) => r.companyName)).toEqual(['100%_Rabatt GmbH']);
    expect((await list({ q: '%' })).total).toBe(1);
    // Still 'Neu' after 24 hours: requests 24 … 59 except the booked one (index 5 is younger anyway).
    expect((await list({ overdue: '1' })).total).toBe(60 - 24);
    const today = berlinDay(newest);
    const todays = await list({ from: today, to: today });
    expect(todays.rows.every((r) => berlinDay(r.createdAt) === today)).toBe(true);
    expect(todays.total).toBeGreaterThan(0);
  });

  it('counts new and overdue requests for the tab', async () => {
    expect(await inboxCounts(handle.db)).toEqual({ fresh: 59, overdue: 36 });
  });

  it('records a status change with who, when and the note', async () => {
    await handle.db.insert(user).values({ id: 'u1', name: 'Chef', email: 'chef@planer.test', role: 'admin' });
    const [{ id }] = await handle.db.select({ id: venueRequests.id }).from(venueRequests).where(sql`${venueRequests.companyName} = 'Firma 30'`);
    expect(await inTransaction(handle.db, changeRequestStatus)({ requestId: id, status: 'in_bearbeitung', note: 'Rückruf Montag', byId: 'u1', byEmail: 'chef@planer.test' })).toEqual({ from: 'neu', to: 'in_bearbeitung' });
    const detail = await requestDetail(handle.db, id);
    expect(detail?.request.status).toBe('in_bearbeitung');
    expect(detail?.history).toMatchObject([{ fromStatus: 'neu', toStatus: 'in_bearbeitung', note: 'Rückruf Montag', changedById: 'u1', changedByEmail: 'chef@planer.test' }]);
    expect(await inTransaction(handle.db, changeRequestStatus)({ requestId: '00000000-0000-4000-8000-000000000000', status: 'gebucht', note: null, byId: 'u1', byEmail: 'x' })).toBeUndefined();
  });

  it('marks a package whose limit is below the group, in words, in both languages', async () => {
    await handle.db.update(venueRequests).set({ package: 'basis', participantCount: 60 }).where(sql`${venueRequests.companyName} = 'Firma 0'`);
    await handle.db.update(venueRequests).set({ package: 'basis' }).where(sql`${venueRequests.companyName} = 'Firma 1'`);
    await handle.db.update(venueRequests).set({ package: 'enterprise', participantCount: 20 }).where(sql`${venueRequests.companyName} = 'Firma 2'`);
    const filter = parseInboxFilter({});
    const list = await listInbox(handle.db, filter);
    /** The package cell of each of the first three rows, as the planner reads it in `locale`. */
    const packageCells = (locale: 'de' | 'en') => {
      const intl = { locale, messages: MESSAGES[locale], timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
      const html = renderToStaticMarkup(createElement(NextIntlClientProvider, intl, createElement(InboxList, { filter, list, deadline: () => null, ignored: [], now: new Date(), wishedVenueNames: new Map() })));
      const rows = [...html.matchAll(/<tr class="border-t[^>]*>(.*?)<\/tr>/g)].map(([, row]) => [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell.replace(/<br\/>/g, ' ').replace(/<[^>]+>/g, '')));
      return rows.slice(0, 3).map((cells) => cells[4]);
    };
    expect(packageCells('de')).toEqual(['Basis zu klein: bis 50 Teilnehmer', 'Basis', 'Enterprise']);
    expect(packageCells('en')).toEqual(['Basic too small: up to 50 guests', 'Basic', 'Enterprise']);
  });

  it('streams every matching row in batches, across batch borders, exactly once', async () => {
    const seen: string[] = [];
    for await (const batch of inboxBatches(handle.db, parseInboxFilter({}), 7)) seen.push(...batch.map((r) => r.companyName));
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen[0]).toBe('Firma 0');
    expect(await requestDetail(handle.db, 'keine-uuid')).toBeUndefined();
  });
});
