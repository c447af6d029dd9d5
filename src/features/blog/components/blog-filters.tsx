'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, useEffect, useRef, useState, useTransition } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Search } from '@/components/ui/icons';
import { type SearchLayout, searchHref } from '@/lib/search-href';
import { BLOG_PATH } from '@/lib/site';
import type { BlogFilter } from '../filter';
import { MAX_QUERY_LENGTH } from '../search';

/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 250;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Search box and category buttons. Without JavaScript they are a GET form and links, answered by the server;
 * with it the list follows the typing (the server still filters: the URL changes, the page re-renders).
 * `layout` is the filter's BLOG_FILTER_LAYOUT, given by the server so that this component writes addresses without zod.
 */
export function BlogFilters({ filter, layout, categories }: { filter: BlogFilter; layout: SearchLayout<BlogFilter>; categories: readonly { name: string; slug: string }[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [q, setQ] = useState(filter.q);
  // The search in the URL and the last one sent from here: a URL search that was not typed here (back
  // button, a link) replaces the box's text; one that was typed here must not undo letters typed since.
  const [synced, setSynced] = useState({ url: filter.q, sent: filter.q });
  if (filter.q !== synced.url) {
    if (filter.q !== synced.sent) setQ(filter.q);
    setSynced({ url: filter.q, sent: filter.q });
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hrefOf = (next: BlogFilter) => searchHref(layout, next, BLOG_PATH);
  const go = (next: BlogFilter) => {
    clearTimeout(timer.current);
    setSynced((current) => ({ ...current, sent: next.q }));
    startTransition(() => router.replace(hrefOf(next), { scroll: false }));
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, next: BlogFilter) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setQ(next.q);
    go(next);
  };

  const options = [{ name: 'Alle', slug: null }, ...categories];
  const active = filter.q !== '' || filter.category !== null;
  return (
    <div className="space-y-4">
      <form
        role="search"
        action={BLOG_PATH}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: q.trim(), category: filter.category });
        }}
      >
        <label htmlFor="blog-suche" className="sr-only">
          Artikel durchsuchen
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id="blog-suche"
            type="search"
            name="q"
            value={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Artikel durchsuchen …"
            autoComplete="off"
            onChange={(event) => {
              const value = event.target.value;
              setQ(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ q: value.trim(), category: filter.category }), TYPING_PAUSE_MS);
            }}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base"
          />
        </div>
        {filter.category && <input type="hidden" name="kategorie" value={filter.category} />}
        <button type="submit" className={buttonClasses('secondary', 'md')}>
          Suchen
        </button>
      </form>
      <nav aria-label="Kategorien" className="flex flex-wrap items-center gap-2">
        {options.map((option) => {
          const next = { q: q.trim(), category: option.slug };
          const current = filter.category === option.slug;
          return (
            <a
              key={option.name}
              href={hrefOf(next)}
              onClick={(event) => follow(event, next)}
              aria-current={current ? 'true' : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${current ? 'bg-pine-800 text-white ring-pine-800' : 'bg-white text-pine-800 ring-pine-200 hover:bg-pine-50'}`}
            >
              {option.name}
            </a>
          );
        })}
        {active && (
          <a href={BLOG_PATH} onClick={(event) => follow(event, { q: '', category: null })} className="ml-auto text-sm font-semibold text-berry-700 underline">
            Filter zurücksetzen
          </a>
        )}
      </nav>
      <p role="status" className="h-5 text-sm text-slate-600">
        {pending ? 'Lade Blog-Artikel...' : ''}
      </p>
    </div>
  );
}
