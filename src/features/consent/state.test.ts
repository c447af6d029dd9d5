import { describe, expect, it } from 'vitest';
import { ALL_ACCEPTED, NO_CONSENT, ONLY_NECESSARY, parseConsent, readConsentCookie, serializeConsent } from './state';

describe('consent cookie', () => {
  it('round-trips a choice and marks a response', () => {
    expect(parseConsent(serializeConsent(ALL_ACCEPTED))).toEqual({ necessary: true, ...ALL_ACCEPTED, hasResponse: true });
    expect(parseConsent(serializeConsent(ONLY_NECESSARY))).toEqual({ necessary: true, ...ONLY_NECESSARY, hasResponse: true });
  });

  it('treats a missing or malformed cookie as no response and no consent', () => {
    expect(parseConsent(undefined)).toEqual(NO_CONSENT);
    expect(parseConsent('p1.s1.m2')).toEqual(NO_CONSENT);
    expect(parseConsent('yes')).toEqual(NO_CONSENT);
  });

  it('finds its cookie among others', () => {
    expect(readConsentCookie('a=1; wf_consent=p0.s0.m1; b=2').marketing).toBe(true);
    expect(readConsentCookie('a=1').hasResponse).toBe(false);
  });
});
