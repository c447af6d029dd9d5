import Link from 'next/link';

/** Previous and next page of an admin list; every page is its own address, so it works without JavaScript. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  return (
    <nav aria-label="Pages" className="flex gap-3">
      {page > 1 && (
        <Link href={href(page - 1)} className="font-medium text-pine-700 underline">
          Previous page
        </Link>
      )}
      {page < pageCount && (
        <Link href={href(page + 1)} className="font-medium text-pine-700 underline">
          Next page
        </Link>
      )}
    </nav>
  );
}

/** How many rows the list's filter found and which page this is, e.g. "12 requests · page 1 of 1". */
export function ListCount({ total, one, many, page, pageCount }: { total: number; one: string; many: string; page: number; pageCount: number }) {
  return (
    <p className="text-sm text-slate-700" role="status">
      {total} {total === 1 ? one : many} · page {Math.min(page, pageCount)} of {pageCount}
    </p>
  );
}
