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
