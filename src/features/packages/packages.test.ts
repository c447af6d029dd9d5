import { describe, expect, it } from 'vitest';
import { getPackage, PACKAGES, packageLabel, packagePrice, packagePriceOf, STARTING_PRICE } from './packages';

describe('package prices', () => {
  it('are written from the cents in the package data', () => {
    expect(packagePriceOf('basis')).toBe('199,00\u00a0€');
    expect(packagePriceOf('premium')).toBe('299,00\u00a0€');
    expect(packagePrice(getPackage('enterprise')!)).toBe('Preis auf Anfrage');
    expect(packageLabel(getPackage('premium')!)).toBe('Premium – 299,00\u00a0€ zzgl. MwSt. (bis 200 Teilnehmer)');
  });

  it('start at the cheapest package', () => {
    expect(STARTING_PRICE).toBe('199,00\u00a0€');
  });
});

describe('package limits', () => {
  it('are the ones the audience names', () => {
    expect(PACKAGES.map((pkg) => [pkg.audience, pkg.maxParticipants])).toEqual([
      ['bis 50 Teilnehmer', 50],
      ['bis 200 Teilnehmer', 200],
      ['ab 200 Teilnehmer', null],
    ]);
  });
});
