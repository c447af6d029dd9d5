'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

export interface AdminTab {
  href: string;
  label: string;
  /** A count shown after the label, e.g. new requests. */
  badge?: string;
}

/** The workspace's tabs; each is its own URL, so a reload or a shared link opens it. */
export function AdminTabs({ tabs }: { tabs: readonly AdminTab[] }) {
  const pathname = usePathname();
  const t = useTranslations('admin.tabs');
  return (
    <nav aria-label={t('label')} className="-mb-px flex gap-1 overflow-x-auto">
      {tabs.map((tab) => {
        const current = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? 'page' : undefined}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${current ? 'border-berry-600 text-pine-900' : 'border-transparent text-slate-600 hover:text-pine-800'}`}
          >
            {tab.label}
            {tab.badge && <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{tab.badge}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
