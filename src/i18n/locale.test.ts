import { describe, expect, it } from 'vitest';
import { browserLocale, isAdminLocale } from './locale';

describe('browserLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.5,de;q=0.8', 'de'],
    ['dea', 'en'],
    ['de;q=0', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ])('%j → %s', (header, locale) => {
    expect(browserLocale(header)).toBe(locale);
  });

  it('answers English without a header', () => {
    expect(browserLocale(null)).toBe('en');
    expect(browserLocale(undefined)).toBe('en');
  });
});

describe('isAdminLocale', () => {
  it('knows the two languages only', () => {
    expect(isAdminLocale('de')).toBe(true);
    expect(isAdminLocale('en')).toBe(true);
    expect(isAdminLocale('fr')).toBe(false);
    expect(isAdminLocale(null)).toBe(false);
  });
});
