/**
 * Money, in one place. Amounts are integer euro cents from input to storage; every total comes from the
 * functions here (rounded half-up to the cent, VAT summed per rate as a German invoice does), and euros are
 * written only at the edge, by formatEuro.
 */

/** An amount in euro cents: always an integer (19900 is 199,00 €). */
export type Cents = number;

/** The VAT rates we charge, in percent: none, reduced (food in restaurants), standard (drinks, room hire, our fee). */
export const VAT_RATES = [0, 7, 19] as const;
export type VatRate = (typeof VAT_RATES)[number];

function assertCents(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`The ${what} must be whole cents: ${amount}`);
}

// Made on first use: this module is also in the browser's bundles, and a formatter made at load costs a phone
// 150 ms of a page's start even where nothing is formatted before a click.
let euro: Intl.NumberFormat | undefined;
let wholeEuro: Intl.NumberFormat | undefined;

/** German price format, e.g. 19900 → "199,00 €" (a no-break space before €). */
export function formatEuro(cents: Cents): string {
  assertCents(cents);
  euro ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  return euro.format(cents / 100);
}

/** Euros with two decimals after `separator`, no grouping, a minus for a negative amount. */
function plainDecimal(cents: Cents, separator: '.' | ','): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/** The decimal euros of XML and other machine formats: 19900 → "199.00", -19900 → "-199.00". */
export function decimalAmount(cents: Cents): string {
  return plainDecimal(cents, '.');
}

/** The same with a decimal comma, as a form field and DATEV take it: 123450 → "1234,50", -5 → "-0,05". */
export function commaAmount(cents: Cents): string {
  return plainDecimal(cents, ',');
}

/** A price in whole euros, e.g. 347 → "347 €" (the partner prices are whole euros, not cents). */
export function formatWholeEuro(euros: number): string {
  wholeEuro ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return wholeEuro.format(euros);
}

/**
 * An amount as Germans write it: whole euros, bare ("5000") or grouped by dots in threes ("5.000", "12.345.678"; the
 * first group 1–3 digits, not starting with 0), then optionally a comma and one or two cents digits ("5.000,5",
 * "5.000,00"). The sign is read apart.
 */
const GERMAN = /^(?:[1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * The most one amount may be: a price typed into any form, and what one line comes to (price × quantity), 1.000.000,00 €
 * (far above any line of a Christmas party). It keeps every total exact and storable: sixty such lines for 100.000
 * guests with their VAT stay below 2^53, and an invoice's ten lines with their VAT below PostgreSQL's integer
 * (2^31 − 1 cents), where invoice totals are stored.
 */
export const MAX_AMOUNT_CENTS: Cents = 100_000_000;

/** Whether an amount (or a line's net) is within MAX_AMOUNT_CENTS either way; a stored one from before the ceiling may not be. */
export const withinCeiling = (cents: Cents): boolean => Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_AMOUNT_CENTS;

/** A typed amount read: its cents, or why it is none (not an amount as Germans write it, or above MAX_AMOUNT_CENTS). */
export type EuroReading = { ok: true; cents: Cents } | { ok: false; problem: 'format' | 'tooHigh' };

/**
 * Cents from an amount as a German types it: "5000", "5.000", "5000,5", "5.000,00 €", "EUR 65", "1 234,56".
 * Spaces (also no-break and narrow no-break ones), "€" and "EUR" are ignored; a minus (- or −) is read only with
 * `allowNegative`. Refused (problem 'format') rather than guessed:
 * - a dot is the thousands separator, so it must be followed by exactly three digits: "12.50", "5000.5" and
 *   "1.23" are refused (in English they would be decimals; in German they are no amount);
 * - English grouping ("5,000.00", "1,234") and more than two decimals ("0,005");
 * - a sign where none is allowed, an empty text, anything that is not an amount.
 * An amount above MAX_AMOUNT_CENTS (either way) is refused as 'tooHigh'. Forms answer each with its own message.
 */
export function readEuro(text: string, { allowNegative = false }: { allowNegative?: boolean } = {}): EuroReading {
  const compact = text.replace(/[\s\u00a0\u202f]|€|EUR/g, '');
  const negative = /^[-\u2212]/.test(compact);
  if (negative && !allowNegative) return { ok: false, problem: 'format' };
  const digits = negative ? compact.slice(1) : compact;
  const match = GERMAN.exec(digits);
  if (!match) return { ok: false, problem: 'format' };
  const [whole] = digits.split(',');
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number((match[1] ?? '').padEnd(2, '0'));
  if (!withinCeiling(cents)) return { ok: false, problem: 'tooHigh' };
  return { ok: true, cents: negative && cents > 0 ? -cents : cents };
}

/** readEuro's cents, or undefined for a text that is no amount or one above the ceiling. */
export function parseEuro(text: string, options: { allowNegative?: boolean } = {}): Cents | undefined {
  const read = readEuro(text, options);
  return read.ok ? read.cents : undefined;
}

/** A share rounded half-up to the cent (half a cent away from zero, kaufmännisch): 30 % of 12345 → 3704. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(percent)) throw new RangeError(`The percentage must be whole: ${percent}`);
  // In BigInt, so cents × percent is exact at any amount, and half-up on the hundredths needs no float rounding.
  const rounded = Number((BigInt(Math.abs(cents)) * BigInt(Math.abs(percent)) + 50n) / 100n);
  assertCents(rounded, 'share');
  return cents * percent < 0 ? -rounded : rounded;
}

/** A line's net: unit price in cents × a whole quantity (exact, no rounding needed). */
export function lineNet(unitNetCents: Cents, quantity: number): Cents {
  assertCents(unitNetCents, 'unit price');
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`The quantity must be whole: ${quantity}`);
  const net = unitNetCents * quantity;
  assertCents(net, 'line net');
  return net;
}

export interface TaxedLine {
  netCents: Cents;
  vatRate: VatRate;
}

export interface VatOfRate {
  rate: VatRate;
  /** The net of all lines at this rate. */
  net: Cents;
  /** That net × the rate, rounded half-up once for the rate (not per line). */
  vat: Cents;
}

export interface Totals {
  net: Cents;
  /** One entry per rate that occurs, lowest rate first. */
  vatByRate: VatOfRate[];
  vat: Cents;
  gross: Cents;
}

/**
 * The totals of an offer or invoice: the net, the VAT of each rate (its lines' net summed, then × rate rounded
 * half-up once per rate, as a German invoice shows it), and gross = net + VAT.
 */
export function totalsOf(lines: readonly TaxedLine[]): Totals {
  const netByRate = new Map<VatRate, Cents>();
  for (const { netCents, vatRate } of lines) {
    assertCents(netCents, 'line net');
    if (!VAT_RATES.includes(vatRate)) throw new RangeError(`No VAT rate of ${vatRate} %`);
    const sum = (netByRate.get(vatRate) ?? 0) + netCents;
    // Beyond 2^53 a sum is no longer exact: refused rather than rounded (a stored amount from before the ceiling).
    assertCents(sum, 'net of a rate');
    netByRate.set(vatRate, sum);
  }
  const vatByRate = VAT_RATES.filter((rate) => netByRate.has(rate)).map((rate) => {
    const net = netByRate.get(rate)!;
    return { rate, net, vat: percentOf(net, rate) };
  });
  const net = vatByRate.reduce((sum, entry) => sum + entry.net, 0);
  const vat = vatByRate.reduce((sum, entry) => sum + entry.vat, 0);
  const gross = net + vat;
  assertCents(net, 'net');
  assertCents(gross, 'gross');
  return { net, vatByRate, vat, gross };
}
