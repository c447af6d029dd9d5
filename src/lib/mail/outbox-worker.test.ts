import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import { describeEachDatabase } from '@/test/databases';
import { TestSmtpServer } from '@/test/smtp';
import { deliverDueMails, type MailTransport, runOutboxWorker, smtpTransport } from './outbox-worker';

const retry = { baseDelayMs: 50, maxDelayMs: 200, maxAttempts: 5 };

describeEachDatabase('outbox with several workers', (database) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    handle = await database.open();
    smtp = await new TestSmtpServer().start();
  });
  afterEach(async () => {
    await smtp.stop();
    await handle.close();
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

  it('two workers deliver 300 mails through a real SMTP server, each exactly once', async () => {
    await queue(300);
    // Each worker with its own connections to the SMTP server, as in two processes.
    const options = () => ({ transport: smtpTransport(smtp.url), from: 'test@planer.test', retry, batchSize: 10, pollMs: 20 });
    const workers = [runOutboxWorker(handle.db, options()), runOutboxWorker(handle.db, options())];
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < 300 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(smtp.received).toHaveLength(300);
    expect([...receivedPerRecipient().values()].every((n) => n === 1)).toBe(true);
    expect(receivedPerRecipient().size).toBe(300);
    const [{ sent }] = await handle.db.select({ sent: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(sent).toBe(300);
  });

  it('leaves a mail whose lease ran out during a slow batch to the worker that took it over', async () => {
    const ids = (await queue(3)).map((row) => row.id);
    const fast = smtpTransport(smtp.url);
    let takenOver = false;
    const slow: MailTransport = {
      async send(mail, from) {
        if (!takenOver) {
          takenOver = true;
          // This batch is slow: the leases of the mails still waiting in it run out, and another worker claims them.
          await handle.db.execute(sql`update ${mailOutbox} set locked_until = now() - interval '1 second' where ${inArray(mailOutbox.id, ids.slice(1))}`);
          expect(await deliverDueMails(handle.db, { transport: fast, from, retry })).toBe(2);
        }
        await fast.send(mail, from);
      },
    };
    expect(await deliverDueMails(handle.db, { transport: slow, from: 'test@planer.test', retry })).toBe(1);
    expect(smtp.received).toHaveLength(3);
    expect([...receivedPerRecipient().values()]).toEqual([1, 1, 1]);
  });
});
