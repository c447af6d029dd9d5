import Link from 'next/link';
import { AdminTabs } from '@/components/admin/admin-tabs';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { MissingNameNotice } from '@/features/auth/components/missing-name-notice';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { ADMIN_ACCOUNT_PATH, ADMIN_USERS_PATH } from '@/features/auth/paths';
import { plannerName } from '@/features/auth/planner';
import { ADMIN_BACKUPS_PATH } from '@/features/backups/paths';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { CallSlotsNotice } from '@/features/calls/components/call-slots-notice';
import { ADMIN_CALLS_PATH } from '@/features/calls/paths';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { ADMIN_NEWSLETTER_PATH } from '@/features/newsletter/paths';
import { ADMIN_OUTBOX_PATH } from '@/features/outbox/paths';
import { ADMIN_OVERVIEW_PATH } from '@/features/overview/paths';
import { inboxCounts } from '@/features/requests/inbox';
import { INBOX_PATH } from '@/features/requests/paths';
import { ADMIN_ADS_PATH } from '@/features/venue-ads/paths';
import { ADMIN_VENUES_PATH } from '@/features/venues/paths';

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
            <Link href={ADMIN_ACCOUNT_PATH} className="truncate hover:underline" title={`Account: ${admin.email}`}>
              {plannerName(admin) ?? admin.email}
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
              { href: ADMIN_POSTS_PATH, label: 'Blog Posts' },
              { href: ADMIN_VENUES_PATH, label: 'Venues' },
              { href: ADMIN_ADS_PATH, label: 'Venue Ads' },
              { href: ADMIN_BOOKINGS_PATH, label: 'Bookings' },
              { href: ADMIN_NEWSLETTER_PATH, label: 'Newsletter' },
              { href: ADMIN_USERS_PATH, label: 'Users' },
              { href: ADMIN_OUTBOX_PATH, label: 'Outbox' },
              { href: ADMIN_BACKUPS_PATH, label: 'Backups' },
            ]}
          />
        </div>
      </header>
      <main id="inhalt" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <div className="mb-4 space-y-2 empty:hidden">
          <MissingNameNotice admin={admin} />
          <CallSlotsNotice />
        </div>
        {children}
      </main>
    </div>
  );
}
