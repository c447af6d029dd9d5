/** The blog list's search: which posts match a filter, and the count line above them. */

/** The longest search the list takes; the box takes no more. */
export const MAX_QUERY_LENGTH = 100;

export interface SearchablePost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  tags: readonly string[];
  category: { name: string; slug: string } | null;
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

/**
 * The posts that match the filter (a BlogFilter of ./filter.ts, which imports this module's limit), in the order given
 * (newest published first).
 */
export function filterPosts<P extends SearchablePost>(posts: readonly P[], filter: { q: string; category: string | null }): P[] {
  return posts.filter((post) => (filter.category === null || post.category?.slug === filter.category) && matchesQuery(post, filter.q));
}

/** The list's count line, in the spec's words (also for one article). */
export function foundLabel(count: number): string {
  return `${count} Artikel gefunden`;
}
