import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { GIROCODE_MAX_BYTES, GIROCODE_NAME_LENGTH, type GiroCodeTransfer, giroCodePayload } from './girocode';

const transfer: GiroCodeTransfer = {
  name: 'Muster Eventplanung GmbH',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  amountCents: 355_81,
  remittance: 'RE-2026-00001',
};

describe('giroCodePayload', () => {
  it('writes the EPC069-12 fields line by line, without a line break after the last one used', () => {
    expect(giroCodePayload(transfer)).toBe(
      ['BCD', '002', '1', 'SCT', 'BYLADEM1001', 'Muster Eventplanung GmbH', 'DE02120300000000202051', 'EUR355.81', '', '', 'RE-2026-00001'].join('\n'),
    );
    expect(giroCodePayload(transfer)).toBe('BCD\n002\n1\nSCT\nBYLADEM1001\nMuster Eventplanung GmbH\nDE02120300000000202051\nEUR355.81\n\n\nRE-2026-00001');
  });

  it('leaves the BIC line empty where none is known (version 002, EEA)', () => {
    expect(giroCodePayload({ ...transfer, bic: '' }).split('\n').slice(3, 6)).toEqual(['SCT', '', 'Muster Eventplanung GmbH']);
    expect(giroCodePayload({ ...transfer, bic: null }).split('\n')[4]).toBe('');
  });

  it('writes the amount in euros with a dot and two decimals', () => {
    const amount = (amountCents: number) => giroCodePayload({ ...transfer, amountCents }).split('\n')[7];
    expect(amount(1)).toBe('EUR0.01');
    expect(amount(100)).toBe('EUR1.00');
    expect(amount(2_277_00)).toBe('EUR2277.00');
    expect(amount(1_234_567_89)).toBe('EUR1234567.89');
    expect(amount(99_999_999_999)).toBe('EUR999999999.99');
  });

  it('refuses an amount a transfer cannot carry: nothing, a credit, a fraction of a cent, too much', () => {
    for (const amountCents of [0, -35581, 0.5, 100_000_000_000, Number.NaN]) {
      expect(() => giroCodePayload({ ...transfer, amountCents })).toThrow(RangeError);
    }
    expect(() => giroCodePayload({ ...transfer, name: ' \n ' })).toThrow(RangeError);
  });

  it('cuts the beneficiary to 70 characters and keeps every field on its line', () => {
    const name = `Weihnachtsfeier-Agentur Süd-West für Firmen- und Betriebsfeiern GmbH & Co. KG`;
    expect([...name].length).toBeGreaterThan(GIROCODE_NAME_LENGTH);
    const lines = giroCodePayload({ ...transfer, name: `${name}\r\nzweite Zeile`, remittance: 'RE-2026\n-00001' }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe(name.slice(0, GIROCODE_NAME_LENGTH).trim());
    expect([...lines[5]].length).toBeLessThanOrEqual(GIROCODE_NAME_LENGTH);
    expect(lines[10]).toBe('RE-2026 -00001');
  });

  it('stays within 331 bytes, so the code fits QR version 13 at level M', () => {
    const payload = giroCodePayload({ ...transfer, name: '漢'.repeat(80), remittance: '字'.repeat(200) });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(GIROCODE_MAX_BYTES);
    expect(QRCode.create(payload, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(13);
    expect(QRCode.create(giroCodePayload(transfer), { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(13);
  });
});
