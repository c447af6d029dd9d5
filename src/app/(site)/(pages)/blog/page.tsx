import { BlogList, blogListMetadata } from './blog-list';

export const metadata = blogListMetadata;

/**
 * The list without a search is the same for everyone, so served from the page cache and expired by the blog tag
 * when a post changes. With a search or category it is rewritten to ./%5Fsuche (see features/blog/routes.ts).
 */
export default function BlogPage() {
  return <BlogList params={{}} />;
}
