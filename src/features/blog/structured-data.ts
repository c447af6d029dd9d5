import { absoluteUrl, type Crumb, DEFAULT_OG_IMAGE, HOME_CRUMB } from '@/lib/seo';
import { BLOG_PATH, BRAND, LOCALE } from '@/lib/site';
import type { PublicPost } from './cache';
import { postPath } from './routes';

export const BLOG_CRUMB: Crumb = { name: 'Blog', path: BLOG_PATH };

export const postCrumbs = (post: Pick<PublicPost, 'slug' | 'title'>): Crumb[] => [HOME_CRUMB, BLOG_CRUMB, { name: post.title, path: postPath(post.slug) }];

const publisher = () => ({ '@type': 'Organization', name: BRAND, url: absoluteUrl('/'), logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } });

/** BlogPosting for a post page: headline, dates, author and image as search engines read them. */
export function blogPostingJsonLd(post: PublicPost) {
  const url = absoluteUrl(postPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    image: absoluteUrl(post.image?.src ?? DEFAULT_OG_IMAGE.path),
    publisher: publisher(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: LOCALE,
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** The list page as a Blog with its posts. */
export function blogJsonLd(posts: readonly PublicPost[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${BRAND} – Blog`,
    url: absoluteUrl(BLOG_PATH),
    inLanguage: LOCALE,
    publisher: publisher(),
    blogPost: posts.map((post) => ({ '@type': 'BlogPosting', headline: post.title, url: absoluteUrl(postPath(post.slug)), datePublished: post.publishedAt })),
  };
}
