import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams, type SearchValues } from '@/lib/search-params';
import { PARTNER_PAGE_PATH } from '@/lib/site';
import { type MonthPrice, monthBySlug } from '@/features/ad-slots/prices';

export const PARTNER_CRUMB = { name: 'Partner werden', path: PARTNER_PAGE_PATH };

/** Anchors of the partner page's sections. */
export const PARTNER_ANCHORS = { prices: 'preise', calculation: 'berechnung', availability: 'verfuegbarkeit', contact: 'kontakt' } as const;

/** What the partner page's address asks for: a price calculation (`monat`) and a city's free slots (`stadt`). */
const partnerParams = defineSearchParams({ monthSlug: z.optional(z.string()), cityId: z.optional(z.string()) }, { names: { monthSlug: 'monat', cityId: 'stadt' } });

export type PartnerQuery = Partial<SearchValues<typeof partnerParams>>;

export const partnerQuery = (params: SearchParams): PartnerQuery => partnerParams.parse(params).values;

/** The partner page at one of its sections, keeping the chosen city and asking for `month`'s calculation, if given. */
export function partnerHref(query: PartnerQuery, anchor: string, month?: MonthPrice): string {
  return `${partnerParams.href({ monthSlug: month?.slug, cityId: query.cityId }, PARTNER_PAGE_PATH)}#${anchor}`;
}

/** The page with the month's calculation shown by the server: where 'Berechnen' leads without JavaScript. */
export const calculationHref = (month: MonthPrice, query: PartnerQuery) => partnerHref(query, PARTNER_ANCHORS.calculation, month);

/** The month a query asks to calculate: undefined when it asks for none, 'unknown' when the month does not exist. */
export function requestedMonth(query: PartnerQuery): MonthPrice | 'unknown' | undefined {
  if (!query.monthSlug) return undefined;
  return monthBySlug(query.monthSlug) ?? 'unknown';
}
