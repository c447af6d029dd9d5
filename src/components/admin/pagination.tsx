import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Previous and next page of an admin list; every page is its own address, so it works without JavaScript. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const t = useTranslations('admin.pagination');
  return (
    <nav aria-label={t('label')} className="flex gap-3">
      {page > 1 && (
        <Link href={href(page - 1)} className="font-medium text-pine-700 underline">
          {t('previous')}
        </Link>
      )}
      {page < pageCount && (
        <Link href={href(page + 1)} className="font-medium text-pine-700 underline">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}

/** How many rows the list's filter found and which page this is, e.g. "12 requests · page 1 of 1". */
export function ListCount({ total, one, many, page, pageCount }: { total: number; one: string; many: string; page: number; pageCount: number }) {
  const t = useTranslations('admin.pagination');
  return (
    <p className="text-sm text-slate-700" role="status">
      {t('count', { total, noun: total === 1 ? one : many, page: Math.min(page, pageCount), pageCount })}
    </p>
  );
}
