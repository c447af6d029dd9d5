import { BLOG_PATH } from '@/lib/site';
import type { PublicPost } from './cache';
import { postPath } from './routes';

export interface FeedChannel {
  title: string;
  description: string;
  /** Absolute address of the site, without a trailing slash. */
  siteUrl: string;
  feedPath: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** RFC 822 date as RSS 2.0 wants it, e.g. "Sat, 21 Nov 2026 10:00:00 GMT". */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** The RSS 2.0 feed of the published posts (newest first, as given). */
export function rssFeed(channel: FeedChannel, posts: readonly PublicPost[]): string {
  const link = (path: string) => escapeXml(`${channel.siteUrl}${path}`);
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${link(postPath(post.slug))}</link>
      <guid isPermaLink="true">${link(postPath(post.slug))}</guid>
      <pubDate>${rfc822(post.publishedAt)}</pubDate>
      <dc:creator>${escapeXml(post.author)}</dc:creator>
${post.category ? `      <category>${escapeXml(post.category.name)}</category>\n` : ''}      <description>${escapeXml(post.excerpt)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${link(BLOG_PATH)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>de-de</language>
    <atom:link href="${link(channel.feedPath)}" rel="self" type="application/rss+xml"/>
${posts.length ? `    <lastBuildDate>${rfc822(posts[0].publishedAt)}</lastBuildDate>\n` : ''}${items.join('\n')}${items.length ? '\n' : ''}  </channel>
</rss>
`;
}
