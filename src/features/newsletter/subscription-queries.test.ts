import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '@/db/schema';
import { databaseNow } from '@/test/clock';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { parseSubscriberFilter } from './admin-filter';
import { listSubscribers, subscriberCounts, subscribersCsvStream } from './admin-queries';
import { hashToken } from './rules';
import { confirmLinkState, confirmSubscription, eraseSubscriber, pruneNewsletter, subscribe, subscriptionByUnsubscribeToken, unsubscribe } from './subscription-queries';
import { CONSENT_TEXT } from './texts';

const SIGNATURE = ['--', 'Muster Eventplanung GmbH'];
const T0 = new Date('2026-11-23T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describeEachDatabase('newsletter double opt-in', (database) => {
  const handle = freshDatabaseEach(database);

  const signUp = (email: string, now = T0) => subscribe(handle.db, email, CONSENT_TEXT, SIGNATURE, now);
  const rowOf = async (email: string) => (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
  /** The token of the link to `path` in the newest mail to `email`. */
  const tokenIn = async (email: string, path: string) => {
    const mails = await mailsTo(email);
    const link = mails[mails.length - 1].textBody.match(new RegExp(`http\\S+${path}\\?token=\\S+`))![0];
    return new URL(link).searchParams.get('token')!;
  };
  const confirmed = async (email: string) => {
    await signUp(email);
    expect(await confirmSubscription(handle.db, await tokenIn(email, '/newsletter/bestaetigen'), SIGNATURE, later(5))).toBe('valid');
  };

  it('a sign-up stores a pending row with the consent and queues exactly one confirmation mail; a repeat at once sends nothing', DATABASE_DECIDES, async () => {
    expect(await signUp('anna@firma.de')).toBe('new');
    const row = await rowOf('anna@firma.de');
    expect(row).toMatchObject({ status: 'pending', consentText: CONSENT_TEXT, requestedAt: T0, confirmationSentAt: T0, confirmationMails: 1, confirmedAt: null });
    const [mail, ...more] = await mailsTo('anna@firma.de');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', status: 'pending' });
    // Only the hash of the link's token is stored.
    const token = await tokenIn('anna@firma.de', '/newsletter/bestaetigen');
    expect(row.confirmTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await signUp('anna@firma.de', later(1))).toBe('none');
    expect(await mailsTo('anna@firma.de')).toHaveLength(1);
    expect(await rowOf('anna@firma.de')).toEqual(row);
  });

  it('repeated sign-ups: one more mail after 10 minutes (the old link stops working), three at most, none once confirmed', async () => {
    await signUp('bernd@firma.de');
    const first = await tokenIn('bernd@firma.de', '/newsletter/bestaetigen');
    expect(await signUp('bernd@firma.de', later(10))).toBe('resend');
    expect(await confirmLinkState(handle.db, first, later(11))).toEqual({ kind: 'invalid' });
    expect(await signUp('bernd@firma.de', later(15))).toBe('none');
    expect(await signUp('bernd@firma.de', later(20))).toBe('resend');
    expect(await signUp('bernd@firma.de', later(40))).toBe('none');
    expect(await mailsTo('bernd@firma.de')).toHaveLength(3);
    expect(await rowOf('bernd@firma.de')).toMatchObject({ confirmationMails: 3, requestedAt: later(20) });

    await confirmed('clara@firma.de');
    const before = await mailsTo('clara@firma.de');
    expect(await signUp('clara@firma.de', later(60))).toBe('none');
    expect(await mailsTo('clara@firma.de')).toEqual(before);
    expect((await rowOf('clara@firma.de')).status).toBe('confirmed');
  });

  it('two simultaneous sign-ups of a new address make one row and one mail', DATABASE_DECIDES, async () => {
    const plans = await Promise.all([signUp('dora@firma.de'), signUp('dora@firma.de')]);
    expect(plans.sort()).toEqual(['new', 'none']);
    expect(await mailsTo('dora@firma.de')).toHaveLength(1);
  });

  it('confirming sets the state, clears the token and queues the welcome mail with List-Unsubscribe; twice is harmless', async () => {
    await signUp('emil@firma.de');
    const token = await tokenIn('emil@firma.de', '/newsletter/bestaetigen');
    expect(await confirmLinkState(handle.db, token, later(1))).toEqual({ kind: 'valid', email: 'emil@firma.de' });
    expect(await confirmSubscription(handle.db, token, SIGNATURE, later(2))).toBe('valid');
    const row = await rowOf('emil@firma.de');
    expect(row).toMatchObject({ status: 'confirmed', confirmedAt: later(2), confirmTokenHash: null });
    const welcome = (await mailsTo('emil@firma.de'))[1];
    const unsubscribeUrl = `http://localhost:3000/newsletter/abmelden?token=${row.unsubscribeToken}`;
    expect(welcome).toMatchObject({ kind: 'newsletter-welcome', headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect(welcome.textBody).toContain(unsubscribeUrl);

    expect(await confirmSubscription(handle.db, token, SIGNATURE, later(3))).toBe('invalid');
    expect(await confirmLinkState(handle.db, token)).toEqual({ kind: 'invalid' });
    expect(await rowOf('emil@firma.de')).toEqual(row);
    expect(await mailsTo('emil@firma.de')).toHaveLength(2);
  });

  it('a bad or expired link changes nothing', async () => {
    await signUp('fritz@firma.de');
    const token = await tokenIn('fritz@firma.de', '/newsletter/bestaetigen');
    const before = await rowOf('fritz@firma.de');
    for (const bad of ['', 'kein-token', token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
      expect(await confirmSubscription(handle.db, bad, SIGNATURE, later(1)), bad).toBe('invalid');
      expect(await unsubscribe(handle.db, bad), bad).toBe('invalid');
    }
    expect(await confirmLinkState(handle.db, token, later(48 * 60))).toEqual({ kind: 'expired' });
    expect(await confirmSubscription(handle.db, token, SIGNATURE, later(48 * 60))).toBe('expired');
    expect(await rowOf('fritz@firma.de')).toEqual(before);
    expect(await mailsTo('fritz@firma.de')).toHaveLength(1);
  });

  it('unsubscribes by the token of the mail; a new sign-up afterwards starts a new double opt-in', async () => {
    await confirmed('greta@firma.de');
    const token = (await rowOf('greta@firma.de')).unsubscribeToken;
    expect(await subscriptionByUnsubscribeToken(handle.db, token)).toEqual({ email: 'greta@firma.de', status: 'confirmed' });
    expect(await unsubscribe(handle.db, token, later(30))).toBe('unsubscribed');
    expect(await rowOf('greta@firma.de')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: later(30), confirmedAt: later(5) });
    expect(await unsubscribe(handle.db, token, later(31))).toBe('already');
    expect((await rowOf('greta@firma.de')).unsubscribedAt).toEqual(later(30));

    expect(await signUp('greta@firma.de', later(60))).toBe('restart');
    expect(await rowOf('greta@firma.de')).toMatchObject({ status: 'pending', requestedAt: later(60), confirmationMails: 1, confirmedAt: null, unsubscribedAt: null, unsubscribeToken: token });
    expect((await mailsTo('greta@firma.de')).map((mail) => mail.kind)).toEqual(['newsletter-confirmation', 'newsletter-welcome', 'newsletter-confirmation']);
    expect(await confirmSubscription(handle.db, await tokenIn('greta@firma.de', '/newsletter/bestaetigen'), SIGNATURE, later(61))).toBe('valid');
    expect((await rowOf('greta@firma.de')).status).toBe('confirmed');
  });

  it('the daily prune deletes pending sign-ups past 48 hours with their mails, and nothing else that is current', async () => {
    const ago = (email: string, column: 'requested_at' | 'unsubscribed_at', interval: string) =>
      handle.db.execute(sql`update newsletter_subscribers set ${sql.raw(column)} = now() - ${interval}::interval where email = ${email}`);
    await signUp('alt@firma.de');
    await signUp('frisch@firma.de');
    await confirmed('treu@firma.de');
    await confirmed('weg@firma.de');
    await unsubscribe(handle.db, (await rowOf('weg@firma.de')).unsubscribeToken);
    await confirmed('lange-weg@firma.de');
    await unsubscribe(handle.db, (await rowOf('lange-weg@firma.de')).unsubscribeToken);
    await ago('alt@firma.de', 'requested_at', '49 hours');
    await ago('frisch@firma.de', 'requested_at', '47 hours');
    await ago('treu@firma.de', 'requested_at', '400 days');
    await ago('lange-weg@firma.de', 'unsubscribed_at', '3 years 1 day');
    await handle.db.execute(sql`update mail_outbox set created_at = now() - interval '31 days' where recipient = 'treu@firma.de' and kind = 'newsletter-confirmation'`);
    // Signed up just now: the prune measures against the database's clock, not T0.
    await signUp('bestellt@firma.de', await databaseNow(handle.db));
    await handle.db.insert(mailOutbox).values({ kind: 'request-confirmation', recipient: 'alt@firma.de', subject: 'Anfrage', textBody: 'bleibt' });

    expect(await pruneNewsletter(handle.db)).toEqual({ expiredSignups: 1, lapsedUnsubscribes: 1, newsletterMails: 4 });
    const left = await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).orderBy(newsletterSubscribers.email);
    expect(left.map((row) => row.email)).toEqual(['bestellt@firma.de', 'frisch@firma.de', 'treu@firma.de', 'weg@firma.de']);
    expect((await mailsTo('alt@firma.de')).map((mail) => mail.kind)).toEqual(['request-confirmation']);
    expect((await mailsTo('treu@firma.de')).map((mail) => mail.kind)).toEqual(['newsletter-welcome']);
    expect(await mailsTo('lange-weg@firma.de')).toEqual([]);
    expect(await mailsTo('frisch@firma.de')).toHaveLength(1);
  });

  it('the admin lists and counts by state, exports CSV and erases an address with its mails', async () => {
    await signUp('offen@firma.de');
    await confirmed('dabei@firma.de');
    await confirmed('raus@firma.de');
    await unsubscribe(handle.db, (await rowOf('raus@firma.de')).unsubscribeToken);
    expect(await subscriberCounts(handle.db)).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    const confirmedList = await listSubscribers(handle.db, parseSubscriberFilter({ status: 'confirmed' }));
    expect(confirmedList).toMatchObject({ total: 1, pageCount: 1, rows: [{ email: 'dabei@firma.de' }] });
    expect((await listSubscribers(handle.db, parseSubscriberFilter({}))).total).toBe(3);

    const csv = await new Response(subscribersCsvStream(handle.db, new URLSearchParams())).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email;State;Requested;Confirmation mails;Confirmed;Unsubscribed;Consent text');
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 2).join(';'))).toEqual(['dabei@firma.de;Confirmed', 'offen@firma.de;Pending', 'raus@firma.de;Unsubscribed']);
    const pendingOnly = await new Response(subscribersCsvStream(handle.db, new URLSearchParams('status=pending'))).text();
    expect(pendingOnly.trimEnd().split('\r\n')).toHaveLength(2);

    expect(await eraseSubscriber(handle.db, (await rowOf('raus@firma.de')).id)).toBe(true);
    expect(await rowOf('raus@firma.de')).toBeUndefined();
    expect(await mailsTo('raus@firma.de')).toEqual([]);
    expect(await eraseSubscriber(handle.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await subscriberCounts(handle.db)).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 });
  });
});
