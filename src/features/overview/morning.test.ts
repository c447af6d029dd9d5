import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, morningMailRuns, requestStatusChanges, user } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertRequest } from '@/test/offer-fixtures';
import { sendMorningMails } from './morning';

// Wednesday, 25 November 2026, 08:05 in Berlin.
const MORNING = new Date('2026-11-25T07:05:00Z');
const SITE = 'https://www.planer.test';

describeEachDatabase('the planners’ morning mail', (database) => {
  const handle = freshDatabaseEach(database);

  async function planners() {
    await handle.db.insert(user).values([
      { id: 'paula', name: 'Paula', email: 'paula@planer.test', emailVerified: true, role: 'admin' },
      { id: 'otto', name: 'Otto', email: 'otto@planer.test', emailVerified: true, role: 'admin' },
      { id: 'wartet', name: 'Wartet', email: 'wartet@planer.test', emailVerified: true, role: 'user' },
    ]);
  }

  it('sends each planner one mail with their due items and the unassigned ones, however many processes run at 08:00', async () => {
    await planners();
    const paulas = await insertRequest(handle.db, { companyName: 'Paulas Kunde GmbH', createdAt: new Date('2026-11-24T10:00:00Z'), status: 'in_bearbeitung' });
    await handle.db.insert(requestStatusChanges).values({ requestId: paulas, event: 'status', fromStatus: 'neu', toStatus: 'in_bearbeitung', changedByEmail: 'paula@planer.test', changedById: 'paula', changedAt: new Date('2026-11-24T10:30:00Z') });
    await insertRequest(handle.db, { companyName: 'Neu AG', createdAt: new Date('2026-11-25T06:00:00Z') });
    const runs = await Promise.all(Array.from({ length: 5 }, () => sendMorningMails(handle.db, SITE, MORNING)));
    expect(runs.filter((run) => run !== null)).toEqual([2]);
    expect(await sendMorningMails(handle.db, SITE, new Date('2026-11-25T15:00:00Z'))).toBeNull();
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['otto@planer.test', 'Heute fällig: 1 Anfrage'],
      ['paula@planer.test', 'Heute fällig: 2 Anfragen, 1 überfällig'],
    ]);
    const paula = mails[1].textBody;
    expect(paula).toContain('- Paulas Kunde GmbH (Berlin): kein Gespräch gebucht – bitte anrufen, überfällig seit 24. November 2026 um 13:00 Uhr');
    expect(paula).toContain(`${SITE}/admin/requests/${paulas}`);
    // Sent at 07:00, before working hours: its two working hours count from 09:00.
    expect(paula).toContain('Noch niemandem zugeordnet:\n\n- Neu AG (Berlin): kein Gespräch gebucht – bitte anrufen, bis 25. November 2026 um 11:00 Uhr');
    expect(paula.split('\n')[0]).toBe('Guten Morgen Paula,');
    expect(mails[0].textBody).not.toContain('Paulas Kunde');
    // Otto has nothing of his own: the list of those nobody works yet opens his mail, in the sentence of the greeting.
    expect(mails[0].textBody).toContain('Guten Morgen Otto,\n\nheute fällig und noch niemandem zugeordnet:\n\n- Neu AG (Berlin)');
  });

  it('writes to each planner in their account’s language: English for Otto, who chose it, German for Paula, who did not', async () => {
    await planners();
    await handle.db.update(user).set({ locale: 'en' }).where(eq(user.id, 'otto'));
    await insertRequest(handle.db, { companyName: 'Neu AG', createdAt: new Date('2026-11-25T06:00:00Z') });
    expect(await sendMorningMails(handle.db, SITE, MORNING)).toBe(2);
    const [otto, paula] = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
    expect([otto.recipient, otto.subject]).toEqual(['otto@planer.test', 'Due today: 1 request']);
    expect(otto.textBody).toContain('Good morning Otto,\n\nHere’s what’s due today and not assigned to anyone yet:\n\n- Neu AG (Berlin): no call booked – phone the company, by 25 November 2026 at 11:00');
    expect(otto.htmlBody).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect([paula.recipient, paula.subject]).toEqual(['paula@planer.test', 'Heute fällig: 1 Anfrage']);
    expect(paula.textBody).toContain('Guten Morgen Paula,\n\nheute fällig und noch niemandem zugeordnet:\n\n- Neu AG (Berlin): kein Gespräch gebucht – bitte anrufen, bis 25. November 2026 um 11:00 Uhr');
  });

  it('sends nothing before 08:00, at the weekend, or to a planner with nothing due', async () => {
    await planners();
    expect(await sendMorningMails(handle.db, SITE, new Date('2026-11-25T06:55:00Z'))).toBeNull();
    expect(await sendMorningMails(handle.db, SITE, new Date('2026-11-28T09:00:00Z'))).toBeNull();
    expect(await sendMorningMails(handle.db, SITE, MORNING)).toBe(0);
    expect(await handle.db.select().from(mailOutbox)).toEqual([]);
    expect((await handle.db.select().from(morningMailRuns)).map((run) => run.day)).toEqual(['2026-11-25']);
  });
});
