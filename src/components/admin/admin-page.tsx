import Link from 'next/link';
import { useTranslations } from 'next-intl';

/**
 * An admin screen: its heading (named by `titleId` for the landmark), the screen's own buttons beside it, and
 * for a form screen the way back to its list.
 */
export function AdminPage({
  titleId,
  title,
  actions,
  back,
  className = '',
  children,
}: {
  titleId: string;
  title: string;
  actions?: React.ReactNode;
  /** The list a form screen returns to. */
  back?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('admin.page');
  const heading = (
    <h1 id={titleId} className="text-2xl font-bold text-pine-900">
      {title}
    </h1>
  );
  return (
    <section aria-labelledby={titleId} className={`space-y-4 ${className}`.trim()}>
      {back && (
        <Link href={back} className="text-sm font-medium text-pine-700 underline">
          {t('back')}
        </Link>
      )}
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A part of an admin screen under its heading (an h2, named by `titleId` for the landmark). */
export function AdminSection({ titleId, title, className, children }: { titleId: string; title: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-lg font-semibold text-pine-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
