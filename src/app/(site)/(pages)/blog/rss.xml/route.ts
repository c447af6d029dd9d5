import { blogForReaders } from '@/features/blog/cache';
import { rssFeed } from '@/features/blog/rss';
import { config } from '@/lib/config';
import { RSS_PATH } from '@/lib/seo';
import { BRAND } from '@/lib/site';

export async function GET() {
  const { posts } = await blogForReaders();
  const xml = rssFeed(
    { title: `${BRAND} – Blog`, description: 'Ideen, Locations und Planungstipps für die Firmen-Weihnachtsfeier.', siteUrl: config().SITE_URL, feedPath: RSS_PATH },
    posts,
  );
  // Short for caches in front: a new post appears in the feed within five minutes.
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
