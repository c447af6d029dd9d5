import { describe, expect, it } from 'vitest';
import { filterPosts, foundLabel, matchesQuery, type SearchablePost } from './search';

const post = (title: string, category: string | null, extra: Partial<SearchablePost> = {}): SearchablePost => ({
  title,
  excerpt: '',
  content: '',
  author: 'Redaktion',
  tags: [],
  category: category ? { name: category, slug: category.toLowerCase() } : null,
  ...extra,
});

describe('matching', () => {
  it('finds every word anywhere in the post, ignoring case and umlaut spelling', () => {
    const p = post('Glühwein-Tipps', 'Trends', { content: 'Ein Abend im Brauhaus', tags: ['Köln'] });
    expect(matchesQuery(p, 'gluehwein')).toBe(true);
    expect(matchesQuery(p, 'GLÜHWEIN brauhaus')).toBe(true);
    expect(matchesQuery(p, 'koeln trends')).toBe(true);
    expect(matchesQuery(p, 'glühwein hamburg')).toBe(false);
    expect(matchesQuery(p, '')).toBe(true);
  });
  it('filters by category and search, keeping the order', () => {
    const posts = [post('A Budget', 'Trends'), post('B Budget', 'Team-Building'), post('C', 'Trends'), post('D Budget', null)];
    expect(filterPosts(posts, { q: 'budget', category: null }).map((p) => p.title)).toEqual(['A Budget', 'B Budget', 'D Budget']);
    expect(filterPosts(posts, { q: '', category: 'trends' }).map((p) => p.title)).toEqual(['A Budget', 'C']);
    expect(filterPosts(posts, { q: 'budget', category: 'trends' }).map((p) => p.title)).toEqual(['A Budget']);
  });
  it('counts as the spec says', () => {
    expect(foundLabel(3)).toBe('3 Artikel gefunden');
    expect(foundLabel(0)).toBe('0 Artikel gefunden');
  });
});
