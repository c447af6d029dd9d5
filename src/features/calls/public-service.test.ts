import { asc, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { expect, it } from 'vitest';
import { callReminders, calls, mailAttachments, mailOutbox, requestStatusChanges, venueRequests } from '@/db/schema';
import { berlinTime, formatInBerlin } from '@/lib/time';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertPlanner } from '@/test/call-fixtures';
import { insertRequest } from '@/test/offer-fixtures';
import { EMPTY_BOOKING, BOOKING_MESSAGES } from './form-schema';
import { bookFromPage, type CallPageSettings, cancelFromPage, loadCallPage, moveFromPage, queueReminderMails } from './public-service';
import { callLinkOf } from '@/features/requests/call-link-queries';
import { claimDueReminders, takeCallsIfNobodyDoes } from './queries';
import { completeSetup, issueSetupToken } from '@/features/auth/first-admin';
import { CALL_TEXTS } from './texts';

const secret = 'z'.repeat(40);
/** Monday 30 November 2026, 06:00 in Berlin; the planner works 09:00–10:00 on weekdays. */
const now = berlinTime('2026-11-30', 6);
const at = (hour: number, minute = 0) => berlinTime('2026-11-30', hour, minute);
const settings = (clientKey = '203.0.113.5'): CallPageSettings => ({ siteUrl: 'https://www.planer.test', signature: ['--', 'Muster Eventplanung GmbH'], secret, clientKey, now });

/** The single VEVENT of a calendar file, parsed by node-ical, with the file's METHOD. */
function eventOf(content: Buffer) {
  const text = content.toString('utf8');
  const events = Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
  expect(events).toHaveLength(1);
  return { event: events[0], method: /^METHOD:(\w+)/m.exec(text)?.[1] };
}

describeEachDatabase('the company books its call', (database) => {
  const handle = freshDatabaseEach(database);
  const mails = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const calendarOf = async (mailId: number) => {
    const [file] = await handle.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mailId));
    expect(file).toMatchObject({ filename: 'telefonat.ics' });
    return eventOf(file.content);
  };
  const newRequest = async (companyName = 'Müller & Söhne GmbH') => {
    const requestId = await insertRequest(handle.db, { companyName, email: 'erika@mueller.test' });
    return { requestId, token: await callLinkOf(handle.db, requestId, secret) };
  };

  it('books from the page: the call, both mails with a calendar file at the right Berlin time, and the page shows it', async () => {
    await insertPlanner(handle.db, 'Paula Planer', { phone: '030 609 88 41', jobTitle: 'Eventplanerin' });
    const { requestId, token } = await newRequest();
    await handle.db.update(venueRequests).set({ salutation: 'frau' }).where(eq(venueRequests.id, requestId));
    const page = await loadCallPage(handle.db, token, now);
    expect(page?.booked).toBeUndefined();
    expect(page?.days[0]).toMatchObject({ label: 'Montag, 30. November' });
    expect(page?.days[0].slots.map((slot) => slot.time)).toEqual(['09:00 Uhr', '09:15 Uhr', '09:30 Uhr', '09:45 Uhr']);

    const values = { ...EMPTY_BOOKING, slot: at(9, 15).toISOString(), wishedDate1: '11.12.2026', budget: '65', note: 'Gern mit Kegelbahn' };
    const outcome = await bookFromPage(handle.db, { token, values }, settings());
    expect(outcome.kind).toBe('done');
    const [company, planner] = await mails();
    expect(company).toMatchObject({ kind: 'call-booked', recipient: 'erika@mueller.test', replyTo: 'paula.planer@planer.test', subject: 'Ihr Telefonat zur Weihnachtsfeier: Montag, 30. November · 09:15 Uhr', secretLink: true });
    expect(company.textBody.split('\n')[0]).toBe('Guten Tag Frau Müller,');
    expect(company.textBody).toContain('Ich rufe Sie unter 030 1234567 an.');
    expect(company.textBody).toContain(`Termin verschieben oder absagen:\nhttps://www.planer.test/termin/${token}`);
    expect(company.textBody).toContain('Ihre Angaben für das Angebot:\n    Wunschtermin: 11.12.2026\n    Budget pro Person: 65,00\u00a0€\n    Notiz: Gern mit Kegelbahn');
    expect(company.textBody).toContain('Herzliche Grüße\nPaula Planer\nEventplanerin\nTelefon: 030 609 88 41\n\n--\nMuster Eventplanung GmbH');
    for (const words of ['Guten Tag Frau Müller,', 'Ich rufe Sie unter 030 1234567 an.', '<strong>Paula Planer</strong><br>Eventplanerin<br>Telefon: 030 609 88 41', 'Muster Eventplanung GmbH'])
      expect(company.htmlBody).toContain(words);
    expect(planner.textBody.split('\n')[0]).toBe('Hallo Paula,');
    expect(planner).toMatchObject({ kind: 'call-booked-planner', recipient: 'paula.planer@planer.test', subject: 'Neues Telefonat: Müller & Söhne GmbH, Montag, 30. November · 09:15 Uhr' });
    expect(planner.textBody).toContain(`Zur Anfrage: https://www.planer.test/admin/requests/${requestId}`);

    const [call] = await handle.db.select().from(calls);
    for (const mail of [company, planner]) {
      const { event, method } = await calendarOf(mail.id);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`${call.id}@www.planer.test`);
      expect(Number(event.sequence)).toBe(0);
      expect(formatInBerlin(event.start, 'yyyy-MM-dd HH:mm')).toBe('2026-11-30 09:15');
      expect(formatInBerlin(event.end!, 'HH:mm')).toBe('09:30');
      expect(event.description).toContain('Paula Planer ruft Erika Müller (Müller & Söhne GmbH) an:');
      expect(JSON.stringify(event.organizer)).toContain('paula.planer@planer.test');
    }

    expect((await loadCallPage(handle.db, token, now))?.booked).toEqual({ label: 'Montag, 30. November · 09:15 Uhr', plannerName: 'Paula Planer', plannerJobTitle: 'Eventplanerin', plannerPhone: '030 609 88 41', wishes: ['Wunschtermin: 11.12.2026', 'Budget pro Person: 65,00\u00a0€', 'Notiz: „Gern mit Kegelbahn“'] });
    expect(await bookFromPage(handle.db, { token, values: { ...values, slot: at(9, 45).toISOString() } }, settings())).toEqual({ kind: 'refused', status: 409, message: CALL_TEXTS.alreadyBooked });
  });

  it('from a fresh start: the first admin, made through the setup link, takes calls Monday to Friday 09:00–17:00, so the company can book at once', async () => {
    expect((await loadCallPage(handle.db, (await newRequest()).token, now))?.days).toEqual([]);
    const setupToken = await issueSetupToken(handle.db);
    expect(await completeSetup(handle.db, setupToken!, 'katrin@planer.test', 'geheim-123', { name: 'Katrin Vogel', afterCreate: takeCallsIfNobodyDoes })).toBe('created');
    const page = await loadCallPage(handle.db, (await newRequest('Frischer Start GmbH')).token, now);
    expect(page?.days[0]).toMatchObject({ label: 'Montag, 30. November' });
    expect(page?.days[0].slots.map((slot) => slot.time)).toEqual(expect.arrayContaining(['09:00 Uhr', '12:00 Uhr', '16:45 Uhr']));
    expect(page?.days[0].slots.map((slot) => slot.time)).not.toContain('17:00 Uhr');
    expect(page?.days.some((day) => day.label.startsWith('Samstag') || day.label.startsWith('Sonntag'))).toBe(false);
    const values = { ...EMPTY_BOOKING, slot: at(9, 0).toISOString() };
    expect((await bookFromPage(handle.db, { token: (await newRequest('Bucht Sofort GmbH')).token, values }, settings())).kind).toBe('done');
    const [company] = await mails();
    expect(company.textBody).toContain('Ich rufe Sie unter 030 1234567 an.');
  });

  it('two companies pressing the same slot at once: one booking, one "Dieser Termin wurde gerade vergeben"', DATABASE_DECIDES, async () => {
    await insertPlanner(handle.db, 'Paula Planer');
    const [first, second] = [await newRequest('Erste GmbH'), await newRequest('Zweite GmbH')];
    const values = { ...EMPTY_BOOKING, slot: at(9, 30).toISOString() };
    const outcomes = await Promise.all([first, second].map(({ token }, i) => bookFromPage(handle.db, { token, values }, settings(`198.51.100.${i}`))));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['done', 'refused']);
    expect(outcomes.find((o) => o.kind === 'refused')).toEqual({ kind: 'refused', status: 409, message: CALL_TEXTS.taken });
    expect(CALL_TEXTS.taken).toMatch(/^Dieser Termin wurde gerade vergeben/);
    expect(await handle.db.select().from(calls)).toHaveLength(1);
    expect(await mails()).toHaveLength(2);
  });

  it('refuses bad input with a German message and changes nothing: forged token, past wished date, budget no number, too soon, outside the hours', async () => {
    await insertPlanner(handle.db, 'Paula Planer');
    const { token } = await newRequest();
    const slot = at(9, 15).toISOString();
    expect(await bookFromPage(handle.db, { token: 'x'.repeat(43), values: { ...EMPTY_BOOKING, slot } }, settings())).toEqual({ kind: 'refused', status: 404, message: CALL_TEXTS.unknown });
    expect(await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot, wishedDate1: '2026-11-29', budget: 'viel' } }, settings())).toEqual({
      kind: 'invalid',
      errors: { wishedDate1: BOOKING_MESSAGES.wishedDatePast, budget: BOOKING_MESSAGES.budget },
    });
    expect(await bookFromPage(handle.db, { token, values: EMPTY_BOOKING }, settings())).toEqual({ kind: 'invalid', errors: { slot: BOOKING_MESSAGES.slot } });
    const late = { ...settings(), now: at(8, 0) };
    expect(await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(9, 0).toISOString() } }, late)).toEqual({ kind: 'refused', status: 422, message: CALL_TEXTS.tooSoon('2 Stunden') });
    expect(await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(5, 0).toISOString() } }, settings())).toEqual({ kind: 'refused', status: 422, message: CALL_TEXTS.past });
    expect(await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(14, 0).toISOString() } }, settings())).toEqual({ kind: 'refused', status: 422, message: CALL_TEXTS.notOffered });
    expect(await handle.db.select().from(calls)).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await handle.db.select().from(requestStatusChanges)).toEqual([]);
  });

  it('moves (same UID, SEQUENCE 1, reminders renewed) and cancels (METHOD:CANCEL to both, reminders dropped) through the link', async () => {
    await insertPlanner(handle.db, 'Paula Planer');
    const { token } = await newRequest();
    const later = { ...settings(), now: berlinTime('2026-11-29', 6) };
    await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(9, 0).toISOString() } }, later);
    const pending = () => handle.db.select({ kind: callReminders.kind, dueAt: callReminders.dueAt }).from(callReminders).where(eq(callReminders.status, 'pending')).orderBy(callReminders.dueAt);
    expect(await pending()).toEqual([
      { kind: '24h', dueAt: berlinTime('2026-11-29', 9) },
      { kind: '1h', dueAt: at(8) },
    ]);

    expect(await moveFromPage(handle.db, { token, slot: at(9, 45).toISOString() }, later)).toMatchObject({ kind: 'done' });
    expect(await pending()).toEqual([
      { kind: '24h', dueAt: berlinTime('2026-11-29', 9, 45) },
      { kind: '1h', dueAt: at(8, 45) },
    ]);
    const moved = (await mails()).slice(2);
    expect(moved.map((m) => [m.kind, m.subject])).toEqual([
      ['call-moved', 'Verlegt: Ihr Telefonat zur Weihnachtsfeier ist jetzt am Montag, 30. November · 09:45 Uhr'],
      ['call-moved-planner', 'Telefonat verlegt: Müller & Söhne GmbH, jetzt Montag, 30. November · 09:45 Uhr'],
    ]);
    const [call] = await handle.db.select().from(calls);
    for (const mail of moved) {
      const { event, method } = await calendarOf(mail.id);
      expect([method, event.uid, Number(event.sequence), formatInBerlin(event.start, 'HH:mm')]).toEqual(['REQUEST', `${call.id}@www.planer.test`, 1, '09:45']);
    }
    expect((await loadCallPage(handle.db, token, later.now, { moving: true }))?.days[1].slots.map((s) => s.time)).toContain('09:45 Uhr');

    expect(await cancelFromPage(handle.db, { token }, later)).toEqual({ kind: 'done' });
    expect(await pending()).toEqual([]);
    const cancelled = (await mails()).slice(4);
    expect(cancelled.map((m) => [m.kind, m.recipient])).toEqual([
      ['call-cancelled', 'erika@mueller.test'],
      ['call-cancelled-planner', 'paula.planer@planer.test'],
    ]);
    for (const mail of cancelled) {
      const { event, method } = await calendarOf(mail.id);
      expect([method, event.uid, Number(event.sequence), event.status]).toEqual(['CANCEL', `${call.id}@www.planer.test`, 2, 'CANCELLED']);
    }
    expect(await cancelFromPage(handle.db, { token }, later)).toEqual({ kind: 'refused', status: 409, message: CALL_TEXTS.notBooked });
    const page = await loadCallPage(handle.db, token, later.now);
    expect(page).toMatchObject({ booked: undefined, cancelled: true });
    expect(page?.days.length).toBeGreaterThan(0);
    const history = await handle.db.select({ event: requestStatusChanges.event, by: requestStatusChanges.changedByEmail }).from(requestStatusChanges).orderBy(requestStatusChanges.id);
    expect(history).toEqual([
      { event: 'call_booked', by: 'Kunde' },
      { event: 'call_moved', by: 'Kunde' },
      { event: 'call_cancelled', by: 'Kunde' },
    ]);
  });

  it("still books and moves once the company's address had five call mails this hour: only the sixth company mail is held back", async () => {
    await insertPlanner(handle.db, 'Paula Planer');
    const { token } = await newRequest();
    const later = (i: number) => ({ ...settings(`198.51.100.${i}`), now: berlinTime('2026-11-29', 6) });
    expect((await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(9, 0).toISOString() } }, later(1))).kind).toBe('done');
    expect((await moveFromPage(handle.db, { token, slot: at(9, 15).toISOString() }, later(2))).kind).toBe('done');
    expect((await moveFromPage(handle.db, { token, slot: at(9, 30).toISOString() }, later(3))).kind).toBe('done');
    expect(await cancelFromPage(handle.db, { token }, later(4))).toEqual({ kind: 'done' });
    expect((await bookFromPage(handle.db, { token, values: { ...EMPTY_BOOKING, slot: at(9, 45).toISOString() } }, later(5))).kind).toBe('done');
    expect((await moveFromPage(handle.db, { token, slot: at(9, 0).toISOString() }, later(6))).kind).toBe('done');

    const [booked] = await handle.db.select({ startsAt: calls.startsAt }).from(calls).where(eq(calls.status, 'booked'));
    expect(booked.startsAt).toEqual(at(9, 0));
    expect((await mails()).map((mail) => mail.kind)).toEqual([
      ...['call-booked', 'call-booked-planner', 'call-moved', 'call-moved-planner', 'call-moved', 'call-moved-planner'],
      ...['call-cancelled', 'call-cancelled-planner', 'call-booked', 'call-booked-planner', 'call-moved-planner'],
    ]);
  });

  it('queues the reminders at their time, to the company and the planner, and none for a cancelled call', async () => {
    await insertPlanner(handle.db, 'Paula Planer');
    const kept = await newRequest('Bleibt GmbH');
    const dropped = await newRequest('Sagt ab GmbH');
    const earlier = { ...settings(), now: berlinTime('2026-11-29', 6) };
    await bookFromPage(handle.db, { token: kept.token, values: { ...EMPTY_BOOKING, slot: at(9, 0).toISOString() } }, earlier);
    await bookFromPage(handle.db, { token: dropped.token, values: { ...EMPTY_BOOKING, slot: at(9, 30).toISOString() } }, { ...earlier, clientKey: '198.51.100.9' });
    await cancelFromPage(handle.db, { token: dropped.token }, earlier);
    const before = (await mails()).length;
    const run = (moment: Date) =>
      handle.db.transaction(async (tx) => {
        const due = await claimDueReminders(tx, moment);
        for (const reminder of due) await queueReminderMails(tx, reminder, earlier);
        return due.length;
      });

    expect(await run(berlinTime('2026-11-29', 8, 59))).toBe(0);
    expect(await run(berlinTime('2026-11-29', 9, 0))).toBe(1);
    expect(await run(berlinTime('2026-11-29', 9, 1))).toBe(0);
    const reminders = (await mails()).slice(before);
    expect(reminders.map((m) => [m.kind, m.recipient, m.subject])).toEqual([
      ['call-reminder-24h', 'erika@mueller.test', 'Erinnerung: Ihr Telefonat zur Weihnachtsfeier morgen (Montag, 30. November · 09:00 Uhr)'],
      ['call-reminder-24h-planner', 'paula.planer@planer.test', 'Erinnerung: Telefonat morgen mit Bleibt GmbH (Montag, 30. November · 09:00 Uhr)'],
    ]);
    expect(reminders[0].textBody).toContain(`https://www.planer.test/termin/${kept.token}`);
    expect(await run(at(8, 0))).toBe(1);
    expect((await mails()).slice(before + 2).map((m) => m.kind)).toEqual(['call-reminder-1h', 'call-reminder-1h-planner']);
    expect(await run(at(9, 0))).toBe(0);
  });
});
