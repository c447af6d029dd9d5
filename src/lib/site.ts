export const PRODUCT = 'Weihnachtsfeier';
export const BRAND = 'Weihnachtsfeier-Planer';
export const FOOTER_TAGLINE = `Professionelle ${PRODUCT}-Planung in Deutschland`;
/** Anchor of the request form on every page that has one. */
export const REQUEST_FORM_ANCHOR = 'anfrage';
/** Id of the request form itself, so that buttons elsewhere on the page (the packages) can submit to it. */
export const REQUEST_FORM_ID = 'anfrage-formular';
export const LOCALE = 'de-DE';
/** Our own legal pages (footer, request form and consent banner link here). */
export const IMPRINT_PATH = '/impressum';
export const PRIVACY_PATH = '/datenschutz';
/** Our terms for the planning service, which the company accepts with an offer (the offer page links here). */
export const TERMS_PATH = '/agb';
/** The blog's list; its posts live under it. */
export const BLOG_PATH = '/blog';
/** The page that sells the venue-ad slots (the ads' free slots link here). */
export const PARTNER_PAGE_PATH = '/ad-partners';
/** Fired on `document` by the request form when its city changes (detail: our city id, or '' for none), so a page can show that city's ads. */
export const CITY_CHANGE_EVENT = 'wf:city-change';
