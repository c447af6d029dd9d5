'use client';

import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice, readConsentCookie, serializeConsent } from './state';

export const GADS_ID = process.env.NEXT_PUBLIC_GADS_ID ?? '';

export function currentConsent() {
  return readConsentCookie(document.cookie);
}

export function saveConsent(choice: ConsentChoice) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Loads the Google Ads tag once; only ever called after marketing consent. */
export function loadAdsTag() {
  if (!GADS_ID || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag expects the arguments object itself
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', GADS_ID);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GADS_ID)}`;
  document.head.appendChild(script);
}

/** Sends the Ads conversion for a request; does nothing without marketing consent. */
export function trackConversion(conversionKey: string) {
  if (!GADS_ID || !currentConsent().marketing) return;
  loadAdsTag();
  window.gtag?.('event', 'conversion', { send_to: `${GADS_ID}/${conversionKey}`, value: 1, currency: 'EUR' });
}
