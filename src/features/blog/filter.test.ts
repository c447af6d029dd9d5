import { describe, expect, it } from 'vitest';
import { blogFilterHref, filterPosts, foundLabel, matchesQuery, parseBlogFilter, type SearchablePost } from './filter';

const post = (title: string, category: string | null, extra: Partial<SearchablePost> = {}): SearchablePost => ({
  title,
  excerpt: '',
  content: '',
  author: 'Redaktion',
  tags: [],
  category: category ? { name: category, slug: category.toLowerCase() } : null,
  ...extra,
});

describe('parseBlogFilter', () => {
  it('reads q and a known category, trims and caps the search', () => {
    expect(parseBlogFilter({ q: '  Budget   Tipps ', kategorie: 'trends' }, ['trends'])).toEqual({ q: 'Budget Tipps', category: 'trends' });
    expect(parseBlogFilter({ q: 'x'.repeat(300) }, []).q).toHaveLength(100);
  });
  it('treats a missing or unknown category as Alle', () => {
    expect(parseBlogFilter({}, ['trends'])).toEqual({ q: '', category: null });
    expect(parseBlogFilter({ kategorie: 'gibt-es-nicht' }, ['trends'])).toEqual({ q: '', category: null });
    expect(parseBlogFilter({ kategorie: ['trends', 'x'], q: ['a', 'b'] }, ['trends'])).toEqual({ q: 'a', category: 'trends' });
  });
});

describe('blogFilterHref', () => {
  it('puts only what is set into the URL', () => {
    expect(blogFilterHref({ q: '', category: null })).toBe('/blog');
    expect(blogFilterHref({ q: 'Glühwein & Co', category: 'trends' })).toBe('/blog?q=Gl%C3%BChwein+%26+Co&kategorie=trends');
  });
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

describe('parseBlogFilter: unusable values', () => {
  it('reads search words with control characters as none, so the list shows all articles', () => {
    expect(parseBlogFilter({ q: 'a\u0000', kategorie: 'trends\u0000' }, ['trends'])).toEqual({ q: '', category: null });
  });
});
