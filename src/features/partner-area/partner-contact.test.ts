import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { adBookings, mailOutbox, pendingChanges, user, venueAds } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { formData } from '@/test/server-actions';

// The operator signed in is whoever `signedIn` names.
let signedIn: { id: string; email: string; role: string; isAdmin: boolean; isPartner: boolean } | null = null;
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => signedIn, currentUser: async () => signedIn }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, updateTag: () => undefined }));

const { savePartnerContactAction } = await import('./actions');
const { dashboardOfPartner } = await import('./dashboard');
const { submitAdChange } = await import('./change-queries');
const { decideChange } = await import('./review');
const { CONTACT_TEXTS, PARTNER_TEXTS } = await import('./texts');

const EMPTY = { values: { salutation: '', name: '' }, errors: {} };

describeEachDatabase('how the partner area addresses the operator', (database) => {
  const handle = appDatabaseFor(database);
  let partnerId = '';

  beforeEach(async () => {
    await handle.db.delete(user);
    partnerId = crypto.randomUUID();
    await handle.db.insert(user).values({ id: partnerId, name: 'Jana Hansen', email: 'jana@speicher.test', emailVerified: true, role: 'partner' });
    signedIn = { id: partnerId, email: 'jana@speicher.test', role: 'partner', isAdmin: false, isPartner: true };
  });

  const account = async () => (await handle.db.select({ name: user.name, salutation: user.salutation }).from(user).where(eq(user.id, partnerId)))[0];

  it('keeps the salutation through a refused post, saves it with the name, and the dashboard shows both', async () => {
    const refused = await savePartnerContactAction(EMPTY, formData({ salutation: 'frau', name: '   ' }));
    expect(refused).toEqual({ values: { salutation: 'frau', name: '   ' }, errors: { name: CONTACT_TEXTS.nameRequired }, message: PARTNER_TEXTS.invalid });
    const odd = await savePartnerContactAction(EMPTY, formData({ salutation: 'Divers', name: 'Jana Hansen' }));
    expect([odd.errors, odd.values.salutation]).toEqual([{ salutation: 'Bitte wählen Sie „Frau“, „Herr“ oder „keine Angabe“.' }, 'Divers']);
    expect(await account()).toEqual({ name: 'Jana Hansen', salutation: null });

    expect(await savePartnerContactAction(EMPTY, formData({ salutation: 'frau', name: ' Jana  Hansen ' }))).toEqual({ values: { salutation: 'frau', name: 'Jana Hansen' }, errors: {}, saved: true });
    expect(await account()).toEqual({ name: 'Jana Hansen', salutation: 'frau' });
    expect((await dashboardOfPartner(handle.db, partnerId, '2026-11-25')).contact).toEqual({ name: 'Jana Hansen', salutation: 'frau' });
    // „keine Angabe“ takes it back.
    expect((await savePartnerContactAction(EMPTY, formData({ salutation: '', name: 'Jana Hansen' }))).saved).toBe(true);
    expect(await account()).toEqual({ name: 'Jana Hansen', salutation: null });
  });

  it('changes nothing for a visitor who is not signed in as an operator', async () => {
    signedIn = null;
    expect(await savePartnerContactAction(EMPTY, formData({ salutation: 'herr', name: 'Fremder' }))).toMatchObject({ values: { salutation: 'herr', name: 'Fremder' }, message: PARTNER_TEXTS.signInRequired });
    signedIn = { id: partnerId, email: 'jana@speicher.test', role: 'admin', isAdmin: true, isPartner: false };
    expect((await savePartnerContactAction(EMPTY, formData({ salutation: 'herr', name: 'Fremder' }))).message).toBe(PARTNER_TEXTS.signInRequired);
    expect(await account()).toEqual({ name: 'Jana Hansen', salutation: null });
  });

  it('greets with what the operator chose in the team’s next decision', async () => {
    await savePartnerContactAction(EMPTY, formData({ salutation: 'frau', name: 'Jana Hansen' }));
    const [ad] = await handle.db
      .insert(venueAds)
      .values({ cityId: 'bonn', venueName: 'Speicher', description: 'Alt.', active: true, featured: false, liveSystem: true })
      .returning({ id: venueAds.id });
    await handle.db.insert(adBookings).values({
      cityId: 'bonn',
      firstMonth: '2027-10-01',
      lastMonth: '2027-12-01',
      status: 'approved',
      venueName: 'Speicher',
      description: 'Alt.',
      contactName: 'Jana Hansen',
      email: 'jana@speicher.test',
      phone: '0228 1',
      billing: { company: 'Speicher GmbH', street: 'Weg 1', postalCode: '53111', city: 'Bonn', country: 'DE' },
      netCents: 14900,
      confirmBy: new Date('2026-11-25T10:00:00Z'),
      partnerId,
      adId: ad.id,
    });
    expect(await submitAdChange(handle.db, partnerId, ad.id, { description: 'Neu.', imageUrl: null, imageId: null, websiteUrl: null })).toBe('began');
    const [change] = await handle.db.select({ id: pendingChanges.id }).from(pendingChanges);
    const sender = { name: 'Mareike Lorenz', jobTitle: 'Partnerbetreuung', phone: '030 609 88 41 30' };
    await decideChange(handle.db, { changeId: change.id, decision: { approve: true }, siteUrl: 'https://www.planer.test', signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test', sender });
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'ad-change-approved'));
    expect([mail.textBody.split('\n')[0], mail.replyTo]).toEqual(['Guten Tag Frau Hansen,', 'team@planer.test']);
    expect(mail.textBody).toContain('Mit freundlichen Grüßen\nMareike Lorenz\nPartnerbetreuung\nTelefon: 030 609 88 41 30\n\n--\nFestwerk GmbH');
  });
});
