/** The blog list's filter (search words and category), as it lives in the URL: /blog?q=…&kategorie=… */
import { BLOG_PATH } from '@/lib/site';
import { type SearchParams, textParam } from '@/lib/validation';

export { BLOG_PATH };
export const MAX_QUERY_LENGTH = 100;

export interface BlogFilter {
  q: string;
  /** A category's slug; null for 'Alle'. */
  category: string | null;
}

export interface SearchablePost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  tags: readonly string[];
  category: { name: string; slug: string } | null;
}

export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** The filter of a request's query; an unknown category counts as 'Alle', unusable search words as none. */
export function parseBlogFilter(params: SearchParams, categorySlugs: readonly string[]): BlogFilter {
  const q = (textParam(params.q, Number.MAX_SAFE_INTEGER) ?? '').replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
  const category = textParam(params.kategorie, 100);
  return { q, category: category && categorySlugs.includes(category) ? category : null };
}

/** The list's address for a filter; the plain '/blog' without one. */
export function blogFilterHref({ q, category }: BlogFilter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('kategorie', category);
  const query = params.toString();
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}

/** Lower case with umlauts spelled out and accents dropped, so 'Glühwein', 'gluehwein' and 'GLÜHWEIN' match. */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Every word of the search occurs somewhere in the post: title, excerpt, text, author, tags or category. */
export function matchesQuery(post: SearchablePost, q: string): boolean {
  const words = searchable(q).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = searchable([post.title, post.excerpt, post.content, post.author, ...post.tags, post.category?.name ?? ''].join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** The posts that match the filter, in the order given (newest published first). */
export function filterPosts<P extends SearchablePost>(posts: readonly P[], filter: BlogFilter): P[] {
  return posts.filter((post) => (filter.category === null || post.category?.slug === filter.category) && matchesQuery(post, filter.q));
}

/** The list's count line, in the spec's words (also for one article). */
export function foundLabel(count: number): string {
  return `${count} Artikel gefunden`;
}
