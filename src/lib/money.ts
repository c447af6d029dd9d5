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
 * Cents from an amount as a German types it: "5000", "5.000", "5000,5", "5.000,00 €", "EUR 65", "1 234,56".
 * Spaces (also no-break and narrow no-break ones), "€" and "EUR" are ignored; a minus (- or −) is read only with
 * `allowNegative`. Undefined for anything else, rather than a guess:
 * - a dot is the thousands separator, so it must be followed by exactly three digits: "12.50", "5000.5" and
 *   "1.23" are refused (in English they would be decimals; in German they are no amount);
 * - English grouping ("5,000.00", "1,234") and more than two decimals ("0,005");
 * - a sign where none is allowed, an empty text, anything that is not an amount.
 * Forms answer undefined with a message that shows the expected form, e.g. 5.000,00.
 */
export function parseEuro(text: string, { allowNegative = false }: { allowNegative?: boolean } = {}): Cents | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]|€|EUR/g, '');
  const negative = /^[-\u2212]/.test(compact);
  if (negative && !allowNegative) return undefined;
  const digits = negative ? compact.slice(1) : compact;
  const match = GERMAN.exec(digits);
  if (!match) return undefined;
  const [whole] = digits.split(',');
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number((match[1] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents > 0 ? -cents : cents;
}

/** A share rounded half-up to the cent (half a cent away from zero, kaufmännisch): 30 % of 12345 → 3704. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  if (!Number.isInteger(percent)) throw new RangeError(`The percentage must be whole: ${percent}`);
  // Integer arithmetic: cents × percent is exact, and half-up on the hundredths needs no float rounding.
  const hundredths = Math.abs(cents * percent);
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Too large: ${cents} × ${percent} %`);
  const halfUp = hundredths + 50;
  const rounded = (halfUp - (halfUp % 100)) / 100;
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
    netByRate.set(vatRate, (netByRate.get(vatRate) ?? 0) + netCents);
  }
  const vatByRate = VAT_RATES.filter((rate) => netByRate.has(rate)).map((rate) => {
    const net = netByRate.get(rate)!;
    return { rate, net, vat: percentOf(net, rate) };
  });
  const net = vatByRate.reduce((sum, entry) => sum + entry.net, 0);
  const vat = vatByRate.reduce((sum, entry) => sum + entry.vat, 0);
  return { net, vatByRate, vat, gross: net + vat };
}
