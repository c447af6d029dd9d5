import { describe, expect, it } from 'vitest';
import type { PublicPost } from './cache';
import { rssFeed } from './rss';

const post: PublicPost = {
  slug: 'budget-planung-weihnachtsfeier',
  title: 'Budget & Steuern: <Tipps>',
  excerpt: 'Was „110 €“ bedeuten',
  content: '',
  author: 'Redaktion',
  category: { name: 'Veranstaltungstipps', slug: 'veranstaltungstipps' },
  tags: [],
  image: null,
  readingTime: 5,
  publishedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('rssFeed', () => {
  const channel = { title: 'Blog', description: 'Tipps', siteUrl: 'https://planer.example', feedPath: '/blog/rss.xml' };

  it('lists each post with link, guid, date and escaped text', () => {
    const xml = rssFeed(channel, [post]);
    expect(xml).toContain('<title>Budget &amp; Steuern: &lt;Tipps&gt;</title>');
    expect(xml).toContain('<link>https://planer.example/blog/budget-planung-weihnachtsfeier</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://planer.example/blog/budget-planung-weihnachtsfeier</guid>');
    expect(xml).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Veranstaltungstipps</category>');
    expect(xml).toContain('<description>Was „110 €“ bedeuten</description>');
    expect(xml).toContain('<atom:link href="https://planer.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('is a valid empty channel without posts', () => {
    const xml = rssFeed(channel, []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toMatch(/<\/channel>\n<\/rss>\n$/);
  });
});
