/** The blog list's filter (search words and category), as it lives in the URL: /blog?q=…&kategorie=… */
import * as z from 'zod/mini';
import { BLOG_PATH } from '@/lib/site';
import { defineSearchParams, type SearchParams, typedText } from '@/lib/search-params';

export const MAX_QUERY_LENGTH = 100;

const blogParams = defineSearchParams(
  {
    /** Search words, spaces collapsed; unusable ones count as none. */
    q: z._default(z.pipe(typedText(), z.transform((q: string) => q.replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH))), ''),
    /** A category's slug; null for 'Alle'. */
    category: z._default(z.nullable(z.pipe(typedText(), z.transform((slug: string) => slug.slice(0, 100)))), null),
  },
  { names: { category: 'kategorie' } },
);

export type BlogFilter = typeof blogParams.defaults;

/** The filter of a request's query; an unknown category counts as 'Alle'. */
export function parseBlogFilter(params: SearchParams, categorySlugs: readonly string[]): BlogFilter {
  const { q, category } = blogParams.parse(params).values;
  return { q, category: category !== null && categorySlugs.includes(category) ? category : null };
}

/** The list's address for a filter; the plain '/blog' without one. */
export const blogFilterHref = (filter: BlogFilter): string => blogParams.href(filter, BLOG_PATH);
