import { perRequestRewrites } from '../../lib/query-rewrites';
import { PARTNER_PAGE_PATH } from '../../lib/site';

/** A calculation or a city's free slots, asked for by a link or form without JavaScript, render per request here. */
export const partnerQueryRewrites = () => perRequestRewrites(PARTNER_PAGE_PATH, ['monat', 'stadt'], `${PARTNER_PAGE_PATH}/auswahl`);
