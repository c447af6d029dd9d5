import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { adBookings, mailOutbox, pendingChanges, user, venueAdClicks, venueAds } from '@/db/schema';
import { newPasswordToken } from '@/features/auth/partner-queries';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { appDatabaseFor, DATABASE_DECIDES, describeEachDatabase } from '@/test/databases';
import { berlinDay } from '@/lib/time';

vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined }) }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined }));

const SITE = 'http://localhost:3000';
const { getAuth } = await import('@/features/auth/server');
const { EMPTY_BOOKING_FORM } = await import('@/features/bookings/form-schema');
const { confirmFromLink, submitBooking } = await import('@/features/bookings/public-service');
const { approveBooking } = await import('@/features/bookings/review');
const { dashboardOfPartner } = await import('./dashboard');
const { visibleText } = await import('./texts');
const { adOfPartner, invoiceOfPartner } = await import('./queries');
const { submitAdChange } = await import('./change-queries');
const { submitAdForReview } = await import('./public-service');
const { decideChange } = await import('./review');

const NOW = new Date('2026-11-25T10:00:00Z');
const TEAM = { siteUrl: SITE, teamAddress: 'team@planer.test' };
/** The admin who decides: signs the operator's mails by name; replies go to the team's address. */
const DECIDING = { signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test', sender: { name: 'Mareike Lorenz', jobTitle: 'Partnerbetreuung', phone: '030 609 88 41 30' } };
const SIGNED = 'Mit freundlichen Grüßen\nMareike Lorenz\nPartnerbetreuung\nTelefon: 030 609 88 41 30\n\n--\nFestwerk GmbH';
const form = { ...EMPTY_BOOKING_FORM, stadt: 'koeln', start: '2027-10', venueName: 'Brauhaus am Dom', description: 'Kölsch und Sauerbraten.', websiteUrl: 'https://brauhaus.test', salutation: 'herr', contactName: 'Jupp Schmitz', phone: '0221 123456', company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', town: 'Köln', terms: 'on' };

async function auth(endpoint: string, body: Record<string, string>) {
  const response = await (await getAuth()).handler(
    new Request(`${SITE}/api/auth/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, 'x-wf-client-address': '198.51.100.77' }, body: JSON.stringify(body) }),
  );
  return response.status;
}

describeEachDatabase('the partner area', (database) => {
  const handle = appDatabaseFor(database);

  /** A booking sent, confirmed through its mailed link and approved; the operator's account id and the link's password token. */
  async function approvedBooking(email: string, stadt = 'koeln', { start = form.start, approvedAt = NOW } = {}) {
    const sent = await submitBooking(handle.db, { ...form, email, stadt, start }, { now: NOW, clientNetwork: `Netz von ${email}`, siteUrl: SITE, signature: [], teamAddress: 'team@planer.test' });
    if (!sent.sent) throw new Error(JSON.stringify(sent.errors));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const confirmed = await confirmFromLink(handle.db, /token=([\w-]{43})/.exec(mail.textBody)![1], NOW, TEAM);
    if (confirmed.kind !== 'confirmed') throw new Error(confirmed.kind);
    const [account] = await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [row] = await handle.db.select({ id: adBookings.id }).from(adBookings).where(eq(adBookings.email, email));
    const approved = await approveBooking(handle.db, { bookingId: row.id, seller: sampleInvoice().seller, today: berlinDay(approvedAt), now: approvedAt, siteUrl: SITE, byEmail: 'team@planer.test', ...DECIDING });
    if (approved.kind !== 'approved') throw new Error(approved.kind);
    return { partnerId: account.id, passwordToken: confirmed.passwordToken!, adId: approved.adId };
  }

  it('sets the password through the confirmation link with Better Auth, then signs in as a partner', async () => {
    const { partnerId } = await approvedBooking('jupp@brauhaus.test');
    // Better Auth checks a link's expiry against the clock, not against the test's fixed day: a link made now.
    const passwordToken = await newPasswordToken(handle.db, partnerId);
    expect(await auth('sign-in/email', { email: 'jupp@brauhaus.test', password: 'irgendwas1' })).toBe(401);
    expect(await auth('reset-password', { newPassword: 'Kölsch-2027', token: passwordToken })).toBe(200);
    expect(await auth('reset-password', { newPassword: 'nochmal-2027', token: passwordToken })).toBe(400);
    expect(await auth('sign-in/email', { email: 'jupp@brauhaus.test', password: 'Kölsch-2027' })).toBe(200);
    expect((await handle.db.select({ role: user.role }).from(user).where(eq(user.email, 'jupp@brauhaus.test')))[0].role).toBe('partner');
    // A forgotten password: the link comes in German and leads back to the partner area's password page.
    expect(await auth('request-password-reset', { email: 'jupp@brauhaus.test', redirectTo: '/partner/passwort' })).toBe(200);
    await vi.waitFor(async () => expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'))).toHaveLength(1));
    const [reset] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    expect(reset.subject).toBe('Neues Passwort für Ihren Partnerbereich – Weihnachtsfeier-Planer');
    expect(reset.textBody).toMatch(/\/api\/auth\/reset-password\/[\w-]+\?callbackURL=%2Fpartner%2Fpasswort/);
    expect([reset.textBody.split('\n')[0], reset.replyTo]).toEqual(['Guten Tag Herr Schmitz,', 'team@localhost.localdomain']);
  });

  it("shows the operator's bookings, ads with clicks per day and invoices, and nothing of another operator's", async () => {
    const own = await approvedBooking('wirt@kneipe.test');
    const other = await approvedBooking('chef@nachbar.test');
    await handle.db.insert(venueAdClicks).values([
      { adId: own.adId, day: '2026-11-24', clicks: 3 },
      { adId: own.adId, day: '2026-11-25', clicks: 2 },
      { adId: own.adId, day: '2026-10-01', clicks: 9 },
      { adId: other.adId, day: '2026-11-25', clicks: 5 },
    ]);
    const overview = await dashboardOfPartner(handle.db, own.partnerId, '2026-11-25');
    expect(overview.bookings.map((booking) => [booking.venueName, booking.status, booking.firstMonth])).toEqual([['Brauhaus am Dom', 'approved', '2027-10-01']]);
    expect(overview.ads).toHaveLength(1);
    expect(overview.ads[0].clicks).toHaveLength(30);
    expect(overview.ads[0].clicks[0]).toEqual({ day: '2026-10-27', clicks: 0 });
    expect(overview.ads[0].clicks.slice(-2)).toEqual([
      { day: '2026-11-24', clicks: 3 },
      { day: '2026-11-25', clicks: 2 },
    ]);
    expect(overview.invoices.map((invoice) => [invoice.type, invoice.grossCents])).toEqual([['invoice', 41293]]);
    expect(await invoiceOfPartner(handle.db, own.partnerId, overview.invoices[0].id)).toBeDefined();
    expect(await invoiceOfPartner(handle.db, other.partnerId, overview.invoices[0].id)).toBeUndefined();
    expect(await adOfPartner(handle.db, own.partnerId, other.adId)).toBeUndefined();
  });

  it('shows an ad approved within its first month as visible from the approval day, priced as invoiced (pro rata)', async () => {
    const own = await approvedBooking('wirt@jetzt.test', 'aachen', { start: '2026-11', approvedAt: new Date('2026-11-27T09:30:00Z') });
    const overview = await dashboardOfPartner(handle.db, own.partnerId, '2026-11-27');
    expect(visibleText(overview.ads[0])).toBe('Sichtbar ab 27. November 2026 bis 31. Dezember 2026.');
    // Booked at 149,00 € + 69,00 € for full months; invoiced 4 of 30 November days (19,87 €) and December.
    expect(overview.bookings.map((booking) => [booking.netCents, booking.priceCents])).toEqual([[21800, 8887]]);
    // Approved before its first month, an ad shows from that month's first day and costs what was booked.
    const later = await approvedBooking('wirt@spaeter.test', 'aachen');
    const laterOverview = await dashboardOfPartner(handle.db, later.partnerId, '2026-11-25');
    expect(visibleText(laterOverview.ads[0])).toBe('Sichtbar ab 1. Oktober 2027 bis 31. Dezember 2027.');
    expect(laterOverview.bookings.map((booking) => booking.priceCents)).toEqual([34700]);
  });

  it('mails the team once when an ad change begins to wait, not for a newer one that replaces it, nor for another operator’s post', DATABASE_DECIDES, async () => {
    const own = await approvedBooking('wirt@kegelbahn.test', 'leipzig');
    const operator = { id: own.partnerId, name: 'Jupp Schmitz', email: 'wirt@kegelbahn.test' };
    const submit = (description: string, by = operator) =>
      submitAdForReview(handle.db, { operator: by, ad: { id: own.adId, venueName: 'Brauhaus am Dom', cityId: 'leipzig' }, change: { description, imageUrl: null, imageId: null, websiteUrl: null } }, TEAM);
    expect(await submit('Fremd.', { ...operator, id: 'someone-else' })).toBe('not-theirs');
    // Two posts at once: the ad's row is locked, so one begins the wait and the other replaces it.
    expect((await Promise.all([submit('Jetzt mit Kegelbahn.'), submit('Jetzt mit Kegelbahn!')])).sort()).toEqual(['began', 'replaced']);
    expect(await submit('Jetzt mit zwei Kegelbahnen.')).toBe('replaced');
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'ad-review-waiting'));
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.replyTo, mail.subject])).toEqual([['ad-review-waiting', 'team@planer.test', 'wirt@kegelbahn.test', 'Anzeigenänderung zu prüfen: Brauhaus am Dom – Leipzig']]);
    expect(mails[0].textBody).toContain('Jupp Schmitz (wirt@kegelbahn.test) hat eine Änderung der Anzeige „Brauhaus am Dom“ (Leipzig) eingereicht.');
    await handle.db.delete(pendingChanges).where(eq(pendingChanges.adId, own.adId));
  });

  it('keeps the approved ad live while a change waits, and applies it only when the team approves', async () => {
    const own = await approvedBooking('neu@brauerei.test', 'bonn');
    const stranger = await approvedBooking('fremd@brauerei.test', 'bonn');
    const change = { description: 'Jetzt mit Kegelbahn.', imageUrl: null, imageId: null, websiteUrl: 'https://brauerei.test/feiern' };
    expect(await submitAdChange(handle.db, stranger.partnerId, own.adId, change)).toBe('not-theirs');
    expect(await submitAdChange(handle.db, own.partnerId, own.adId, change)).toBe('began');
    const live = async () => (await handle.db.select().from(venueAds).where(eq(venueAds.id, own.adId)))[0];
    const waitingId = async () => (await handle.db.select({ id: pendingChanges.id }).from(pendingChanges))[0]?.id;
    const decide = (changeId: string, decision: Parameters<typeof decideChange>[1]['decision']) => decideChange(handle.db, { changeId, decision, siteUrl: SITE, ...DECIDING });
    const mailsTo = (email: string, kind: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).then((mails) => mails.filter((mail) => mail.kind === kind));
    expect(await live()).toMatchObject({ description: 'Kölsch und Sauerbraten.', websiteUrl: 'https://brauhaus.test' });
    expect((await adOfPartner(handle.db, own.partnerId, own.adId))?.editPending).toBe(true);
    const first = await waitingId();
    expect(await decide(first, { approve: false, reason: 'Bitte ohne Preise.' })).toEqual({ kind: 'ad', cityId: 'bonn' });
    expect(await live()).toMatchObject({ description: 'Kölsch und Sauerbraten.' });
    expect(await handle.db.select().from(pendingChanges)).toEqual([]);
    const [rejected] = await mailsTo('neu@brauerei.test', 'ad-change-rejected');
    expect(rejected.subject).toBe('Ihre Änderung der Anzeige für Bonn');
    expect(rejected.textBody).toContain('wir können Ihre Änderung der Anzeige „Brauhaus am Dom“ in Bonn leider nicht freigeben. Die bisherige Fassung bleibt online.');
    expect(rejected.textBody).toContain('Unsere Begründung:\nBitte ohne Preise.\n');
    // The partner account took the booking's contact: greeted by salutation and surname, signed by the admin who decided, answerable to the team.
    expect([rejected.textBody.split('\n')[0], rejected.replyTo]).toEqual(['Guten Tag Herr Schmitz,', 'team@planer.test']);
    expect(rejected.textBody).toContain(SIGNED);
    expect(await decide(first, { approve: true })).toBeUndefined();
    await submitAdChange(handle.db, own.partnerId, own.adId, change);
    expect(await decide(await waitingId(), { approve: true })).toEqual({ kind: 'ad', cityId: 'bonn' });
    expect(await live()).toMatchObject({ description: 'Jetzt mit Kegelbahn.', websiteUrl: 'https://brauerei.test/feiern' });
    const [approved, ...more] = await mailsTo('neu@brauerei.test', 'ad-change-approved');
    expect(more).toEqual([]);
    expect(approved.subject).toBe('Ihre Änderung ist online – Bonn');
    expect(approved.textBody).toContain('wir haben Ihre Änderung der Anzeige „Brauhaus am Dom“ in Bonn freigegeben. Die neue Fassung ist ab sofort zu sehen.');
    expect([approved.textBody.split('\n')[0], approved.replyTo]).toEqual(['Guten Tag Herr Schmitz,', 'team@planer.test']);
    expect(approved.textBody).toContain(SIGNED);
    expect((await adOfPartner(handle.db, own.partnerId, own.adId))?.editPending).toBe(false);
  });
});
