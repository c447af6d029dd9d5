import Link from 'next/link';
import { AdminTabs } from '@/components/admin/admin-tabs';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { ADMIN_CALLS_PATH } from '@/features/calls/paths';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { ADMIN_OVERVIEW_PATH } from '@/features/overview/paths';
import { inboxCounts } from '@/features/requests/inbox';
import { INBOX_PATH } from '@/features/requests/paths';

export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  const counts = await inboxCounts(await getDb());
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3">
          <p className="text-lg font-bold text-pine-900">Blog Admin</p>
          <Link href="/" className="text-sm font-medium text-pine-700 underline">
            View Site
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm text-slate-700">
            <Link href="/admin/account" className="truncate hover:underline" title="Account">
              {admin.email}
            </Link>
            <SignOutButton />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-2">
          <AdminTabs
            tabs={[
              { href: ADMIN_OVERVIEW_PATH, label: 'Overview' },
              { href: INBOX_PATH, label: 'Requests', badge: `${counts.fresh} new · ${counts.overdue} overdue` },
              { href: ADMIN_CALLS_PATH, label: 'Calls' },
              { href: ADMIN_INVOICES_PATH, label: 'Invoices' },
              { href: '/admin/posts', label: 'Blog Posts' },
              { href: '/admin/venues', label: 'Venues' },
              { href: '/admin/venue-ads', label: 'Venue Ads' },
              { href: ADMIN_BOOKINGS_PATH, label: 'Bookings' },
              { href: '/admin/newsletter', label: 'Newsletter' },
              { href: '/admin/users', label: 'Users' },
              { href: '/admin/outbox', label: 'Outbox' },
              { href: '/admin/backups', label: 'Backups' },
            ]}
          />
        </div>
      </header>
      <main id="inhalt" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
