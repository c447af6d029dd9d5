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

/** One kind of the team's work: its tabs stand together under its name. */
export interface AdminTabGroup {
  /** Keys the group among the others. */
  id: string;
  label: string;
  tabs: readonly AdminTab[];
}

/**
 * The workspace's tabs, grouped by the team's work; each is its own URL, so a reload or a shared link opens it. The
 * groups wrap onto a second line where the width ends (German at 1280 px, any phone) rather than scrolling sideways.
 * A group's name is read before its tabs, not made the list's label: a label „Content“ would also answer to a form
 * field's name on the same screen.
 */
export function AdminTabs({ groups }: { groups: readonly AdminTabGroup[] }) {
  const pathname = usePathname();
  const t = useTranslations('admin.tabs');
  return (
    <nav aria-label={t('label')} className="pb-2">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {groups.map(({ id, label, tabs }) => (
          <li key={id} className="min-w-0">
            <p className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {label}
            </p>
            <ul className="flex flex-wrap gap-1">
              {tabs.map((tab) => {
                const current = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
                return (
                  <li key={tab.href}>
                    <Link
                      href={tab.href}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex items-center rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap ${current ? 'bg-pine-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-pine-800'}`}
                    >
                      {tab.label}
                      {tab.badge && <span className={`ml-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${current ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}>{tab.badge}</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
