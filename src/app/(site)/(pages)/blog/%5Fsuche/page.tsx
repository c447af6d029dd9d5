import type { SearchParams } from '@/lib/search-params';
import { BlogList, blogListMetadata } from '../blog-list';

export const metadata = blogListMetadata;

/** /blog with a search or a category, rendered per request (the folder's address, /blog/_suche, can be no post's slug). */
export default async function BlogSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <BlogList params={await searchParams} />;
}
