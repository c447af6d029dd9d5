/**
 * The GiroCode (EPC QR code, EPC069-12): the text of a QR code from which a banking app fills in a SEPA credit
 * transfer. Version 002 (the BIC may be left out within the EEA), character set 1 (UTF-8), the invoice number as
 * unstructured remittance information. The code itself is drawn with error correction level M, as EPC069-12 asks.
 *
 * Pure: no database, no Next. The amount is written by lib/money.ts' decimalAmount.
 */
import { compactIban } from '@/lib/iban';
import { type Cents, decimalAmount } from '@/lib/money';

export interface GiroCodeTransfer {
  /** The beneficiary (AT-21): cut to 70 characters. */
  name: string;
  /** AT-20: only an IBAN is allowed. */
  iban: string;
  /** AT-23: optional in version 002 within the EEA; written when known. */
  bic?: string | null;
  /** AT-04 in cents: 0,01 € to 999.999.999,99 €. */
  amountCents: Cents;
  /** AT-05, unstructured: the invoice number, cut to 140 characters. */
  remittance: string;
}

export const GIROCODE_NAME_LENGTH = 70;
export const GIROCODE_REMITTANCE_LENGTH = 140;
/** EPC069-12: at most 331 bytes, so that the code stays within QR version 13 at level M. */
export const GIROCODE_MAX_BYTES = 331;
const MAX_AMOUNT_CENTS = 99_999_999_999;

/** One line of the code: line breaks and other control characters as spaces, runs of space as one, cut to `length` characters. */
function field(text: string, length: number): string {
  const clean = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, length).join('').trim();
}

/**
 * The payload of the code: one field per line, separated by \n, the unused trailing fields (here the beneficiary
 * to originator information) left out with their line breaks. Throws a RangeError for an amount a transfer cannot
 * carry (a cancellation, a zero total) and for a transfer without beneficiary or IBAN.
 */
export function giroCodePayload({ name, iban, bic, amountCents, remittance }: GiroCodeTransfer): string {
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`A GiroCode carries 0.01 to 999999999.99 EUR, not ${amountCents} cents.`);
  }
  const beneficiary = field(name, GIROCODE_NAME_LENGTH);
  const account = compactIban(iban);
  if (!beneficiary || !account) throw new RangeError('A GiroCode needs the beneficiary and the IBAN.');
  const lines = (reference: string) => {
    const fields = ['BCD', '002', '1', 'SCT', bic ? compactIban(bic) : '', beneficiary, account, `EUR${decimalAmount(amountCents)}`, '', '', reference, ''];
    while (fields.at(-1) === '') fields.pop();
    return fields.join('\n');
  };
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  // The remittance gives way (from its end) where characters of several bytes would take the code past its limit.
  let reference = field(remittance, GIROCODE_REMITTANCE_LENGTH);
  while (bytes(lines(reference)) > GIROCODE_MAX_BYTES) reference = [...reference].slice(0, -1).join('').trim();
  return lines(reference);
}
