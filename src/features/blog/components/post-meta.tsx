import { CalendarDays, Clock } from '@/components/ui/icons';
import { formatLongDate } from '@/lib/time';

/** Date (German long form) and reading time of a post, as on its card and its page. */
export function PostMeta({ publishedAt, readingTime, author }: { publishedAt: string; readingTime: number; author?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      {author && <span>Von {author}</span>}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" />
        <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" />
        {readingTime} Min. Lesezeit
      </span>
    </p>
  );
}

export function CategoryBadge({ name }: { name: string }) {
  return <span className="inline-block rounded-full bg-berry-600/10 px-3 py-1 text-xs font-semibold text-berry-700">{name}</span>;
}

export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
