import { describe, expect, it } from 'vitest';
import { groupedIban, isValidBic, isValidIban } from './iban';

describe('IBAN and BIC', () => {
  it('checks the IBAN check digits and a German IBAN length', () => {
    expect(isValidIban('DE02 1203 0000 0000 2020 51')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('keine IBAN')).toBe(false);
  });

  it('reads a BIC of 8 or 11 characters', () => {
    expect(['BYLADEM1001', 'COBADEFF', 'cobadeff xxx'].map(isValidBic)).toEqual([true, true, true]);
    expect(['COBADE', 'COBADEFFX', '1234DEFF'].map(isValidBic)).toEqual([false, false, false]);
  });
});

describe('groupedIban', () => {
  it('prints an IBAN in groups of four', () => {
    expect(groupedIban('de02120300000000202051')).toBe('DE02 1203 0000 0000 2020 51');
  });
});
