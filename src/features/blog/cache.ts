import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { getDb } from '@/db/client';
import { imagePath } from '@/features/images/paths';
import { imageSizes } from '@/features/images/queries';
import { BLOG_CACHE_SECONDS, CACHE_TAGS } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import { type BlogCategory, listCategories, listPublishedPosts, type PostWithCategory } from './queries';

export interface PostImage {
  src: string;
  width: number;
  height: number;
}

/** A published post as readers see it: our own copy of the image, never the address the admin entered. */
export interface PublicPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: { name: string; slug: string } | null;
  tags: string[];
  image: PostImage | null;
  readingTime: number;
  publishedAt: string;
  updatedAt: string;
}

export interface PublishedBlog {
  posts: PublicPost[];
  categories: BlogCategory[];
}

async function loadPublishedBlog(): Promise<PublishedBlog> {
  const db = await getDb();
  const [rows, categories] = await Promise.all([listPublishedPosts(db), listCategories(db)]);
  const sizes = await imageSizes(db, rows.flatMap((post) => (post.imageId ? [post.imageId] : [])));
  const publicPost = (post: PostWithCategory): PublicPost => {
    const size = post.imageId ? sizes.get(post.imageId) : undefined;
    return {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      category: post.category,
      tags: post.tags,
      image: post.imageId && size ? { src: imagePath(post.imageId), ...size } : null,
      readingTime: post.readingTime,
      // Strings, because the cache stores JSON.
      publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  };
  return { posts: rows.map(publicPost), categories };
}

const EMPTY: PublishedBlog = { posts: [], categories: [] };

/**
 * Every published post and the categories, from the cache until a post or category changes (tag
 * CACHE_TAGS.blog). The blog is small enough that one entry serves the list, each post, the feed and the sitemap.
 */
export async function publishedBlog(): Promise<PublishedBlog> {
  // The build has no database; its prerendered pages are never served (see src/lib/next-internals/page-cache-handler.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return EMPTY;
  return unstable_cache(loadPublishedBlog, ['blog', 'published'], { tags: [CACHE_TAGS.blog], revalidate: BLOG_CACHE_SECONDS })();
}

/** For readers: a load error is logged and reads as an empty blog (the list shows its empty state, a post page redirects to the list). */
export async function blogForReaders(): Promise<PublishedBlog> {
  try {
    return await publishedBlog();
  } catch (err) {
    logger.error({ err }, 'blog could not be loaded; readers see an empty blog');
    return EMPTY;
  }
}

export async function publishedPost(slug: string): Promise<PublicPost | undefined> {
  return (await blogForReaders()).posts.find((post) => post.slug === slug);
}

/** After a post was saved, published, unpublished or deleted: every blog page renders afresh. Server actions only. */
export function expireBlog(): void {
  updateTag(CACHE_TAGS.blog);
}
