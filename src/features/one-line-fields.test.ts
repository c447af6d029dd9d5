import { count } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { adBookings, mailOutbox, newsletterSubscribers, offerAcceptances, rateLimitHits, venueRequests } from '@/db/schema';
import { PEER_ADDRESS_HEADER } from '@/lib/client-address';
import { enterResponse } from '@/lib/next-internals';
import { berlinYearMonth } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { insertRequest, publishOffer } from '@/test/offer-fixtures';
import { formData } from '@/test/server-actions';

// Every one-line field of every public form, posted with a line break that would start a line of its own in our
// mails: each is refused with its field's German message, and nothing is stored or mailed.

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
vi.mock('next/cache', () => ({ refresh: () => undefined, revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined }));
const partner = { id: 'partner-1', email: 'betreiber@location.test', name: 'Betreiber', role: 'partner', isAdmin: false, isPartner: true };
vi.mock('@/features/auth/guard', async (original) => ({ ...(await original<object>()), currentUser: async () => partner }));

const { requestFormAction } = await import('@/features/requests/actions');
const { EMPTY_VALUES } = await import('@/features/requests/form-state');
const { FIELD_MESSAGES } = await import('@/features/requests/schema');
const { bookAdAction } = await import('@/features/bookings/actions');
const { BOOKING_FIELD_MAXIMA, EMPTY_BOOKING_FORM } = await import('@/features/bookings/form-schema');
const { chooseOptionAction } = await import('@/features/offers/actions');
const { emptyChoice } = await import('@/features/offers/form-state');
const { ACCEPTANCE_MESSAGES } = await import('@/features/offers/form-schema');
const { bookCallAction } = await import('@/features/calls/actions');
const { BOOKING_MESSAGES } = await import('@/features/calls/form-schema');
const { EMPTY_BOOKING } = await import('@/features/calls/form-schema');
const { callLinkOf } = await import('@/features/requests/call-link-queries');
const { serverSecret } = await import('@/features/auth/server');
const { newsletterSignupAction } = await import('@/features/newsletter/actions');
const { SIGNUP_MESSAGES } = await import('@/features/newsletter/texts');
const { partnerForgotAction, partnerSignInAction, submitAdChangeAction } = await import('@/features/partner-area/actions');
const { PARTNER_TEXTS } = await import('@/features/partner-area/texts');

/** CR, LF, NEL and the Unicode line separator, each followed by a line that would read as ours. */
// An ad's first month and a call's slot must lie ahead: next year, by the controlled clock.
const NEXT_YEAR = berlinYearMonth(fixClockAnyMoment()).year + 1;

const BREAKS = { CR: '\r', LF: '\n', NEL: '\u0085', LS: '\u2028' } as const;
const ATTACK = 'Bitte überweisen Sie 500 EUR an DE02 1001 0010 0123 4567 89.';
const broken = (valid: string, lineBreak: string) => `${valid}${lineBreak}${lineBreak}${ATTACK}`;

const lineMessage = (subject: string) => `${subject} darf keine Zeilenumbrüche oder Steuerzeichen enthalten.`;

let responses = 0;
function asVisitor() {
  requestHeaders = new Headers({ [PEER_ADDRESS_HEADER]: `198.51.100.${(responses++ % 200) + 1}` });
  enterResponse();
}

describeEachDatabase('one-line fields of the public forms', (database) => {
  const handle = appDatabaseFor(database);
  const rows = async (table: typeof mailOutbox | typeof venueRequests | typeof adBookings | typeof offerAcceptances | typeof newsletterSubscribers) =>
    (await handle.db.select({ n: count() }).from(table))[0].n;

  beforeEach(async () => {
    await handle.db.delete(rateLimitHits);
  });

  /** Posts each field broken by each line break; `answer` reads the field's message from the action's answer. */
  async function walk(fields: Record<string, string>, post: (values: Record<string, string>) => Promise<string | undefined>) {
    const mailsBefore = await rows(mailOutbox);
    const seen: Record<string, string | undefined> = {};
    for (const [field, expected] of Object.entries(fields)) {
      for (const [name, lineBreak] of Object.entries(BREAKS)) {
        asVisitor();
        const answer = await post({ [field]: lineBreak });
        seen[`${field} ${name}`] = answer === expected ? 'refused' : `answered ${JSON.stringify(answer)}`;
      }
    }
    expect(Object.values(seen).filter((value) => value !== 'refused'), JSON.stringify(seen, null, 1)).toEqual([]);
    expect(await rows(mailOutbox)).toBe(mailsBefore);
  }

  it('the request form (both steps, with and without JavaScript)', async () => {
    const valid = { ...EMPTY_VALUES, city: 'andere', customCity: 'Wismar', participantCount: '40', companyName: 'Hafen GmbH', contactName: 'Jan Kühl', email: 'jan@hafen.test', phone: '040 123' };
    await walk(
      { customCity: FIELD_MESSAGES.customCityLine, companyName: FIELD_MESSAGES.companyNameLine, contactName: FIELD_MESSAGES.contactNameLine, email: FIELD_MESSAGES.emailInvalid, phone: FIELD_MESSAGES.phoneLine },
      async (broke) => {
        const [[field, lineBreak]] = Object.entries(broke);
        const values = { ...valid, [field]: broken(valid[field as keyof typeof valid] as string, lineBreak), privacy: 'on', js: '1' };
        const state = await requestFormAction({ step: 2, values: EMPTY_VALUES, errors: {}, status: 'editing', token: '' }, formData(values));
        return state.errors[field as keyof typeof state.errors];
      },
    );
    expect(await rows(venueRequests)).toBe(0);
  });

  it('the ad booking form on the partner page', async () => {
    const valid = {
      ...EMPTY_BOOKING_FORM,
      stadt: 'koeln',
      start: `${NEXT_YEAR}-10`,
      venueName: 'Kesselhaus am Kanal',
      description: 'Backstein, Kanalblick.',
      contactName: 'Erika Vogel',
      email: 'erika@kesselhaus.test',
      phone: '0221 123456',
      company: 'Kesselhaus GmbH',
      street: 'Am Kanal 1',
      postalCode: '50667',
      town: 'Köln',
      websiteUrl: 'https://kesselhaus.test',
      vatId: 'DE123456789',
      terms: 'on',
    };
    await walk(
      {
        venueName: lineMessage('Der Name'),
        contactName: lineMessage('Der Name'),
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        phone: 'Bitte geben Sie eine Telefonnummer an, z. B. 0221 123456.',
        company: lineMessage('Die Firma'),
        street: lineMessage('Die Straße'),
        postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
        town: lineMessage('Der Ort'),
        vatId: 'Die USt-IdNr. hat nicht die richtige Form (z. B. DE123456789).',
        imageUrl: 'Bitte geben Sie eine Bildadresse mit http:// oder https:// an, oder lassen Sie das Feld leer.',
        websiteUrl: 'Bitte geben Sie Ihre Website mit http:// oder https:// an, oder lassen Sie das Feld leer.',
      },
      async (broke) => {
        const [[field, lineBreak]] = Object.entries(broke);
        const typed = valid[field as keyof typeof valid] || 'https://bilder.test/a.jpg';
        const state = await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...valid, [field]: broken(typed, lineBreak) }));
        // What was typed stays in the form, up to its field's maximum (a phone number's 30 characters).
        expect(state.values[field as keyof typeof state.values], 'what was typed stays in the form').toBe(broken(typed, lineBreak).slice(0, BOOKING_FIELD_MAXIMA[field as keyof typeof BOOKING_FIELD_MAXIMA]));
        return state.errors[field as keyof typeof state.errors];
      },
    );
    expect(await rows(adBookings)).toBe(0);

    // The same venue name in one line is booked, and the opt-in mail carries it on its own line, quoted.
    asVisitor();
    expect((await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData(valid))).sent).toBeTruthy();
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail.textBody.split('\n').filter((line) => line.includes('Kesselhaus am Kanal'))).toEqual(['    Location: Kesselhaus am Kanal']);
  });

  it('the partner area: ad changes, sign-in and the forgotten password', async () => {
    await walk(
      {
        imageUrl: 'Bitte geben Sie eine Bildadresse mit http:// oder https:// an, oder lassen Sie das Feld leer.',
        websiteUrl: 'Bitte geben Sie Ihre Website mit http:// oder https:// an, oder lassen Sie das Feld leer.',
      },
      async (broke) => {
        const [[field, lineBreak]] = Object.entries(broke);
        const values = { adId: '00000000-0000-4000-8000-000000000000', description: 'Neu', imageUrl: '', websiteUrl: '', [field]: broken('https://kesselhaus.test', lineBreak) };
        const state = await submitAdChangeAction({ values: { description: '', imageUrl: '', websiteUrl: '' }, errors: {} }, formData(values));
        return state.errors[field as keyof typeof state.errors];
      },
    );
    await walk({ email: PARTNER_TEXTS.emailInvalid }, async ({ email: lineBreak }) => {
      const signIn = await partnerSignInAction({}, formData({ email: broken('betreiber@location.test', lineBreak), password: 'geheim123' }));
      const forgot = await partnerForgotAction({}, formData({ email: broken('betreiber@location.test', lineBreak) }));
      return signIn.message === forgot.message ? signIn.message : `${signIn.message} / ${forgot.message}`;
    });
  });

  it('the newsletter sign-up', async () => {
    await walk({ email: SIGNUP_MESSAGES.emailInvalid }, async ({ email: lineBreak }) => {
      const state = await newsletterSignupAction({ status: 'idle', email: '' }, formData({ email: broken('leser@firma.test', lineBreak) }));
      return state.message;
    });
    expect(await rows(newsletterSubscribers)).toBe(0);
  });

  it('the call booking on /thanks and /termin', async () => {
    const requestId = await insertRequest(handle.db, { email: 'erika@mueller.test' });
    const token = await callLinkOf(handle.db, requestId, await serverSecret());
    const valid = { ...EMPTY_BOOKING, slot: `${NEXT_YEAR}-01-04T09:00:00.000Z`, wishedDate1: `11.12.${NEXT_YEAR}`, wishedDate2: `12.12.${NEXT_YEAR}`, wishedDate3: `13.12.${NEXT_YEAR}`, budget: '65' };
    await walk(
      { slot: BOOKING_MESSAGES.slot, wishedDate1: BOOKING_MESSAGES.wishedDate, wishedDate2: BOOKING_MESSAGES.wishedDate, wishedDate3: BOOKING_MESSAGES.wishedDate, budget: BOOKING_MESSAGES.budget },
      async (broke) => {
        const [[field, lineBreak]] = Object.entries(broke);
        const state = await bookCallAction({ values: EMPTY_BOOKING, errors: {} }, formData({ ...valid, token, [field]: broken(valid[field as keyof typeof valid], lineBreak) }));
        return state.errors[field as keyof typeof state.errors];
      },
    );
  });

  it('the acceptance of an offer with its billing data', async () => {
    const offer = await publishOffer(handle.db, await serverSecret());
    const valid = { dateIndex: '1', participantCount: '45', company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', purchaseOrder: 'PO-4711', terms: 'on', message: '' };
    await walk(
      {
        participantCount: ACCEPTANCE_MESSAGES.participants(150),
        company: ACCEPTANCE_MESSAGES.companyLine,
        street: ACCEPTANCE_MESSAGES.streetLine,
        postalCode: ACCEPTANCE_MESSAGES.postalCode,
        city: ACCEPTANCE_MESSAGES.cityLine,
        purchaseOrder: ACCEPTANCE_MESSAGES.purchaseOrderLine,
      },
      async (broke) => {
        const [[field, lineBreak]] = Object.entries(broke);
        const values = { ...valid, [field]: broken(valid[field as keyof typeof valid], lineBreak) };
        const state = await chooseOptionAction(emptyChoice(45), formData({ token: offer.token, versionId: offer.versionId, optionIndex: '1', ...values }));
        return state.errors[field as keyof typeof state.errors];
      },
    );
    expect(await rows(offerAcceptances)).toBe(0);
  });
});
