import { describe, expect, it } from 'vitest';
import { searchHref } from '@/lib/search-href';
import { BLOG_PATH } from '@/lib/site';
import { BLOG_FILTER_LAYOUT, type BlogFilter, parseBlogFilter } from './filter';

/** The list's address for a filter, as the search box writes it. */
const blogFilterHref = (filter: BlogFilter) => searchHref(BLOG_FILTER_LAYOUT, filter, BLOG_PATH);

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

describe('parseBlogFilter: unusable values', () => {
  it('reads search words with control characters as none, so the list shows all articles', () => {
    expect(parseBlogFilter({ q: 'a\u0000', kategorie: 'trends\u0000' }, ['trends'])).toEqual({ q: '', category: null });
  });
});
