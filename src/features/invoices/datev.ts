/**
 * The bookings of a period's invoices for the tax adviser, in DATEV's "Buchungsstapel" (EXTF format 700,
 * category 21, format version 13): the header line, the column line, then one booking per invoice and VAT rate.
 *
 * Choices (pure module, no database):
 * - Each booking is the gross of a group of the VAT breakdown (a rate, and at 0 % a category: document.ts
 *   invoiceVatBreakdown) on the debitor account against that group's account. The taxed ones are SKR03 automatic
 *   accounts (8400 with 19 %, 8300 with 7 % VAT), so DATEV books the VAT itself and no BU-Schlüssel is written.
 *   At 0 % each category has its SKR03 account (`SKR03_ACCOUNTS`), which the adviser may change through
 *   `DatevAccounts`.
 * - DATEV takes unsigned amounts: the sign is the Soll/Haben-Kennzeichen. An invoice is "S" (debit the debitor);
 *   a cancellation, whose amounts are negative, is "H" with the same accounts, which reverses the booking.
 * - Open items (OPOS). DATEV's field description of the Buchungsstapel (developer.datev.de, "DATEV-Format",
 *   Buchungsstapel, field 11; DATEV Dok.-Nr. 1036228) calls Belegfeld 1 the key of the open items: a payment or a
 *   credit clears an open item only where its Belegfeld 1 equals the invoice's, on the same Personenkonto.
 *   - Belegfeld 1 of an invoice is its number. Belegfeld 1 of a cancellation (Stornorechnung) is the number of the
 *     invoice it cancels (`preceding.number`), so DATEV books it against that open item and both are cleared.
 *   - The cancellation's own number goes into the Buchungstext ("Storno RE-2026-00004 <buyer>"): Belegfeld 1 holds
 *     the original's, Belegfeld 2 the due date, and the Buchungstext is the text DATEV shows beside every booking
 *     of the account, so the adviser sees which Stornorechnung it is (as billing systems that export Storno to
 *     DATEV do, e.g. billwerk: Belegfeld 1 the original's number, Buchungstext the cancellation's).
 *   - Belegfeld 2 is the due date as TTMMJJ: field 12 takes "Belegnummer oder OPOS-Verarbeitungsinformationen"
 *     (up to 12 characters), and DATEV's Schnittstellen-Entwicklungsleitfaden names a 5- or 6-digit due date
 *     (day, month, year) there; DATEV's OPOS reads the item's due date from it. A cancellation is due on its
 *     issue date (rules.ts cancellationOf).
 * - Debitor accounts (`DatevSettings.debtors`): one collective account for all buyers, or an account of each
 *   buyer (Debitorenkonten from 10001, kept in the database, debtor-queries.ts), named by `datevDebtorKey`. A
 *   cancellation has its invoice's buyer, hence its account, as OPOS needs.
 * - Encoding Windows-1252 (DATEV's "ANSI"): DATEV's import reads it, and German Excel opens a CSV without a BOM in
 *   that code page too, so umlauts show correctly in both. Characters outside it lose their accents or become "?".
 * - ';' between fields, CRLF line ends, text fields in double quotes with quotes doubled; line breaks inside a
 *   text become spaces (DATEV refuses them), and a text that starts like a formula gets an apostrophe (as lib/csv).
 * - The period lies within one calendar year, which is taken as the fiscal year (WJ-Beginn 1 January): DATEV
 *   refuses a Buchungsstapel that spans two fiscal years.
 */
import { commaAmount, type VatRate } from '@/lib/money';
import { type Day, formatInBerlin } from '@/lib/time';
import { type InvoiceBuyer, type InvoiceDocument, type InvoiceTaxCategory, invoiceVatBreakdown } from './document';

export interface DatevAccounts {
  /** The debitor (accounts receivable) account all invoices are booked on; 10000 is DATEV's first debitor. */
  debitor: number;
  /** The revenue account of each VAT rate: 19 % and 7 % standard rated (S), 0 % zero rated (Z). */
  revenue: Record<VatRate, number>;
  /** The account of each other 0 % category: exempt (E), reverse charge (AE), not subject to VAT (O). */
  untaxed: Record<'E' | 'AE' | 'O', number>;
}

/**
 * SKR03 (DATEV's Standardkontenrahmen 03, account names as DATEV's chart lists them):
 * - 8400 Erlöse 19 % USt, 8300 Erlöse 7 % USt (automatic accounts: DATEV books the VAT);
 * - 8338 Erlöse aus im Drittland steuerbaren Leistungen, im Inland nicht steuerbare Umsätze: a 0 % line issued
 *   before the categories (Z, zero rated, in its XML; all our 0 % lines were booked there then);
 * - 8100 Steuerfreie Umsätze § 4 Nr. 8 ff. UStG: exempt (E), e.g. § 4 Nr. 12 UStG (UStVA line of tax-free
 *   turnover without input tax deduction);
 * - 8336 Erlöse aus im anderen EU-Land steuerpflichtigen sonstigen Leistungen, für die der Leistungsempfänger die
 *   Umsatzsteuer schuldet: the reverse charge (AE) of a service to a business in another EU country (§ 3a Abs. 2,
 *   § 13b UStG), which DATEV carries into the UStVA and the Zusammenfassende Meldung;
 * - 1590 Durchlaufende Posten: not subject to VAT (O), which on our invoices is a pass-through item (paid in the
 *   customer's name and for their account, § 10 Abs. 1 UStG: not part of our turnover, so no revenue account).
 *   An adviser who uses O for other non-taxable turnover (e.g. 8338, 8339) sets it in `untaxed.O`.
 */
export const SKR03_ACCOUNTS: DatevAccounts = { debitor: 10000, revenue: { 19: 8400, 7: 8300, 0: 8338 }, untaxed: { E: 8100, AE: 8336, O: 1590 } };

/**
 * Where the invoices are booked: all on the collective debitor account (`DatevAccounts.debitor`), or each buyer on
 * an account of its own, the same in every export.
 */
export type DatevDebtorMode = 'collective' | 'per-customer';

export interface DatevSettings {
  /** Beraternummer of the tax adviser (1001–9999999). */
  consultantNumber: number;
  /** Mandantennummer of the company at the adviser (1–99999). */
  clientNumber: number;
  /** Sachkontenlänge: the digits of a general ledger account (4 in SKR03 as delivered). */
  accountLength: number;
  accounts: DatevAccounts;
  debtors: DatevDebtorMode;
}

export interface DatevPeriod {
  from: Day;
  to: Day;
}

export type DatevPeriodProblem = 'invalid' | 'reversed' | 'years';

/** What the export route answers (admin, hence English, with the German for the adviser's office). */
export const DATEV_PERIOD_MESSAGES: Record<DatevPeriodProblem, string> = {
  invalid: 'Bitte einen Zeitraum als from=JJJJ-MM-TT&to=JJJJ-MM-TT angeben. / Please give the period as from=yyyy-mm-dd&to=yyyy-mm-dd.',
  reversed: 'Das Enddatum liegt vor dem Anfangsdatum. / The end of the period is before its start.',
  years: 'Der Zeitraum muss in einem Kalenderjahr liegen (ein DATEV-Buchungsstapel umfasst ein Wirtschaftsjahr). / The period must lie within one calendar year (a DATEV batch covers one fiscal year).',
};

function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The period from the query string, or why it cannot be exported. */
export function parseDatevPeriod(from: string | null, to: string | null): { ok: true; period: DatevPeriod } | { ok: false; problem: DatevPeriodProblem } {
  if (!from || !to || !isDay(from) || !isDay(to)) return { ok: false, problem: 'invalid' };
  if (to < from) return { ok: false, problem: 'reversed' };
  if (from.slice(0, 4) !== to.slice(0, 4)) return { ok: false, problem: 'years' };
  return { ok: true, period: { from, to } };
}

/** The columns of format version 13, in order (125). */
const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [`Beleginfo - Art ${i + 1}`, `Beleginfo - Inhalt ${i + 1}`]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [`Zusatzinformation - Art ${i + 1}`, `Zusatzinformation- Inhalt ${i + 1}`]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

export const DATEV_COLUMNS: readonly string[] = COLUMNS;

type Column = (typeof COLUMNS)[number];

/** A text field: quoted, quotes doubled, no line breaks, cut to DATEV's length, never read by Excel as a formula. */
export function datevText(value: string, maxLength: number): string {
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  const inert = /^[=+\-@]/.test(flat) ? `'${flat}` : flat;
  return `"${Array.from(inert).slice(0, maxLength).join('').replace(/"/g, '""')}"`;
}

/** Unsigned (the sign is the Soll/Haben-Kennzeichen), with a decimal comma and no grouping, e.g. -35581 → "355,81". */
export function datevAmount(cents: number): string {
  return commaAmount(Math.abs(cents));
}

const dayOf = (day: Day) => day.slice(8, 10);
const monthOf = (day: Day) => day.slice(5, 7);
const yearOfDay = (day: Day) => day.slice(0, 4);

/** Belegdatum: DDMM (the year comes from the batch's period). */
export function datevDayMonth(day: Day): string {
  return `${dayOf(day)}${monthOf(day)}`;
}

/** A due date in Belegfeld 2: TTMMJJ, e.g. 2027-01-03 → "030127". */
export function datevShortDate(day: Day): string {
  return `${dayOf(day)}${monthOf(day)}${yearOfDay(day).slice(2)}`;
}

const compactDay = (day: Day) => day.replaceAll('-', '');
const longDate = (day: Day) => `${dayOf(day)}${monthOf(day)}${yearOfDay(day)}`;

/**
 * The buyer as the debtor accounts know it: "vat:" and the VAT id without spaces or dots, upper case; without a
 * VAT id, "name:" and the country, postal code and name, folded so that spelling variants of one buyer
 * ("Müller & Söhne GmbH", "MUELLER + SOEHNE GMBH") meet. Pure; the account of a key is in the database.
 */
export function datevDebtorKey(buyer: Pick<InvoiceBuyer, 'name' | 'address' | 'vatId'>): string {
  const vatId = buyer.vatId?.replace(/[^0-9A-Za-z+*]/g, '').toUpperCase();
  if (vatId) return `vat:${vatId}`;
  const name = buyer.name
    .normalize('NFC')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const postalCode = buyer.address.postalCode.replace(/\s+/g, '').toUpperCase();
  return `name:${buyer.address.country.trim().toUpperCase()}-${postalCode}:${name}`;
}

export interface DatevBooking {
  /** Gross of the rate (and at 0 % the category) in cents, signed: negative on a cancellation. */
  grossCents: number;
  rate: VatRate;
  category: InvoiceTaxCategory;
  /** The document's own number. */
  number: string;
  /** Belegfeld 1, the open item it books: the invoice's number, or for a cancellation the number of the invoice it cancels. */
  openItem: string;
  cancellation: boolean;
  issueDate: Day;
  dueDate: Day;
  /** Leistungsdatum: the service day, or the last day of the service period. */
  serviceDate: Day;
  buyerName: string;
  debtorKey: string;
}

/** One booking per group of the VAT breakdown, a rate and at 0 % a category (a group whose gross is 0 books nothing). */
export function datevBookings(doc: InvoiceDocument): DatevBooking[] {
  const serviceDate = 'date' in doc.service ? doc.service.date : doc.service.to;
  const cancellation = doc.type === 'cancellation';
  const common = {
    number: doc.number,
    openItem: (cancellation ? doc.preceding?.number : undefined) ?? doc.number,
    cancellation,
    issueDate: doc.issueDate,
    dueDate: doc.dueDate,
    serviceDate,
    buyerName: doc.buyer.name,
    debtorKey: datevDebtorKey(doc.buyer),
  };
  return invoiceVatBreakdown(doc)
    .map(({ category, rate, net, vat }) => ({ ...common, grossCents: net + vat, rate, category }))
    .filter((booking) => booking.grossCents !== 0);
}

/** The buyers' accounts by `datevDebtorKey`, for `debtors: 'per-customer'`. */
export type DatevDebtorAccounts = ReadonlyMap<string, number>;

function debtorAccount(booking: DatevBooking, settings: DatevSettings, debtors: DatevDebtorAccounts): number {
  if (settings.debtors === 'collective') return settings.accounts.debitor;
  const account = debtors.get(booking.debtorKey);
  // The number only: the key holds the buyer's name.
  if (account === undefined) throw new Error(`No debtor account for the buyer of ${booking.number}`);
  return account;
}

/** The account a booking's group goes to: its rate's for S and Z, its category's for the other 0 % ones. */
function revenueAccount(booking: DatevBooking, accounts: DatevAccounts): number {
  return booking.category === 'S' || booking.category === 'Z' ? accounts.revenue[booking.rate] : accounts.untaxed[booking.category];
}

function bookingLine(booking: DatevBooking, settings: DatevSettings, debtors: DatevDebtorAccounts): string {
  const fields: Partial<Record<Column, string>> = {
    'Umsatz (ohne Soll/Haben-Kz)': datevAmount(booking.grossCents),
    'Soll/Haben-Kennzeichen': booking.grossCents < 0 ? '"H"' : '"S"',
    'WKZ Umsatz': '"EUR"',
    Konto: String(debtorAccount(booking, settings, debtors)),
    'Gegenkonto (ohne BU-Schlüssel)': String(revenueAccount(booking, settings.accounts)),
    Belegdatum: datevDayMonth(booking.issueDate),
    'Belegfeld 1': datevText(booking.openItem, 36),
    'Belegfeld 2': datevText(datevShortDate(booking.dueDate), 12),
    Buchungstext: datevText(booking.cancellation ? `Storno ${booking.number} ${booking.buyerName}` : booking.buyerName, 60),
    Leistungsdatum: longDate(booking.serviceDate),
  };
  return COLUMNS.map((column) => fields[column] ?? '').join(';');
}

/** The EXTF header line (31 fields of format 700). */
function headerLine(period: DatevPeriod, settings: DatevSettings, createdAt: Date): string {
  const label = `Rechnungen ${dayOf(period.from)}.${monthOf(period.from)}.-${dayOf(period.to)}.${monthOf(period.to)}.${yearOfDay(period.to)}`;
  return [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    formatInBerlin(createdAt, 'yyyyMMddHHmmssSSS'),
    '',
    '"RE"',
    '""',
    '""',
    String(settings.consultantNumber),
    String(settings.clientNumber),
    `${yearOfDay(period.from)}0101`,
    String(settings.accountLength),
    compactDay(period.from),
    compactDay(period.to),
    datevText(label, 30),
    '""',
    // Buchungstyp 1 = Finanzbuchführung; Rechnungslegungszweck 0; Festschreibung 0, so the adviser can still correct.
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    '"03"',
    '',
    '',
    '""',
    '""',
  ].join(';');
}

/**
 * The whole Buchungsstapel as text (encode it with `encodeWindows1252`). With `debtors: 'per-customer'`, `debtors`
 * holds the account of every buyer's `datevDebtorKey` (a missing one throws: no booking goes to a wrong account).
 */
export function buchungsstapel(
  documents: readonly InvoiceDocument[],
  period: DatevPeriod,
  settings: DatevSettings,
  createdAt: Date,
  debtors: DatevDebtorAccounts = new Map(),
): string {
  const bookings = documents.flatMap((doc) => datevBookings(doc).map((booking) => bookingLine(booking, settings, debtors)));
  const lines = [headerLine(period, settings, createdAt), COLUMNS.join(';'), ...bookings];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** DATEV's file name for the batch: EXTF_ prefix, the period in it. */
export function datevFileName(period: DatevPeriod): string {
  return `EXTF_Buchungsstapel_${period.from}_${period.to}.csv`;
}

/** Bytes 0x80–0x9F of Windows-1252 (€, „, –, …); the WHATWG decoder knows them, so no table is typed by hand. */
const HIGH = new Map(Array.from(new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 32 }, (_, i) => 0x80 + i)), (char, i) => [char, 0x80 + i]));

function windows1252Byte(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH.get(char);
}

/** Text as Windows-1252 bytes: a character outside it loses its accents ("ő" → "o"), or becomes "?". */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const byte = windows1252Byte(char);
    if (byte !== undefined) bytes.push(byte);
    else for (const part of char.normalize('NFKD').replace(/\p{M}/gu, '') || '?') bytes.push(windows1252Byte(part) ?? 0x3f);
  }
  return Uint8Array.from(bytes);
}
