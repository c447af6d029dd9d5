import { describe, expect, it } from 'vitest';
import { catalogue } from '@/i18n/translator';
import { getPackage, PACKAGES, packageLabel, packageLabelIn, packageNameIn, packagePrice, packagePriceOf, STARTING_PRICE } from './packages';

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

describe('packages on admin screens', () => {
  it('read in German as the public side names them', () => {
    for (const pkg of PACKAGES) {
      expect(packageNameIn(catalogue('de'), pkg.id)).toBe(pkg.name);
      expect(packageLabelIn(catalogue('de'), pkg)).toBe(packageLabel(pkg));
    }
  });

  it('read in English for an English admin, amounts still German', () => {
    const english = catalogue('en');
    expect(packageNameIn(english, 'basis')).toBe('Basic');
    expect(packageLabelIn(english, getPackage('basis')!)).toBe('Basic – 199,00\u00a0€ plus VAT (up to 50 participants)');
    expect(packageLabelIn(english, getPackage('enterprise')!)).toBe('Enterprise – price on request (200 participants or more)');
    expect(packageNameIn(english, null)).toBeUndefined();
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
