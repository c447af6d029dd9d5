export const PRODUCT = 'Weihnachtsfeier';
export const BRAND = 'Weihnachtsfeier-Planer';
export const FOOTER_TAGLINE = `Professionelle ${PRODUCT}-Planung in Deutschland`;
/** Anchor of the request form on every page that has one. */
export const REQUEST_FORM_ANCHOR = 'anfrage';
export const LOCALE = 'de-DE';
