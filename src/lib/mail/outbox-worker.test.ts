import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { simpleParser } from 'mailparser';
import { mailAttachments, mailOutbox } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { TestSmtpServer } from '@/test/smtp';
import { readableBody, SECRET_LINK_BODY } from './outbox';
import { parseConfig } from '@/lib/config';
import { startJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { letterBodies } from './letter';
import { deliverDueMails, type MailTransport, OUTBOX_JOB, outboxDeliveryJob, outboxJob, smtpTransport } from './outbox-worker';
import { queueMail } from './queue';

const retry = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 5 };

describeEachDatabase('outbox with several workers', (database) => {
  const handle = freshDatabaseEach(database);
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await new TestSmtpServer().start();
  });
  afterEach(async () => {
    await smtp.stop();
  });

  const queue = (amount: number) =>
    handle.db
      .insert(mailOutbox)
      .values(Array.from({ length: amount }, (_, i) => ({ kind: 'test', recipient: `empfaenger-${i}@planer.test`, subject: `Mail ${i}`, textBody: `Inhalt ${i}` })))
      .returning({ id: mailOutbox.id });
  const receivedPerRecipient = () => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.to[0], (counts.get(mail.to[0]) ?? 0) + 1);
    return counts;
  };

  it('sends a mail with a secret link whole, then keeps only a note of it; an admin never reads the link', async () => {
    const link = 'https://planer.test/api/auth/reset-password/geheimes-token-123?callbackURL=%2Fauth%2Freset-password';
    await queueMail(handle.db, { kind: 'password-reset', recipient: 'rita@planer.test', subject: 'Reset', textBody: `Open:\n${link}\nBye`, secretLink: true });
    await queueMail(handle.db, { kind: 'request-confirmation', recipient: 'kunde@planer.test', subject: 'Anfrage', textBody: 'Siehe https://planer.test/berlin' });
    const [pending] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect(readableBody(pending)).toBe('Open:\nhttps://planer.test/… (personal link hidden)\nBye');
    await deliverDueMails(handle.db, { transport: smtpTransport(smtp.url), from: 'test@planer.test', retry });
    expect(smtp.received.find((mail) => mail.to[0] === 'rita@planer.test')?.raw).toContain('geheimes-token-123');
    const stored = await handle.db.select({ kind: mailOutbox.kind, status: mailOutbox.status, textBody: mailOutbox.textBody }).from(mailOutbox).orderBy(mailOutbox.id);
    expect(stored).toEqual([
      { kind: 'password-reset', status: 'sent', textBody: SECRET_LINK_BODY },
      { kind: 'request-confirmation', status: 'sent', textBody: 'Siehe https://planer.test/berlin' },
    ]);
  });

  it('two workers deliver 300 mails through a real SMTP server, each exactly once', DATABASE_DECIDES, async () => {
    await queue(300);
    // Each worker with its own connections to the SMTP server, as in two processes.
    const options = () => ({ transport: smtpTransport(smtp.url), from: 'test@planer.test', retry, batchSize: 10, pollMs: 20 });
    const workers = [startJobs([outboxDeliveryJob(handle.db, options())]), startJobs([outboxDeliveryJob(handle.db, options())])];
    const deadline = performance.now() + 30_000;
    while (smtp.received.length < 300 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(smtp.received).toHaveLength(300);
    expect([...receivedPerRecipient().values()].every((n) => n === 1)).toBe(true);
    expect(receivedPerRecipient().size).toBe(300);
    const [{ sent }] = await handle.db.select({ sent: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(sent).toBe(300);
  });

  it('drains a backlog in one run while full batches come back; a stopping runner ends it after the current batch', async () => {
    await queue(25);
    const transport = smtpTransport(smtp.url);
    const options = { from: 'test@planer.test', retry, batchSize: 10, pollMs: 60_000 };
    const stopping = new AbortController();
    const stopsDuringFirstBatch: MailTransport = {
      async send(mail, from, files) {
        stopping.abort();
        await transport.send(mail, from, files);
      },
    };
    await outboxDeliveryJob(handle.db, { ...options, transport: stopsDuringFirstBatch }).run(stopping.signal);
    expect(smtp.received).toHaveLength(10);
    await outboxDeliveryJob(handle.db, { ...options, transport }).run(new AbortController().signal);
    expect(smtp.received).toHaveLength(25);
  });

  it('delivers nothing without SMTP_URL: the mails stay queued and the start says so', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(outboxJob(handle.db, parseConfig({}))).toBeUndefined();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL is not set'));
    warned.mockRestore();
    const settings = parseConfig({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '1234' });
    expect(outboxJob(handle.db, settings)).toMatchObject({ name: OUTBOX_JOB, schedule: 1234, runAtStart: true });
  });

  it('sends a letter as text and HTML with the same words; once sent, a mail with a secret link keeps neither', async () => {
    const letter = letterBodies({ greeting: 'Guten Tag Frau Vogel,', paragraphs: ['Ihr Termin: https://planer.test/termin/geheim-456'], closing: { words: 'Herzliche Grüße', sender: ['Katrin Vogel'] } });
    await queueMail(handle.db, { kind: 'call-booked', recipient: 'erika@nordlicht.test', subject: 'Telefonat', ...letter, secretLink: true });
    await deliverDueMails(handle.db, { transport: smtpTransport(smtp.url), from: 'test@planer.test', retry });
    const parsed = await simpleParser(smtp.received[0].raw);
    expect(parsed.text?.trim()).toBe(letter.textBody);
    expect(parsed.html).toContain('Guten Tag Frau Vogel,');
    expect(parsed.html).toContain('<strong>Katrin Vogel</strong>');
    expect(parsed.html).toContain('href="https://planer.test/termin/geheim-456"');
    expect(await handle.db.select({ textBody: mailOutbox.textBody, htmlBody: mailOutbox.htmlBody }).from(mailOutbox)).toEqual([{ textBody: SECRET_LINK_BODY, htmlBody: null }]);
  });

  it('sends a queued attachment with its mail, then deletes the stored file', async () => {
    const pdf = Buffer.from('%PDF-1.7 Angebot für „Müller & Söhne“');
    await queueMail(handle.db, { kind: 'offer', recipient: 'kunde@planer.test', subject: 'Angebot', textBody: 'Anbei', attachments: [{ filename: 'Angebot.pdf', contentType: 'application/pdf', content: pdf }] });
    expect(await handle.db.select({ n: count() }).from(mailAttachments)).toEqual([{ n: 1 }]);
    await deliverDueMails(handle.db, { transport: smtpTransport(smtp.url), from: 'test@planer.test', retry });
    const parsed = await simpleParser(smtp.received[0].raw);
    expect(parsed.attachments.map((file) => [file.filename, file.contentType, file.content.equals(pdf)])).toEqual([['Angebot.pdf', 'application/pdf', true]]);
    expect(await handle.db.select({ n: count() }).from(mailAttachments)).toEqual([{ n: 0 }]);
  });

  it('leaves a mail whose lease ran out during a slow batch to the worker that took it over', async () => {
    const ids = (await queue(3)).map((row) => row.id);
    const fast = smtpTransport(smtp.url);
    let takenOver = false;
    const slow: MailTransport = {
      async send(mail, from, files) {
        if (!takenOver) {
          takenOver = true;
          // This batch is slow: the leases of the mails still waiting in it run out, and another worker claims them.
          await handle.db.execute(sql`update ${mailOutbox} set locked_until = now() - interval '1 second' where ${inArray(mailOutbox.id, ids.slice(1))}`);
          expect(await deliverDueMails(handle.db, { transport: fast, from, retry })).toBe(2);
        }
        await fast.send(mail, from, files);
      },
    };
    expect(await deliverDueMails(handle.db, { transport: slow, from: 'test@planer.test', retry })).toBe(1);
    expect(smtp.received).toHaveLength(3);
    expect([...receivedPerRecipient().values()]).toEqual([1, 1, 1]);
  });
});
