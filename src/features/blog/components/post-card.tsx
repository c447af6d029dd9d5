import { Newspaper } from '@/components/ui/icons';
import type { PublicPost } from '../cache';
import { postPath } from '../routes';
import { CategoryBadge, PostMeta, TagList } from './post-meta';

/** Cards show at most three tags (SPEC section 9). */
export const CARD_TAGS = 3;

/** A post in the list: the whole card is one link to the post (the title's link stretched over the card). */
export function PostCard({ post, eager = false }: { post: PublicPost; eager?: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-pine-100 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/9] bg-pine-50">
        {post.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own /media copy with its stored size
          <img src={post.image.src} width={post.image.width} height={post.image.height} alt="" loading={eager ? 'eager' : 'lazy'} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center bg-gradient-to-br from-pine-50 to-gold-100">
            <Newspaper className="size-12 text-pine-200" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.category && (
          <div>
            <CategoryBadge name={post.category.name} />
          </div>
        )}
        <h2 className="text-xl font-bold text-pine-900">
          <a href={postPath(post.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
            {post.title}
          </a>
        </h2>
        <p className="flex-1 text-slate-700">{post.excerpt}</p>
        <PostMeta publishedAt={post.publishedAt} readingTime={post.readingTime} />
        <TagList tags={post.tags.slice(0, CARD_TAGS)} label="Schlagwörter" />
      </div>
    </article>
  );
}
