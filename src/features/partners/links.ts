import { PARTNER_PAGE_PATH } from '@/lib/site';
import { type MonthPrice, monthBySlug } from './prices';

export const PARTNER_CRUMB = { name: 'Partner werden', path: PARTNER_PAGE_PATH };

/** Anchors of the partner page's sections. */
export const PARTNER_ANCHORS = { prices: 'preise', calculation: 'berechnung', availability: 'verfuegbarkeit', contact: 'kontakt' } as const;

/** What the partner page's address asks for: a price calculation (`monat`) and a city's free slots (`stadt`). */
export interface PartnerQuery {
  monthSlug?: string;
  cityId?: string;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

export function partnerQuery(params: Record<string, string | string[] | undefined>): PartnerQuery {
  return { monthSlug: single(params.monat), cityId: single(params.stadt) };
}

/** The page with the month's calculation shown by the server: where 'Berechnen' leads without JavaScript. */
export function calculationHref(month: MonthPrice, query: PartnerQuery): string {
  const params = new URLSearchParams({ monat: month.slug, ...(query.cityId ? { stadt: query.cityId } : {}) });
  return `${PARTNER_PAGE_PATH}?${params}#${PARTNER_ANCHORS.calculation}`;
}

/** The month a query asks to calculate: undefined when it asks for none, 'unknown' when the month does not exist. */
export function requestedMonth(query: PartnerQuery): MonthPrice | 'unknown' | undefined {
  if (!query.monthSlug) return undefined;
  return monthBySlug(query.monthSlug) ?? 'unknown';
}
