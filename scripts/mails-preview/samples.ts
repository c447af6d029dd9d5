/**
 * Every mail the product sends, built with realistic sample data by the features' own mail functions: what
 * `npm run mails:preview` writes into a folder to read in one sitting, and what samples.test.ts checks (names
 * where names belong, German words in German mails, no German sentence in the English ones, no unfilled
 * placeholder). The mails to the team or a planner come in both languages. Pure: no database, fixed dates.
 */
import type { BillingAddress, OfferOption, OfferSnapshot } from '@/db/schema';
import { askMail, bookingMail, releaseMail, reminderMail, type VenueLetter, type VenueNews, venueNewsMail } from '@/features/availability/emails';
import { invitePagePath } from '@/features/availability/paths';
import { type PlannerProfile, plannerFirstName } from '@/features/auth/planner';
import { accountExistsMail, partnerPasswordResetMail, passwordResetMail, verificationMail } from '@/features/auth/emails';
import { bookingApprovedMail, bookingConfirmationMail as adBookingConfirmationMail, bookingRejectedMail, bookingRenewalMail, invoicePartnerParagraphs, type ReviewItem, reviewWaitingMail } from '@/features/bookings/emails';
import { PARTNER_PATH } from '@/features/bookings/paths';
import { bookingHref, confirmBookingHref, partnerPasswordHref } from '@/features/bookings/paths';
import { bookingPeriod } from '@/features/bookings/rules';
import { type CallMailDetails, type CallMailSettings, callChangeMails, callReminderMails } from '@/features/calls/emails';
import type { InvoiceDocument } from '@/features/invoices/document';
import { invoiceMail } from '@/features/invoices/emails';
import { invoiceSeller } from '@/features/invoices/seller';
import { confirmationMail as newsletterConfirmationMail, welcomeMail } from '@/features/newsletter/emails';
import { CONSENT_TEXT } from '@/features/newsletter/texts';
import { type AcceptanceMailInput, acceptanceConfirmationMail, acceptanceNotificationMail, bookingConfirmationMail as partyBookingConfirmationMail, choiceSummary, offerPublishedMail, questionMail } from '@/features/offers/emails';
import { partyCalendar } from '@/features/offers/ics';
import { offerAdminPath, offerPagePath } from '@/features/offers/paths';
import type { DueRequest } from '@/features/overview/due-queries';
import { morningMail } from '@/features/overview/emails';
import { changeDecidedMail } from '@/features/partner-area/emails';
import { partnerVenuePath } from '@/features/partner-area/paths';
import { type StoredRequest, confirmationMail as requestConfirmationMail, notificationMail } from '@/features/requests/emails';
import { callPagePath, requestPath } from '@/features/requests/paths';
import { venuePagePath } from '@/features/venues/paths';
import type { AdminLocale } from '@/i18n/locale';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { mailSignature, type Operator } from '@/lib/operator';
import { berlinTime } from '@/lib/time';

export type SampleAudience = 'company' | 'planner' | 'operator' | 'team' | 'subscriber' | 'admin';

export interface SampleMail {
  /** The file name without its extension: `<nn>-<kind>`, numbered in the order the mails are listed. */
  file: string;
  /** Who reads it: the company that asked, its planner, a venue operator, the team's address, a subscriber, an admin. */
  audience: SampleAudience;
  /** The mails to the team or a planner speak the recipient account's language; the others have one language each. */
  language: AdminLocale;
  /** What sets this sample apart from the others of its kind. */
  variant: string;
  mail: OutgoingMail;
}

/** The site's address in the samples' links (the newsletter's links come from SITE_URL: the preview script sets it to this). */
export const SAMPLE_SITE_URL = 'https://www.weihnachtsfeier-planer.test';
export const TEAM_ADDRESS = 'team@weihnachtsfeier-planer.test';

const OPERATOR: Operator = {
  company: 'Festwerk Eventplanung GmbH',
  street: 'Schlesische Straße 28',
  postalCode: '10997',
  city: 'Berlin',
  representative: 'Jonas Brandt',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 234567 B',
  vatId: 'DE312345678',
  phone: '030 609 88 41 00',
  email: 'kontakt@weihnachtsfeier-planer.test',
  taxNumber: '29/512/34567',
  bank: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', name: 'Deutsche Kreditbank' },
};
const SIGNATURE = mailSignature(OPERATOR);

export const PLANNER: PlannerProfile = { name: 'Katrin Vogel', email: 'katrin.vogel@weihnachtsfeier-planer.test', phone: '030 609 88 41 20', jobTitle: 'Eventplanerin' };
/** The admin who decides on the operators' bookings and changes (no planner looks after an operator): signs those mails by name. */
export const PARTNER_ADMIN: PlannerProfile = { name: 'Mareike Lorenz', email: 'mareike.lorenz@weihnachtsfeier-planer.test', phone: '030 609 88 41 30', jobTitle: 'Partnerbetreuung' };
/** A planner whose account has no name yet: the words speak for the team. */
const UNNAMED_PLANNER: PlannerProfile = { name: '', email: 'katrin.vogel@weihnachtsfeier-planer.test', phone: null, jobTitle: null };

const REQUEST_ID = '3f2c9a1e-7b4d-4c2a-9e15-8d6f0b2a4c71';
const COMPANY = { companyName: 'Nordlicht Software GmbH', contactName: 'Erika Vogel', salutation: 'frau' as const, email: 'erika.vogel@nordlicht.test', phone: '030 2847 5519' };
const VENUE = 'Kesselhaus am Kanal';

/** Tokens of the private links: made up, shaped like the real ones. */
const CALL_TOKEN = 'Vx3kQ9tLm2Rb7YwZp4NcH8sJd6Ge1Fa5Ku0Ti';
const OFFER_TOKEN = 'Qm7Zr2Xc9Lp4Wk8Tn3Hb6Jd1Fs5Gv0Ay2Ue7Ri';

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────────────────

const storedRequest = (changes: Partial<StoredRequest> = {}): StoredRequest => ({
  id: REQUEST_ID,
  city: 'berlin',
  customCity: '',
  cityId: 'berlin',
  cityName: 'Berlin',
  participantCount: 60,
  package: 'premium',
  companyName: COMPANY.companyName,
  salutation: COMPANY.salutation,
  contactName: COMPANY.contactName,
  email: COMPANY.email,
  phone: COMPANY.phone,
  sourcePage: '/berlin',
  createdAt: berlinTime('2026-11-12', 9, 14),
  ...changes,
});

function requestMails(): Omit<SampleMail, 'file'>[] {
  const callLink = { url: `${SAMPLE_SITE_URL}${callPagePath(CALL_TOKEN)}` };
  const confirmation = (request: StoredRequest) => requestConfirmationMail(request, TEAM_ADDRESS, SIGNATURE, callLink);
  return [
    { audience: 'company', language: 'de', variant: 'confirmation, salutation Frau', mail: confirmation(storedRequest()) },
    { audience: 'company', language: 'de', variant: 'confirmation, salutation Herr', mail: confirmation(storedRequest({ contactName: 'Thomas Kranz', salutation: 'herr', email: 'thomas.kranz@nordlicht.test' })) },
    {
      audience: 'company',
      language: 'de',
      variant: 'confirmation, no salutation, a town we do not list, no package',
      mail: confirmation(storedRequest({ salutation: null, city: 'andere', customCity: 'Kleinmachnow', cityId: null, cityName: 'Kleinmachnow', package: null })),
    },
    { audience: 'team', language: 'de', variant: 'new request, to the team', mail: notificationMail(storedRequest(), TEAM_ADDRESS, 'de') },
    { audience: 'team', language: 'en', variant: 'new request, to a team address whose account reads English', mail: notificationMail(storedRequest(), TEAM_ADDRESS, 'en') },
    {
      audience: 'team',
      language: 'en',
      variant: 'new request in English: no salutation, a town we do not list, no package, no source page',
      mail: notificationMail(storedRequest({ salutation: null, city: 'andere', customCity: 'Kleinmachnow', cityId: null, cityName: 'Kleinmachnow', package: null, sourcePage: null }), TEAM_ADDRESS, 'en'),
    },
  ];
}

// ── Calls ────────────────────────────────────────────────────────────────────────────────────────────────────

const callDetails = (planner: PlannerProfile): CallMailDetails => ({
  call: {
    id: '8a1d4f2e-5c3b-4e6a-b7d9-0f1e2a3b4c5d',
    startsAt: berlinTime('2026-11-17', 10, 30),
    endsAt: berlinTime('2026-11-17', 10, 45),
    sequence: 1,
    wishedDates: ['2026-12-11', '2026-12-12'],
    budgetPerPersonCents: 85_00,
    note: 'Gern etwas am Wasser, mit Platz für eine kurze Rede.',
  },
  planner,
  request: { id: REQUEST_ID, companyName: COMPANY.companyName, contactName: COMPANY.contactName, salutation: COMPANY.salutation, email: COMPANY.email, phone: COMPANY.phone, cityName: 'Berlin', participantCount: 60, package: 'premium' },
});

const CALL_SETTINGS: CallMailSettings = { siteUrl: SAMPLE_SITE_URL, signature: SIGNATURE, callPageUrl: `${SAMPLE_SITE_URL}${callPagePath(CALL_TOKEN)}` };
const PREVIOUS_CALL_START = berlinTime('2026-11-16', 14, 0);

function callMails(): Omit<SampleMail, 'file'>[] {
  const pair = (mails: OutgoingMail[], variant: string): Omit<SampleMail, 'file'>[] => [
    { audience: 'company', language: 'de', variant, mail: mails[0] },
    { audience: 'planner', language: 'de', variant, mail: mails[1] },
  ];
  /** The planner's mail alone, for a planner whose account reads English (the company's stays German). */
  const english = (mails: OutgoingMail[], variant: string): Omit<SampleMail, 'file'> => ({ audience: 'planner', language: 'en', variant: `${variant}, in English`, mail: mails[1] });
  const named = callDetails(PLANNER);
  const unnamed = callDetails(UNNAMED_PLANNER);
  const noWishes = { ...unnamed, call: { ...unnamed.call, sequence: 0, wishedDates: [], budgetPerPersonCents: null, note: null } };
  return [
    ...pair(callChangeMails({ ...named, call: { ...named.call, sequence: 0 } }, 'booked', CALL_SETTINGS, 'de'), 'call booked'),
    ...pair(callChangeMails(named, 'moved', CALL_SETTINGS, 'de', PREVIOUS_CALL_START), 'call moved'),
    ...pair(callChangeMails({ ...named, call: { ...named.call, sequence: 2 } }, 'cancelled', CALL_SETTINGS, 'de'), 'call cancelled'),
    ...pair(callReminderMails(named, '24h', CALL_SETTINGS, 'de'), 'reminder 24 hours before'),
    ...pair(callReminderMails(named, '1h', CALL_SETTINGS, 'de'), 'reminder 1 hour before'),
    ...pair(callChangeMails(noWishes, 'booked', CALL_SETTINGS, 'de'), 'call booked, planner without a name yet, no wishes'),
    ...pair(callReminderMails(unnamed, '24h', CALL_SETTINGS, 'de'), 'reminder 24 hours before, planner without a name yet'),
    english(callChangeMails({ ...named, call: { ...named.call, sequence: 0 } }, 'booked', CALL_SETTINGS, 'en'), 'call booked'),
    english(callChangeMails(named, 'moved', CALL_SETTINGS, 'en', PREVIOUS_CALL_START), 'call moved'),
    english(callChangeMails({ ...named, call: { ...named.call, sequence: 2 } }, 'cancelled', CALL_SETTINGS, 'en'), 'call cancelled'),
    english(callReminderMails(named, '24h', CALL_SETTINGS, 'en'), 'reminder 24 hours before'),
    english(callReminderMails(named, '1h', CALL_SETTINGS, 'en'), 'reminder 1 hour before'),
    english(callChangeMails(noWishes, 'booked', CALL_SETTINGS, 'en'), 'call booked, planner without a name yet, no wishes'),
  ];
}

// ── Offers ───────────────────────────────────────────────────────────────────────────────────────────────────

const option = (id: string, name: string, address: string, changes: Partial<OfferOption> = {}): OfferOption => ({
  venue: { id, name, cityName: 'Berlin', address, capacitySeated: 90, capacityStanding: 160, types: ['eventlocation'], description: 'Backsteinhalle mit Terrasse am Wasser.', websiteUrl: null, imageIds: [] },
  dates: [
    { date: '2026-12-11', start: '18:00', end: '23:30' },
    { date: '2026-12-12', start: '19:00', end: '01:00' },
  ],
  lines: [
    { text: 'Raummiete', basis: 'flat', quantity: 1, unitNetCents: 1200_00, vatRate: 19 },
    { text: 'Flying Buffet', basis: 'per_person', quantity: 1, unitNetCents: 39_50, vatRate: 7 },
    { text: 'Getränkepauschale 5 Stunden', basis: 'per_person', quantity: 1, unitNetCents: 34_00, vatRate: 19 },
  ],
  included: 'Tische, Stehtische, Garderobe, Technik für Reden',
  minimumSpendCents: 5000_00,
  cancellationTerms: [
    { daysBefore: 30, percent: 25 },
    { daysBefore: 14, percent: 50 },
  ],
  guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
  holdUntil: '2026-11-27',
  note: 'Direkt am Landwehrkanal, mit Terrasse und Feuerschalen.',
  ...changes,
});

const GREETING_NOTE = 'Liebe Frau Vogel,\n\nwie am Telefon besprochen, habe ich drei Locations für Ihre Feier mit 60 Gästen ausgewählt. Mein Favorit ist das Kesselhaus am Kanal: viel Platz, gutes Essen und ein Blick aufs Wasser.';
const REVISED_GREETING_NOTE = 'Liebe Frau Vogel,\n\nwie gewünscht habe ich die Feier auf 58 Gäste angepasst und im Kesselhaus am Kanal das Flying Buffet gegen ein Menü in drei Gängen getauscht.';
const PLAIN_NOTE = 'Auf Ihren Wunsch habe ich das Flying Buffet gegen ein Menü in drei Gängen getauscht; die Termine bleiben, wie sie waren.';

const snapshot = (changes: Partial<OfferSnapshot> = {}): OfferSnapshot => ({
  request: { companyName: COMPANY.companyName, contactName: COMPANY.contactName, salutation: COMPANY.salutation, cityName: 'Berlin', participantCount: 60, packageId: 'premium' },
  planner: { name: PLANNER.name, email: PLANNER.email, phone: PLANNER.phone, jobTitle: PLANNER.jobTitle },
  validUntil: '2026-11-27',
  coverNote: GREETING_NOTE,
  planningFee: { text: 'Planungspauschale Premium', basis: 'flat', quantity: 1, unitNetCents: 299_00, vatRate: 19 },
  options: [
    option('0b6e8c1a-2d4f-4a7b-9c3e-5f1a2b3c4d5e', VENUE, 'Am Kanal 12, 10999 Berlin'),
    option('1c7f9d2b-3e5a-4b8c-8d4f-6a2b3c4d5e6f', 'Spreespeicher Loft', 'Stralauer Allee 3, 10245 Berlin', { holdUntil: null }),
    option('2d8a0e3c-4f6b-4c9d-9e5a-7b3c4d5e6f7a', 'Alte Münze', 'Molkenmarkt 2, 10179 Berlin', { minimumSpendCents: null, guestDrop: null }),
  ],
  ...changes,
});

const offerPdf = (version: number) => ({ filename: `Angebot-Nordlicht-Software-GmbH-v${version}.pdf`, contentType: 'application/pdf', content: Buffer.from('%PDF-1.7\n% sample offer\n') });

const BILLING: BillingAddress = { company: COMPANY.companyName, street: 'Oranienstraße 185', postalCode: '10999', city: 'Berlin' };

const acceptance = (changes: Partial<AcceptanceMailInput> = {}): AcceptanceMailInput => ({
  snapshot: snapshot(),
  optionIndex: 0,
  dateIndex: 0,
  participantCount: 58,
  requestId: REQUEST_ID,
  recipient: COMPANY.email,
  billing: BILLING,
  purchaseOrder: 'BE-2026-1187',
  message: 'Wir freuen uns schon sehr! Könnten wir die Terrasse ab 22 Uhr mit Heizpilzen nutzen?',
  acceptedAt: berlinTime('2026-11-20', 15, 42),
  pageUrl: `${SAMPLE_SITE_URL}${offerPagePath(OFFER_TOKEN)}`,
  teamAddress: TEAM_ADDRESS,
  signature: SIGNATURE,
  ...changes,
});

function offerMails(): Omit<SampleMail, 'file'>[] {
  const link = `${SAMPLE_SITE_URL}${offerPagePath(OFFER_TOKEN)}`;
  const adminUrl = `${SAMPLE_SITE_URL}${offerAdminPath(REQUEST_ID)}`;
  const published = (version: number, coverNote: string) => ({
    ...offerPublishedMail({ snapshot: snapshot({ coverNote }), version, link, recipient: COMPANY.email, requestId: REQUEST_ID, signature: SIGNATURE }),
    attachments: [offerPdf(version)],
  });
  const chosen = acceptance();
  const party = snapshot().options[chosen.optionIndex];
  const question = { requestId: REQUEST_ID, snapshot: snapshot(), companyEmail: COMPANY.email, question: 'Ist im Kesselhaus am Kanal auch ein Termin am 18. Dezember frei? Und gibt es vegane Gerichte im Buffet?', adminUrl };
  const calendar = partyCalendar({ uid: `5e9b1f4d-6a7c-4d8e-af01-8c4d5e6f7a8b@${new URL(SAMPLE_SITE_URL).host}`, venue: party.venue, date: party.dates[chosen.dateIndex], description: choiceSummary(chosen).join('\n') });
  return [
    { audience: 'company', language: 'de', variant: 'offer published, cover note that greets („Liebe Frau Vogel,“)', mail: published(1, GREETING_NOTE) },
    { audience: 'company', language: 'de', variant: 'offer published, no cover note', mail: published(1, '') },
    { audience: 'company', language: 'de', variant: 'offer revised, cover note that greets', mail: published(2, REVISED_GREETING_NOTE) },
    { audience: 'company', language: 'de', variant: 'offer revised, cover note without a greeting', mail: published(2, PLAIN_NOTE) },
    { audience: 'company', language: 'de', variant: 'acceptance confirmation', mail: { ...acceptanceConfirmationMail(chosen), attachments: [offerPdf(1)] } },
    {
      audience: 'company',
      language: 'de',
      variant: 'acceptance confirmation, planner without a name yet, no purchase order',
      mail: { ...acceptanceConfirmationMail(acceptance({ snapshot: snapshot({ planner: { name: '', email: UNNAMED_PLANNER.email } }), purchaseOrder: null })), attachments: [offerPdf(1)] },
    },
    { audience: 'planner', language: 'de', variant: 'acceptance, to the planner', mail: acceptanceNotificationMail(chosen, PLANNER.email, adminUrl, 'de') },
    { audience: 'team', language: 'de', variant: 'acceptance without a message, to the team', mail: acceptanceNotificationMail(acceptance({ message: null, purchaseOrder: null }), TEAM_ADDRESS, adminUrl, 'de') },
    { audience: 'planner', language: 'en', variant: 'acceptance, to a planner whose account reads English', mail: acceptanceNotificationMail(chosen, PLANNER.email, adminUrl, 'en') },
    { audience: 'team', language: 'en', variant: 'acceptance without a message, to a team address whose account reads English', mail: acceptanceNotificationMail(acceptance({ message: null, purchaseOrder: null }), TEAM_ADDRESS, adminUrl, 'en') },
    { audience: 'planner', language: 'de', variant: 'question from the offer page', mail: questionMail(question, PLANNER.email, 'de') },
    { audience: 'planner', language: 'en', variant: 'question from the offer page, to a planner whose account reads English', mail: questionMail(question, PLANNER.email, 'en') },
    { audience: 'company', language: 'de', variant: 'booking confirmation with the party as calendar file', mail: partyBookingConfirmationMail({ ...chosen, requestId: REQUEST_ID, recipient: COMPANY.email, calendar, signature: SIGNATURE, today: '2026-11-30' }) },
  ];
}

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────────────────

const INVOICE: InvoiceDocument = {
  number: 'RE-2026-00042',
  type: 'invoice',
  issueDate: '2026-12-14',
  service: { date: '2026-12-11' },
  dueDate: '2026-12-28',
  currency: 'EUR',
  seller: invoiceSeller(OPERATOR),
  buyer: {
    name: COMPANY.companyName,
    address: { street: BILLING.street, postalCode: BILLING.postalCode, city: BILLING.city, country: 'DE' },
    vatId: 'DE287654321',
    email: 'buchhaltung@nordlicht.test',
    reference: 'BE-2026-1187',
  },
  lines: [{ text: 'Planungspauschale Premium: Weihnachtsfeier am 11.12.2026 im Kesselhaus am Kanal', quantity: 1, unit: 'C62', unitNetCents: 299_00, vatRate: 19 }],
  preceding: null,
  note: null,
};

const CANCELLATION: InvoiceDocument = {
  ...INVOICE,
  number: 'RE-2026-00057',
  type: 'cancellation',
  issueDate: '2026-12-18',
  lines: INVOICE.lines.map((line) => ({ ...line, quantity: -line.quantity })),
  preceding: { number: INVOICE.number, issueDate: INVOICE.issueDate },
  note: 'Die Rechnung wurde mit einer falschen Rechnungsadresse ausgestellt.',
};

function invoiceMails(): Omit<SampleMail, 'file'>[] {
  const pdf = Buffer.from('%PDF-1.7\n% sample invoice\n');
  const addressee = { contactName: COMPANY.contactName, salutation: COMPANY.salutation };
  const mail = (document: InvoiceDocument, known: boolean) =>
    invoiceMail({ document, pdf, recipient: known ? COMPANY.email : document.buyer.email, addressee: known ? addressee : null, requestId: REQUEST_ID, issuer: PLANNER, replyTo: PLANNER.email, signature: SIGNATURE });
  return [
    { audience: 'company', language: 'de', variant: 'invoice to the contact', mail: mail(INVOICE, true) },
    { audience: 'company', language: 'de', variant: 'invoice to an address nobody is known by (bookkeeping)', mail: mail(INVOICE, false) },
    { audience: 'company', language: 'de', variant: 'cancellation to the contact', mail: mail(CANCELLATION, true) },
    { audience: 'company', language: 'de', variant: 'cancellation to an address nobody is known by', mail: mail(CANCELLATION, false) },
    {
      audience: 'operator',
      language: 'de',
      variant: 'invoice of an ad booking, with the way to the partner area',
      mail: invoiceMail({
        document: { ...INVOICE, number: 'RE-2026-00031' },
        pdf,
        recipient: VENUE_OPERATOR.recipient,
        addressee: VENUE_OPERATOR,
        requestId: null,
        issuer: PARTNER_ADMIN,
        replyTo: TEAM_ADDRESS,
        signature: SIGNATURE,
        extra: invoicePartnerParagraphs(PARTNER_LINK),
      }),
    },
  ];
}

// ── Venue operators: ad bookings, their changes, their password ──────────────────────────────────────────────

/** The operator as their ad booking and partner account name them; the team's address takes their replies. */
const VENUE_OPERATOR = { recipient: 'jan.hoffmann@kesselhaus-am-kanal.test', contactName: 'Jan Hoffmann', salutation: 'herr' as const, teamAddress: TEAM_ADDRESS, signature: SIGNATURE, cityName: 'Berlin', venueName: VENUE };
/** The same operator's booking without a salutation: greeted by the full name. */
const UNSALUTED_OPERATOR = { ...VENUE_OPERATOR, salutation: null };

const PARTNER_LINK = `${SAMPLE_SITE_URL}${PARTNER_PATH}`;
/** The venue's public page and its page in the partner area, where the operator changes the profile. */
const VENUE_PAGE_LINK = `${SAMPLE_SITE_URL}${venuePagePath('berlin', 'kesselhaus-am-kanal')}`;
const PARTNER_VENUE_LINK = `${SAMPLE_SITE_URL}${partnerVenuePath('6b1f3c2e-9a4d-4e7b-8c15-2d9f0a3b7e64')}`;

/** A venue's mails of an availability request, from the planner who asked: the ask, the reminder, the booking, the releases. */
function venueMails(): Omit<SampleMail, 'file'>[] {
  // The venue's contact in our catalogue, asked by the planner, who signs and takes the replies.
  const letter: VenueLetter = {
    recipient: 'veranstaltungen@kesselhaus-am-kanal.test',
    contactName: 'Sabine Krämer',
    salutation: 'frau',
    venueName: VENUE,
    cityName: 'Berlin',
    link: `${SAMPLE_SITE_URL}${invitePagePath('Av7Kq2Wm9Zx4Lc8Rv1Np6Hs3Jd5Gf0Ya2Tb8Qe4Ui7O')}`,
    requestId: REQUEST_ID,
    planner: PLANNER,
    teamAddress: TEAM_ADDRESS,
    signature: SIGNATURE,
  };
  const ask = {
    dates: [
      { date: '2026-12-11', start: '18:30', end: '23:30' },
      { date: '2026-12-18', start: '18:30', end: '23:30' },
    ],
    participantCount: 65,
    budgetPerPersonCents: 90_00,
    wishes: 'Gern mit Platz für eine kurze Rede und einer kleinen Tanzfläche',
    plannerNote: 'Die Firma wünscht sich ein Menü mit vegetarischer Hauptspeise.',
  };
  const option = snapshot().options[0];
  const booking = {
    ...COMPANY,
    date: ask.dates[0],
    participantCount: 62,
    replyBy: berlinTime('2026-12-01', 14, 30),
    option,
    billing: BILLING,
    purchaseOrder: 'PO-2026-1187',
    today: '2026-11-29',
    directLine: '030 609 88 41 20',
    unasked: false,
  };
  return [
    { audience: 'operator', language: 'de', variant: 'availability: the ask, two dates', mail: askMail(letter, ask) },
    {
      audience: 'operator',
      language: 'de',
      variant: 'availability: the ask, one date, no budget, to a contact without a salutation, from a planner without a name yet',
      mail: askMail({ ...letter, salutation: null, planner: UNNAMED_PLANNER }, { ...ask, dates: ask.dates.slice(0, 1), budgetPerPersonCents: null, wishes: '', plannerNote: '' }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'availability: the reminder, the planner who asked no longer here (the team takes the replies)',
      mail: reminderMail({ ...letter, planner: { name: '' } }, ask),
    },
    { audience: 'operator', language: 'de', variant: 'availability: the reminder after 12 hours', mail: reminderMail(letter, ask) },
    { audience: 'operator', language: 'de', variant: 'availability: the company chose this venue, what it bills the company, to check and confirm within 48 hours', mail: bookingMail(letter, booking) },
    {
      audience: 'operator',
      language: 'de',
      variant: 'availability: a venue put into the offer by hand, without an ask, booked; no order number',
      mail: bookingMail({ ...letter, salutation: 'herr', contactName: 'Jens Hoffmann' }, { ...booking, unasked: true, purchaseOrder: null }),
    },
    { audience: 'operator', language: 'de', variant: 'availability: another venue chosen, the option is free', mail: releaseMail(letter, ask, true, false) },
    { audience: 'operator', language: 'de', variant: 'availability: the request withdrawn, the venue had not answered', mail: releaseMail(letter, ask, false, true) },
  ];
}

/** The planner's note of each step a venue takes on its page (to the team once the planner who asked is gone), in both languages. */
function venueNewsMails(): Omit<SampleMail, 'file'>[] {
  const adminUrl = `${SAMPLE_SITE_URL}${requestPath(REQUEST_ID)}`;
  const news = (kind: VenueNews['kind'], reason = ''): VenueNews => ({
    kind,
    requestId: REQUEST_ID,
    companyName: COMPANY.companyName,
    venueName: VENUE,
    venueEmail: 'veranstaltungen@kesselhaus-am-kanal.test',
    dates: [
      { date: '2026-12-11', start: '18:30', end: '23:30' },
      { date: '2026-12-18', start: '18:30', end: '23:30' },
    ],
    dateAnswers: [
      { state: 'available', optionUntil: null },
      { state: 'option', optionUntil: '2026-12-04' },
    ],
    reason,
    planner: PLANNER,
  });
  const steps: [VenueNews, string][] = [
    [news('answered'), 'a venue answered: one date free, one held as an option'],
    [news('declined', 'An beiden Abenden haben wir schon Hochzeiten im Haus.'), 'a venue declined, with its reason'],
    [news('bookingConfirmed'), 'the chosen venue confirmed the booking'],
    [news('bookingDeclined', 'Nach einem Wasserschaden ist der Saal im Dezember geschlossen.'), 'the chosen venue refused the booking, with its reason'],
  ];
  return [
    ...steps.flatMap(([step, variant]) =>
      (['de', 'en'] as const).map((language) => ({ audience: 'planner' as const, language, variant: language === 'de' ? variant : `${variant}, to a planner whose account reads English`, mail: venueNewsMail(step, PLANNER.email, adminUrl, language) })),
    ),
    { audience: 'team', language: 'de', variant: 'a venue answered, the planner who asked no longer here', mail: venueNewsMail({ ...news('answered'), planner: undefined }, TEAM_ADDRESS, adminUrl, 'de') },
  ];
}

/** The team's note of what begins to wait for its approval on the Bookings tab, in both languages. */
function reviewMails(): Omit<SampleMail, 'file'>[] {
  const item = (kind: ReviewItem['kind']): ReviewItem => ({ kind, venueName: VENUE, cityName: 'Berlin', sender: { name: VENUE_OPERATOR.contactName, email: VENUE_OPERATOR.recipient } });
  const waiting: [ReviewItem, string][] = [
    [item('booking'), 'an ad booking confirmed by its address waits for approval'],
    [item('ad'), 'an operator’s change of the ad waits for approval'],
    [item('profile'), 'an operator’s change of the venue profile waits for approval'],
  ];
  return waiting.flatMap(([waits, variant]) =>
    (['de', 'en'] as const).map((language) => ({
      audience: 'team' as const,
      language,
      variant: language === 'de' ? variant : `${variant}, to a team address whose account reads English`,
      mail: reviewWaitingMail(waits, { siteUrl: SAMPLE_SITE_URL, teamAddress: TEAM_ADDRESS }, language),
    })),
  );
}

function operatorMails(): Omit<SampleMail, 'file'>[] {
  const period = bookingPeriod(9, 2026, { year: 2026, monthIndex: 8 });
  if (!period.ok) throw new Error(`The sample booking period is not bookable: ${period.problem}`);
  const { months, netCents } = period.period;
  return [
    {
      audience: 'operator',
      language: 'de',
      variant: 'ad booking: confirm the address',
      mail: adBookingConfirmationMail({ ...VENUE_OPERATOR, months, netCents, link: `${SAMPLE_SITE_URL}${confirmBookingHref('Bk4Tq8Wm1Zx6Lc3Rv9Np2Hs7Jd5Gf0Ya')}` }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'ad booking: confirm the address, the first month already running, no salutation given',
      mail: adBookingConfirmationMail({ ...UNSALUTED_OPERATOR, months, netCents, firstMonthRunning: true, link: `${SAMPLE_SITE_URL}${confirmBookingHref('Bk4Tq8Wm1Zx6Lc3Rv9Np2Hs7Jd5Gf0Ya')}` }),
    },
    { audience: 'operator', language: 'de', variant: 'ad booking approved', mail: bookingApprovedMail({ ...VENUE_OPERATOR, sender: PARTNER_ADMIN, months, partnerLink: PARTNER_LINK, invoiceNumber: 'RE-2026-00031' }) },
    {
      audience: 'operator',
      language: 'de',
      variant: 'ad booking approved in its first month (live from that day, charged pro rata)',
      mail: bookingApprovedMail({ ...VENUE_OPERATOR, sender: PARTNER_ADMIN, months, liveFrom: '2026-10-14', partnerLink: PARTNER_LINK, invoiceNumber: 'RE-2026-00031' }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'ad booking rejected',
      mail: bookingRejectedMail({ ...VENUE_OPERATOR, sender: PARTNER_ADMIN, reason: 'Das Bild zeigt ein Logo statt der Location. Bitte laden Sie ein Foto der Räume hoch.' }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'ad booking: renewal for next year',
      mail: bookingRenewalMail({ ...VENUE_OPERATOR, sender: PARTNER_ADMIN, lastMonth: months[months.length - 1], link: `${SAMPLE_SITE_URL}${bookingHref({ cityId: 'berlin', start: '2027-03' })}` }),
    },
    { audience: 'operator', language: 'de', variant: 'change of the ad approved', mail: changeDecidedMail({ kind: 'ad', ...VENUE_OPERATOR, sender: PARTNER_ADMIN, approved: true }) },
    {
      audience: 'operator',
      language: 'de',
      variant: 'change of the ad rejected, with the reason',
      mail: changeDecidedMail({ kind: 'ad', ...VENUE_OPERATOR, sender: PARTNER_ADMIN, approved: false, reason: 'Der neue Text nennt Preise, die wir nicht prüfen können. Bitte lassen Sie die Preise weg.' }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'change of the venue profile approved',
      mail: changeDecidedMail({ kind: 'profile', ...VENUE_OPERATOR, sender: PARTNER_ADMIN, approved: true, publicLink: VENUE_PAGE_LINK, partnerLink: PARTNER_VENUE_LINK }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'change of the venue profile approved, the venue not public yet, the operator without a salutation',
      mail: changeDecidedMail({ kind: 'profile', ...UNSALUTED_OPERATOR, sender: PARTNER_ADMIN, approved: true, partnerLink: PARTNER_VENUE_LINK }),
    },
    {
      audience: 'operator',
      language: 'de',
      variant: 'change of the venue profile rejected, with the reason',
      mail: changeDecidedMail({
        kind: 'profile',
        ...VENUE_OPERATOR,
        sender: PARTNER_ADMIN,
        approved: false,
        reason: 'Die neuen Fotos zeigen vor allem Ihr Logo und kaum die Räume. Bitte wählen Sie Aufnahmen, auf denen man den Saal und die Terrasse sieht.',
        publicLink: VENUE_PAGE_LINK,
        partnerLink: PARTNER_VENUE_LINK,
      }),
    },
    ...venueMails(),
    {
      audience: 'operator',
      language: 'de',
      variant: 'partner area: password reset',
      mail: partnerPasswordResetMail({ ...VENUE_OPERATOR, email: VENUE_OPERATOR.recipient }, `${SAMPLE_SITE_URL}${partnerPasswordHref('Pw5Xr8Tk2Lm9Qz4Vb7Nc1Hd6Js3Gf0Ya')}`, 60, SIGNATURE, TEAM_ADDRESS),
    },
  ];
}

// ── Admin accounts (English, like the admin area) ─────────────────────────────────────────────────────────────

function accountMails(): Omit<SampleMail, 'file'>[] {
  const address = 'jonas.brandt@weihnachtsfeier-planer.test';
  return [
    { audience: 'admin', language: 'en', variant: 'sign-up: confirm the address', mail: verificationMail(address, `${SAMPLE_SITE_URL}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.sample.signature&callbackURL=%2Fadmin`, SIGNATURE) },
    { audience: 'admin', language: 'en', variant: 'sign-up with an address that has an account', mail: accountExistsMail(address, `${SAMPLE_SITE_URL}/auth`, SIGNATURE) },
    { audience: 'admin', language: 'en', variant: 'password reset', mail: passwordResetMail(address, `${SAMPLE_SITE_URL}/api/auth/reset-password/Rs2Tk7Wm4Zx9Lc1Rv6Np3Hs8Jd5Gf0Yb?callbackURL=%2Fauth%2Freset-password`, 60, SIGNATURE) },
  ];
}

// ── Newsletter ───────────────────────────────────────────────────────────────────────────────────────────────

function newsletterMails(): Omit<SampleMail, 'file'>[] {
  const subscriber = { email: 'erika.vogel@nordlicht.test', unsubscribeToken: 'Un4Xr7Tk1Lm8Qz3Vb6Nc9Hd2Js5Gf0Yc' };
  return [
    { audience: 'subscriber', language: 'de', variant: 'double opt-in: confirm the subscription', mail: newsletterConfirmationMail(subscriber.email, 'Nl6Tq1Wm8Zx3Lc5Rv2Np9Hs4Jd7Gf0Yd', CONSENT_TEXT, SIGNATURE) },
    { audience: 'subscriber', language: 'de', variant: 'welcome after the confirmation', mail: welcomeMail(subscriber, SIGNATURE) },
  ];
}

// ── The planners' morning mail ───────────────────────────────────────────────────────────────────────────────

const MORNING = berlinTime('2026-11-19', 8, 0);

const dueRequest = (id: string, companyName: string, cityName: string, next: DueRequest['next'], planner: string | null): DueRequest => ({
  id,
  companyName,
  cityName,
  planner,
  next,
  createdAt: berlinTime('2026-11-16', 11, 5),
  status: 'neu',
  callBookedAt: null,
  callHeldAt: null,
  offerSentAt: null,
  acceptedAt: null,
  offerEndsAt: null,
  optionEndsAt: null,
  invoiceDueAt: null,
});

function morningMails(): Omit<SampleMail, 'file'>[] {
  const own = [
    dueRequest('6f0a2b4c-7d8e-4f9a-b0c1-9d5e6f7a8b9c', COMPANY.companyName, 'Berlin', { kind: 'offer', at: berlinTime('2026-11-18', 10, 45) }, PLANNER.email),
    dueRequest('7a1b3c5d-8e9f-4a0b-81d2-0e6f7a8b9c0d', 'Hafenblick Logistik AG', 'Hamburg', { kind: 'validity', at: berlinTime('2026-11-20', 23, 59) }, PLANNER.email),
  ];
  const unassigned = [dueRequest('8b2c4d6e-9f0a-4b1c-92e3-1f7a8b9c0d1e', 'Brauwerk Consulting GmbH', 'München', { kind: 'call', at: berlinTime('2026-11-19', 9, 30) }, null)];
  const named = { recipient: PLANNER.email, firstName: plannerFirstName(PLANNER), own, unassigned, siteUrl: SAMPLE_SITE_URL, now: MORNING };
  const unnamed = { recipient: UNNAMED_PLANNER.email, firstName: plannerFirstName(UNNAMED_PLANNER), own: [], unassigned, siteUrl: SAMPLE_SITE_URL, now: MORNING };
  return [
    { audience: 'planner', language: 'de', variant: 'due and overdue requests, and one nobody works yet', mail: morningMail({ ...named, locale: 'de' }) },
    { audience: 'planner', language: 'de', variant: 'planner without a name yet, only requests nobody works', mail: morningMail({ ...unnamed, locale: 'de' }) },
    { audience: 'planner', language: 'en', variant: 'due and overdue requests, and one nobody works yet, in English', mail: morningMail({ ...named, locale: 'en' }) },
    { audience: 'planner', language: 'en', variant: 'planner without a name yet, only requests nobody works, in English', mail: morningMail({ ...unnamed, locale: 'en' }) },
  ];
}

/** Every mail the product sends, each variant once, numbered in a reading order: the request's way, then the rest. */
export function sampleMails(): SampleMail[] {
  return [...requestMails(), ...callMails(), ...venueNewsMails(), ...offerMails(), ...invoiceMails(), ...operatorMails(), ...reviewMails(), ...newsletterMails(), ...morningMails(), ...accountMails()].map((sample, i) => ({
    file: `${String(i + 1).padStart(2, '0')}-${sample.mail.kind}`,
    ...sample,
  }));
}
