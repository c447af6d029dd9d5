import { asc, sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { mailOutbox } from '@/db/schema';
import { logger } from '@/lib/logger';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import type { OutgoingMail } from './outbox';
import { MAILS_PER_RECIPIENT_PER_HOUR, queueMail } from './queue';

const confirmation = (recipient: string, n = 1): OutgoingMail => ({ kind: 'request-confirmation', recipient, subject: `Ihre Anfrage ${n}`, textBody: 'Guten Tag', capped: true });
const callMail = (recipient: string): OutgoingMail => ({ kind: 'call-booked', recipient, subject: 'Ihr Telefonat', textBody: 'Guten Tag', capped: true });

describeEachDatabase('capped mails per recipient', (database) => {
  const handle = freshDatabaseEach(database);
  const queuedTo = async () => (await handle.db.select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient, capped: mailOutbox.capped }).from(mailOutbox).orderBy(asc(mailOutbox.id)));

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('queues five confirmations and call mails to one address an hour, however it is written, and holds the sixth back with a log line without the address', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(MAILS_PER_RECIPIENT_PER_HOUR).toBe(5);
    const written = ['opfer@beispiel.de', 'Opfer@Beispiel.de', 'OPFER@beispiel.de'];
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await queueMail(handle.db, confirmation(written[i], i)));
    for (let i = 0; i < 2; i++) outcomes.push(await queueMail(handle.db, callMail(written[i])));
    expect(outcomes).toEqual([true, true, true, true, true]);
    expect(warn).not.toHaveBeenCalled();

    expect(await queueMail(handle.db, confirmation('opfer@beispiel.de', 6))).toBe(false);
    expect(await queueMail(handle.db, callMail('OPFER@BEISPIEL.DE'))).toBe(false);
    expect(warn).toHaveBeenCalledWith({ kind: 'request-confirmation', requestId: undefined, perHour: 5 }, 'mail held back: its recipient had its share of such mails this hour');
    expect(JSON.stringify(warn.mock.calls).toLowerCase()).not.toContain('opfer@beispiel.de');

    // Mails that are not capped (the team's, an account's) and capped ones to another address go out as before.
    expect(await queueMail(handle.db, { kind: 'lead-notification', recipient: 'opfer@beispiel.de', subject: 'Neue Anfrage', textBody: 'x' })).toBe(true);
    expect(await queueMail(handle.db, confirmation('erika@muster.de'))).toBe(true);
    const rows = await queuedTo();
    expect(rows.filter((row) => row.capped && row.recipient.toLowerCase() === 'opfer@beispiel.de')).toHaveLength(5);
    expect(rows.slice(-2)).toEqual([
      { kind: 'lead-notification', recipient: 'opfer@beispiel.de', capped: false },
      { kind: 'request-confirmation', recipient: 'erika@muster.de', capped: true },
    ]);
  });

  it('counts the last hour only: once the oldest mail is more than an hour old, one more goes out', async () => {
    for (let i = 0; i < 5; i++) expect(await queueMail(handle.db, confirmation('opfer@beispiel.de', i))).toBe(true);
    expect(await queueMail(handle.db, confirmation('opfer@beispiel.de', 6))).toBe(false);
    await handle.db.execute(sql`update mail_outbox set created_at = now() - interval '61 minutes' where id = (select min(id) from mail_outbox)`);
    expect(await queueMail(handle.db, confirmation('opfer@beispiel.de', 7))).toBe(true);
    expect(await queueMail(handle.db, confirmation('opfer@beispiel.de', 8))).toBe(false);
    expect((await queuedTo()).length).toBe(6);
  });

  it('lets only one of two concurrent enqueues take the fifth place, each in its own transaction', DATABASE_DECIDES, async () => {
    for (let i = 0; i < 4; i++) await queueMail(handle.db, confirmation('opfer@beispiel.de', i));
    const outcomes = await Promise.all([confirmation('opfer@beispiel.de', 5), callMail('Opfer@Beispiel.de')].map((mail) => handle.db.transaction((tx) => queueMail(tx, mail))));
    expect(outcomes.sort()).toEqual([false, true]);
    expect((await queuedTo()).length).toBe(5);
  });
});
