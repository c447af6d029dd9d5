import { count, eq, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { StatementError } from '@/db/errors';
import { PROCESS_STEPS } from '@/lib/promise';
import { deliverDueMails, smtpTransport } from '@/lib/mail/outbox-worker';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { TestSmtpServer } from '@/test/smtp';
import { callLinks, mailOutbox, venueRequests } from '@/db/schema';
import { requestOfCallLink } from './call-link-queries';
import { hashToken } from '@/lib/link-tokens';
import { type IntakeMeta, submitVenueRequest } from './intake';

const valid = {
  city: 'berlin',
  customCity: '',
  participantCount: '60',
  companyName: 'Muster GmbH',
  contactName: 'Erika Mustermann',
  email: 'erika@muster.de',
  phone: '030 1234567',
};
const settings = { leadNotifyEmail: 'team@planer.test', signature: ['--', 'Muster Eventplanung GmbH', 'Geschäftsführung: Max Mustermann'], rateLimit: 1000, rateWindowSeconds: 600, siteUrl: 'https://www.planer.test', secret: 'intake-test-secret' };
let tokenCounter = 0;
const meta = (overrides: Partial<IntakeMeta> = {}): IntakeMeta => ({
  submissionToken: `token-${String(++tokenCounter).padStart(4, '0')}-abcdef`,
  clientKey: '203.0.113.7',
  sourcePage: '/berlin',
  userAgent: 'vitest',
  ...overrides,
});
const retry = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 50 };

describeEachDatabase('request intake', (database) => {
  const handle = freshDatabaseEach(database);
  afterEach(() => {
    vi.useRealTimers();
  });

  const rowCounts = async () => ({
    requests: (await handle.db.select({ n: count() }).from(venueRequests))[0].n,
    mails: (await handle.db.select({ n: count() }).from(mailOutbox))[0].n,
  });

  it('stores the request with city, source and status, and two mails in the outbox', async () => {
    // The request is stamped with the moment it arrives, by the app's clock: a frozen one, to compare with.
    const arrival = new Date('2026-11-16T09:00:00Z');
    vi.useFakeTimers({ now: arrival, toFake: ['Date'] });
    const result = await submitVenueRequest(handle.db, valid, meta(), settings);
    expect(result).toMatchObject({ kind: 'accepted', cityId: 'berlin', cityName: 'Berlin', duplicate: false });
    const [row] = await handle.db.select().from(venueRequests);
    expect(row).toMatchObject({ cityId: 'berlin', cityName: 'Berlin', participantCount: 60, companyName: 'Muster GmbH', sourcePage: '/berlin', userAgent: 'vitest', status: 'neu' });
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['lead-notification', 'team@planer.test'],
      ['request-confirmation', 'erika@muster.de'],
    ]);
    expect(mails.map((m) => [m.requestId, m.status])).toEqual([
      [row.id, 'pending'],
      [row.id, 'pending'],
    ]);
    expect(mails[0].replyTo).toBe('erika@muster.de');
    expect(row.createdAt).toEqual(arrival);
    expect(mails[0].textBody).toContain('Telefon: 030 1234567');
    expect(mails[0].textBody).toContain('Paket: noch offen');
    expect(mails[1].replyTo).toBe('team@planer.test');
    expect(mails[1].textBody).toContain('antworten Sie einfach auf diese E-Mail');
    expect(mails[1].textBody).toContain('\n--\nMuster Eventplanung GmbH\nGeschäftsführung: Max Mustermann');
    expect(mails[1].textBody).toContain(PROCESS_STEPS.map((step, i) => `${i + 1}. ${step.title}${i === 0 ? ' (erledigt)' : ''}: ${step.text}`).join('\n'));
  });

  it('stores the chosen package and names it in both mails', async () => {
    await submitVenueRequest(handle.db, { ...valid, package: 'premium' }, meta(), settings);
    const [row] = await handle.db.select().from(venueRequests);
    expect(row.package).toBe('premium');
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    for (const mail of mails) expect(mail.textBody).toContain('Paket: Premium – 299,00\u00a0€ zzgl. MwSt. (bis 200 Teilnehmer)');
  });

  it('refuses an unknown package', async () => {
    const result = await submitVenueRequest(handle.db, { ...valid, package: 'gold' }, meta(), settings);
    expect(result).toEqual({ kind: 'invalid', errors: { package: 'Bitte wählen Sie eines der angebotenen Pakete' } });
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('refuses line breaks and control characters in one-line fields, each with the message of its field, and stores nothing', async () => {
    const result = await submitVenueRequest(
      handle.db,
      { ...valid, city: 'andere', customCity: 'Köln\nBitte zahlen Sie', companyName: 'A\u0000B', contactName: 'Bitte zahlen Sie 499 EUR\r\nunter DE00', phone: '030\u2028123', email: 'a@example.test\nBcc: b@example.test' },
      meta(),
      settings,
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        customCity: 'Der Stadtname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
        companyName: 'Der Firmenname darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
        contactName: 'Der Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
        phone: 'Die Telefonnummer darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      },
    });
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('refuses addresses that would name a second recipient', async () => {
    for (const email of ['x<victim@example.test>', 'a@example.test,team']) {
      expect(await submitVenueRequest(handle.db, { ...valid, email }, meta(), settings)).toEqual({ kind: 'invalid', errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } });
    }
  });

  it('still strips control characters from the page and browser it came from', async () => {
    expect((await submitVenueRequest(handle.db, valid, meta({ sourcePage: '/ber\u0000lin' }), settings)).kind).toBe('accepted');
    const [row] = await handle.db.select().from(venueRequests);
    expect(row.sourcePage).toBe('/berlin');
  });

  it('greets the contact by name and keeps the rest of what they typed in the block of their data, out of the subject and our sentences', async () => {
    const typed = { ...valid, city: 'andere', customCity: 'Bitte zahlen Sie', companyName: 'Bitte zahlen Sie 499 EUR unter DE00 1234', salutation: 'frau', contactName: 'Erika Vogel' };
    expect((await submitVenueRequest(handle.db, typed, meta(), settings)).kind).toBe('accepted');
    const [confirmation] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'request-confirmation'));
    expect(confirmation.subject).toBe('Ihre Weihnachtsfeier-Anfrage');
    const lines = confirmation.textBody.split('\n');
    expect(lines[0]).toBe('Guten Tag Frau Vogel,');
    expect(lines.filter((line) => line.includes('Bitte zahlen Sie') || line.includes('Vogel'))).toEqual([
      'Guten Tag Frau Vogel,',
      '    Stadt: Bitte zahlen Sie',
      '    Firma: Bitte zahlen Sie 499 EUR unter DE00 1234',
      '    Ansprechpartner: Frau Erika Vogel',
    ]);
    expect(lines).toContain('Ihre Angaben:');
    expect(confirmation.htmlBody).toContain('Guten Tag Frau Vogel,');
    expect(confirmation.htmlBody).toContain('Bitte zahlen Sie 499 EUR unter DE00 1234');
    const [request] = await handle.db.select({ salutation: venueRequests.salutation }).from(venueRequests);
    expect(request.salutation).toBe('frau');
  });

  it('greets by the full name without a salutation, and writes no link or address someone typed as a name into the greeting', async () => {
    await submitVenueRequest(handle.db, { ...valid, contactName: 'Erika Vogel' }, meta(), settings);
    await submitVenueRequest(handle.db, { ...valid, contactName: 'Gewinn abholen: www.example.test' }, meta(), settings);
    const greetings = (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'request-confirmation')).orderBy(mailOutbox.id)).map((mail) => mail.textBody.split('\n')[0]);
    expect(greetings).toEqual(['Guten Tag Erika Vogel,', 'Sehr geehrte Damen und Herren,']);
  });

  it('refuses a salutation the form does not offer and stores nothing', async () => {
    const result = await submitVenueRequest(handle.db, { ...valid, salutation: 'Dr.' }, meta(), settings);
    expect(result).toEqual({ kind: 'invalid', errors: { salutation: 'Bitte wählen Sie „Frau“, „Herr“ oder „keine Angabe“' } });
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('resolves another city typed by name, and keeps unknown cities as text', async () => {
    const essen = await submitVenueRequest(handle.db, { ...valid, city: 'andere', customCity: 'essen' }, meta(), settings);
    expect(essen).toMatchObject({ cityId: 'essen', cityName: 'Essen' });
    const giessen = await submitVenueRequest(handle.db, { ...valid, city: 'andere', customCity: 'Gießen' }, meta(), settings);
    expect(giessen).toMatchObject({ cityId: null, cityName: 'Gießen' });
  });

  it('refuses invalid input and changes nothing', async () => {
    const result = await submitVenueRequest(handle.db, { ...valid, email: 'kein-at' }, meta(), settings);
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } });
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('gives the request its call link in the same statement: the confirmation mail carries it, only its hash is stored, a retry gets the same', async () => {
    const same = meta();
    const result = await submitVenueRequest(handle.db, valid, same, settings);
    if (result.kind !== 'accepted') throw new Error(result.kind);
    expect(result.callToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await requestOfCallLink(handle.db, result.callToken)).toBe(result.id);
    const [link] = await handle.db.select().from(callLinks);
    expect(link).toMatchObject({ requestId: result.id, tokenHash: hashToken(result.callToken) });
    expect(JSON.stringify(link)).not.toContain(result.callToken);
    expect((await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id)).map((mail) => mail.secretLink)).toEqual([false, true]);
    const [, confirmation] = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(confirmation.textBody).toContain(
      `Den Termin für Ihr 15-Minuten-Telefonat wählen Sie selbst, hier können Sie ihn auch verschieben oder absagen:\nhttps://www.planer.test/termin/${result.callToken}\n`,
    );
    expect(await submitVenueRequest(handle.db, valid, same, settings)).toEqual({ ...result, duplicate: true });
    expect(await handle.db.select().from(callLinks)).toHaveLength(1);
  });

  it('creates one request for one token, even when submitted concurrently', DATABASE_DECIDES, async () => {
    const same = meta();
    const results = await Promise.all([1, 2, 3, 4].map(() => submitVenueRequest(handle.db, valid, same, settings)));
    expect(new Set(results.map((r) => (r.kind === 'accepted' ? `${r.id} ${r.callToken}` : r.kind))).size).toBe(1);
    expect(await rowCounts()).toEqual({ requests: 1, mails: 2 });
  });

  it('stores every request to one address from any client, but sends that address five confirmations an hour at most', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await submitVenueRequest(handle.db, { ...valid, email: i % 2 ? 'Erika@Muster.de' : 'erika@muster.de' }, meta({ clientKey: `198.51.100.${i}` }), settings));
    expect(results.map((result) => result.kind)).toEqual(Array(7).fill('accepted'));
    const kinds = await handle.db.select({ kind: mailOutbox.kind, n: count() }).from(mailOutbox).groupBy(mailOutbox.kind).orderBy(mailOutbox.kind);
    expect(kinds).toEqual([
      { kind: 'lead-notification', n: 7 },
      { kind: 'request-confirmation', n: 5 },
    ]);
    expect((await rowCounts()).requests).toBe(7);
    // Another company's confirmation is not held back by it.
    await submitVenueRequest(handle.db, { ...valid, email: 'max@andere-firma.de' }, meta(), settings);
    expect(await handle.db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).where(eq(mailOutbox.kind, 'request-confirmation')).orderBy(sql`${mailOutbox.id} desc`).limit(1)).toEqual([{ recipient: 'max@andere-firma.de' }]);
  });

  it('drops a filled honeypot silently', async () => {
    const result = await submitVenueRequest(handle.db, valid, meta({ honeypot: 'http://spam.example' }), settings);
    expect(result.kind).toBe('dropped');
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('limits requests per client and window', async () => {
    const limited = { ...settings, rateLimit: 2 };
    const kinds = [];
    for (let i = 0; i < 3; i++) kinds.push((await submitVenueRequest(handle.db, valid, meta(), limited)).kind);
    expect(kinds).toEqual(['accepted', 'accepted', 'rate-limited']);
    expect((await submitVenueRequest(handle.db, valid, meta({ clientKey: '198.51.100.1' }), limited)).kind).toBe('accepted');
    await handle.db.execute(sql`update rate_limit_hits set window_start = now() - interval '11 minutes'`);
    expect((await submitVenueRequest(handle.db, valid, meta(), limited)).kind).toBe('accepted');
    expect((await rowCounts()).requests).toBe(4);
  });

  it('leaves no partial rows when the database fails while storing', async () => {
    await handle.db.execute(sql`alter table mail_outbox add constraint broken check (recipient = 'nobody')`);
    const failure = await submitVenueRequest(handle.db, valid, meta(), settings)
      .catch((err: unknown) => err)
      .finally(() => handle.db.execute(sql`alter table mail_outbox drop constraint broken`));
    expect(failure).toBeInstanceOf(StatementError);
    expect(failure).toMatchObject({ statement: 'store-venue-request', code: '23514', recordId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((failure as Error).message).toBe('statement "store-venue-request" failed (23514)');
    expect(await rowCounts()).toEqual({ requests: 0, mails: 0 });
  });

  it('takes 200 concurrent requests: 200 rows, 400 mails, each received once by a real SMTP server', DATABASE_DECIDES, async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => submitVenueRequest(handle.db, { ...valid, companyName: `Firma ${i}`, email: `erika@firma-${i}.de` }, meta(), settings)));
      expect(results.every((r) => r.kind === 'accepted')).toBe(true);
      expect(await rowCounts()).toEqual({ requests: 200, mails: 400 });
      const options = { transport: smtpTransport(smtp.url), from: 'test@planer.test', retry, batchSize: 50 };
      while (await deliverDueMails(handle.db, options));
      expect(smtp.received).toHaveLength(400);
      const companies = smtp.received.filter((m) => m.to[0] === 'team@planer.test').map((m) => /Firma: (Firma \d+)/.exec(m.raw)?.[1]);
      expect(new Set(companies).size).toBe(200);
      const [{ pending }] = await handle.db.select({ pending: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      expect(pending).toBe(0);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps mails while the SMTP server is down and delivers each exactly once when it is back', async () => {
    const smtp = await new TestSmtpServer().start();
    const port = smtp.port;
    await smtp.stop();
    for (let i = 0; i < 5; i++) await submitVenueRequest(handle.db, valid, meta(), settings);
    const options = { transport: smtpTransport(`smtp://127.0.0.1:${port}`), from: 'test@planer.test', retry, batchSize: 50 };
    expect(await deliverDueMails(handle.db, options)).toBe(10);
    const failed = await handle.db.select().from(mailOutbox);
    expect(failed.every((m) => m.status === 'pending' && m.attempts === 1 && m.lastError)).toBe(true);
    await smtp.start(port);
    try {
      const deadline = performance.now() + 10_000;
      while (smtp.received.length < 10 && performance.now() < deadline) {
        await deliverDueMails(handle.db, options);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deliverDueMails(handle.db, options);
      expect(smtp.received).toHaveLength(10);
      const sent = await handle.db.select().from(mailOutbox);
      expect(sent.every((m) => m.status === 'sent' && m.attempts === 2 && m.lastError === null)).toBe(true);
    } finally {
      await smtp.stop();
    }
  });

  it('gives a mail up after the last allowed attempt', async () => {
    await submitVenueRequest(handle.db, valid, meta(), settings);
    const failing = { transport: { send: () => Promise.reject(new Error('550 mailbox unavailable')) }, from: 'x@planer.test', retry: { ...retry, baseDelayMs: 0, maxDelayMs: 0, maxAttempts: 2 } };
    await deliverDueMails(handle.db, failing);
    await deliverDueMails(handle.db, failing);
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['failed', 2, '550 mailbox unavailable'],
      ['failed', 2, '550 mailbox unavailable'],
    ]);
  });
});
