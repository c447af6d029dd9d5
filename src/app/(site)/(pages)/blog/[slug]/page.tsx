import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { buttonClasses } from '@/components/ui/button';
import { publishedPost } from '@/features/blog/cache';
import { Markdown } from '@/features/blog/components/markdown';
import { CategoryBadge, PostMeta, TagList } from '@/features/blog/components/post-meta';
import { postPath } from '@/features/blog/routes';
import { blogPostingJsonLd, postCrumbs } from '@/features/blog/structured-data';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { pageMetadata } from '@/lib/seo';
import { BLOG_PATH, REQUEST_FORM_ANCHOR } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

/** No post is known at build time (no database then): each renders on its first request and stays cached until a post changes. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await publishedPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: `${post.title} | Weihnachtsfeier-Blog`,
    description: post.excerpt,
    path: postPath(post.slug),
    type: 'article',
    image: post.image ? { path: post.image.src, alt: post.title, width: post.image.width, height: post.image.height, type: 'image/webp' } : undefined,
    article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt, authors: [post.author], section: post.category?.name, tags: post.tags },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await publishedPost((await params).slug);
  // An unknown or unpublished post (or a load error) leads to the list (SPEC section 5).
  if (!post) redirect(BLOG_PATH);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumb crumbs={postCrumbs(post)} />
        <header className="mt-6 space-y-4">
          {post.category && <CategoryBadge name={post.category.name} />}
          <h1 className="text-3xl font-bold text-pine-900 sm:text-4xl">{post.title}</h1>
          <p className="text-lg text-slate-700">{post.excerpt}</p>
          <PostMeta author={post.author} publishedAt={post.publishedAt} readingTime={post.readingTime} />
        </header>
        {post.image && (
          // eslint-disable-next-line @next/next/no-img-element -- our own /media copy with its stored size
          <img src={post.image.src} width={post.image.width} height={post.image.height} alt={post.title} fetchPriority="high" className="mt-8 h-auto w-full rounded-2xl" />
        )}
        <div className="mt-8 text-lg text-slate-800">
          <Markdown>{post.content}</Markdown>
        </div>
        {post.tags.length > 0 && (
          <footer className="mt-10 border-t border-slate-200 pt-6">
            <TagList tags={post.tags} label="Schlagwörter dieses Artikels" />
          </footer>
        )}
        <aside aria-labelledby="anfrage-titel" className="mt-12 rounded-2xl bg-pine-800 p-8 text-white">
          <h2 id="anfrage-titel" className="text-2xl font-bold">Sie planen die nächste Weihnachtsfeier?</h2>
          <p className="mt-2 text-pine-100">Schildern Sie uns Ihre Wünsche: Wir suchen passende Locations und machen die Angebote vergleichbar.</p>
          <a href={`/#${REQUEST_FORM_ANCHOR}`} className={buttonClasses('primary', 'md', 'mt-6')}>
            Jetzt Anfrage stellen
          </a>
        </aside>
        <p className="mt-8">
          <a href={BLOG_PATH} className="font-semibold text-pine-700 underline">
            Zurück zum Blog
          </a>
        </p>
      </article>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <NewsletterSignup />
      </div>
    </>
  );
}
