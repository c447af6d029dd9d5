import { JsonLd } from '@/components/json-ld';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { blogForReaders } from '@/features/blog/cache';
import { BlogFilters } from '@/features/blog/components/blog-filters';
import { PostCard } from '@/features/blog/components/post-card';
import { BLOG_FILTER_LAYOUT, parseBlogFilter } from '@/features/blog/filter';
import { filterPosts, foundLabel } from '@/features/blog/search';
import { BLOG_CRUMB, blogJsonLd } from '@/features/blog/structured-data';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { HOME_CRUMB, pageMetadata } from '@/lib/seo';
import type { SearchParams } from '@/lib/search-params';
import { BLOG_PATH } from '@/lib/site';

/** Both variants of the list name /blog as their canonical address. */
export const blogListMetadata = pageMetadata({
  title: 'Weihnachtsfeier-Blog: Ideen, Locations und Planungstipps',
  description:
    'Trends, Location-Ideen, Budget und Steuern: Praxiswissen für die Planung Ihrer Firmen-Weihnachtsfeier, von unserem Planungsteam für Unternehmen in ganz Deutschland.',
  path: BLOG_PATH,
});

/** The blog's posts as `params` filter them (search and category come from the URL, so it works without JavaScript). */
export async function BlogList({ params }: { params: SearchParams }) {
  const blog = await blogForReaders();
  const filter = parseBlogFilter(params, blog.categories.map((c) => c.slug));
  const posts = filterPosts(blog.posts, filter);
  return (
    <>
      <JsonLd data={blogJsonLd(blog.posts)} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumb crumbs={[HOME_CRUMB, BLOG_CRUMB]} />
        <h1 className="mt-6 text-4xl font-bold text-pine-900">Weihnachtsfeier-Blog</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Ideen, Locations und Planungswissen für Ihre Firmenfeier: Hier schreibt unser Planungsteam auf, was wir bei hunderten Weihnachtsfeiern
          gelernt haben – von der Budgetfrage bis zur passenden Location.
        </p>
        <div className="mt-8">
          <BlogFilters filter={filter} layout={BLOG_FILTER_LAYOUT} categories={blog.categories.map(({ name, slug }) => ({ name, slug }))} />
        </div>
        <p className="mt-2 font-semibold text-slate-800" aria-live="polite">
          {foundLabel(posts.length)}
        </p>
        {posts.length > 0 ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, i) => (
              <PostCard key={post.slug} post={post} eager={i < 3} />
            ))}
          </div>
        ) : (
          <div className="mt-6 rounded-2xl border border-dashed border-pine-200 bg-white p-10 text-center">
            {blog.posts.length === 0 ? (
              <>
                <p className="text-xl font-semibold text-pine-900">Noch keine Artikel veröffentlicht</p>
                <p className="mt-2 text-slate-700">Unser Planungsteam schreibt bereits – schauen Sie bald wieder vorbei.</p>
              </>
            ) : (
              <>
                <p className="text-xl font-semibold text-pine-900">Keine passenden Artikel gefunden</p>
                <p className="mt-2 text-slate-700">Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.</p>
                <a href={BLOG_PATH} className="mt-4 inline-block font-semibold text-pine-700 underline">
                  Alle Artikel anzeigen
                </a>
              </>
            )}
          </div>
        )}
        <div className="mt-16">
          <NewsletterSignup />
        </div>
      </div>
    </>
  );
}
