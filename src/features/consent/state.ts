export const CONSENT_COOKIE = 'wf_consent';
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
export const CONSENT_OPEN_EVENT = 'consent:open';
export const CONSENT_CHANGE_EVENT = 'consent:change';

export interface ConsentState {
  necessary: true;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  hasResponse: boolean;
}

export type ConsentChoice = Pick<ConsentState, 'preferences' | 'statistics' | 'marketing'>;

export const NO_CONSENT: ConsentState = { necessary: true, preferences: false, statistics: false, marketing: false, hasResponse: false };
export const ALL_ACCEPTED: ConsentChoice = { preferences: true, statistics: true, marketing: true };
export const ONLY_NECESSARY: ConsentChoice = { preferences: false, statistics: false, marketing: false };

/** Compact cookie value, e.g. "p1.s0.m1". */
export function serializeConsent(choice: ConsentChoice): string {
  return `p${Number(choice.preferences)}.s${Number(choice.statistics)}.m${Number(choice.marketing)}`;
}

export function parseConsent(value: string | undefined): ConsentState {
  const match = value ? /^p([01])\.s([01])\.m([01])$/.exec(value) : null;
  if (!match) return NO_CONSENT;
  return { necessary: true, preferences: match[1] === '1', statistics: match[2] === '1', marketing: match[3] === '1', hasResponse: true };
}

export function readConsentCookie(cookieHeader: string): ConsentState {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry?.slice(CONSENT_COOKIE.length + 1));
}
