/** The blog list's filter (search words and category), as it lives in the URL: /blog?q=…&kategorie=… */
import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams, type SearchValues, typedText } from '@/lib/search-params';
import { MAX_QUERY_LENGTH } from './search';

const blogParams = defineSearchParams(
  {
    /** Search words, spaces collapsed; unusable ones count as none. */
    q: z._default(z.pipe(typedText(), z.transform((q: string) => q.replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH))), ''),
    /** A category's slug; null for 'Alle'. */
    category: z._default(z.nullable(z.pipe(typedText(), z.transform((slug: string) => slug.slice(0, 100)))), null),
  },
  { names: { category: 'kategorie' } },
);

export type BlogFilter = SearchValues<typeof blogParams>;

/** How the filter stands in the list's address, for the search box (a client component, which must not load zod) to write it. */
export const BLOG_FILTER_LAYOUT = blogParams.layout;

/** The filter of a request's query; an unknown category counts as 'Alle'. */
export function parseBlogFilter(params: SearchParams, categorySlugs: readonly string[]): BlogFilter {
  const { q, category } = blogParams.parse(params).values;
  return { q, category: category !== null && categorySlugs.includes(category) ? category : null };
}
