import { PARTNER_PAGE_PATH } from '@/lib/site';
import { firstParam, type SearchParams } from '@/lib/validation';
import { type MonthPrice, monthBySlug } from './prices';

export const PARTNER_CRUMB = { name: 'Partner werden', path: PARTNER_PAGE_PATH };

/** Anchors of the partner page's sections. */
export const PARTNER_ANCHORS = { prices: 'preise', calculation: 'berechnung', availability: 'verfuegbarkeit', contact: 'kontakt' } as const;

/** What the partner page's address asks for: a price calculation (`monat`) and a city's free slots (`stadt`). */
export interface PartnerQuery {
  monthSlug?: string;
  cityId?: string;
}

export function partnerQuery(params: SearchParams): PartnerQuery {
  return { monthSlug: firstParam(params.monat), cityId: firstParam(params.stadt) };
}

/** The partner page at one of its sections, keeping the chosen city and asking for `month`'s calculation, if given. */
export function partnerHref(query: PartnerQuery, anchor: string, month?: MonthPrice): string {
  const params = new URLSearchParams({ ...(month ? { monat: month.slug } : {}), ...(query.cityId ? { stadt: query.cityId } : {}) }).toString();
  return `${PARTNER_PAGE_PATH}${params ? `?${params}` : ''}#${anchor}`;
}

/** The page with the month's calculation shown by the server: where 'Berechnen' leads without JavaScript. */
export const calculationHref = (month: MonthPrice, query: PartnerQuery) => partnerHref(query, PARTNER_ANCHORS.calculation, month);

/** The month a query asks to calculate: undefined when it asks for none, 'unknown' when the month does not exist. */
export function requestedMonth(query: PartnerQuery): MonthPrice | 'unknown' | undefined {
  if (!query.monthSlug) return undefined;
  return monthBySlug(query.monthSlug) ?? 'unknown';
}
