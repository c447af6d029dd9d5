import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminTabs } from '@/components/admin/admin-tabs';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { MissingNameNotice } from '@/features/auth/components/missing-name-notice';
import { LanguageSwitch } from '@/features/auth/components/language-switch';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { ADMIN_ACCOUNT_PATH, ADMIN_USERS_PATH } from '@/features/auth/paths';
import { plannerName } from '@/features/auth/planner';
import { ADMIN_BACKUPS_PATH } from '@/features/backups/paths';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { bookingsAwaitingReview } from '@/features/bookings/admin-queries';
import { ADMIN_BOOKINGS_PATH } from '@/features/bookings/paths';
import { CallSlotsNotice } from '@/features/calls/components/call-slots-notice';
import { ADMIN_CALLS_PATH } from '@/features/calls/paths';
import { ADMIN_INVOICES_PATH } from '@/features/invoices/paths';
import { ADMIN_NEWSLETTER_PATH } from '@/features/newsletter/paths';
import { ADMIN_OUTBOX_PATH } from '@/features/outbox/paths';
import { waitingChangesCount } from '@/features/partner-area/change-queries';
import { ADMIN_OVERVIEW_PATH } from '@/features/overview/paths';
import { inboxCounts } from '@/features/requests/inbox';
import { INBOX_PATH } from '@/features/requests/paths';
import { ADMIN_ADS_PATH } from '@/features/venue-ads/paths';
import { ADMIN_VENUES_PATH } from '@/features/venues/paths';

export default async function WorkspaceLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  const db = await getDb();
  // The Bookings tab counts what waits for the team there: confirmed bookings and the operators' changes.
  const [counts, bookingsToReview, changesToReview] = await Promise.all([inboxCounts(db), bookingsAwaitingReview(db), waitingChangesCount(db)]);
  const toReview = bookingsToReview + changesToReview;
  const t = await getTranslations('admin.workspace');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 pt-3">
          <p className="text-lg font-bold text-pine-900">{t('product')}</p>
          <Link href="/" className="text-sm font-medium text-pine-700 underline">
            {t('viewSite')}
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm text-slate-700">
            <Link href={ADMIN_ACCOUNT_PATH} className="truncate hover:underline" title={t('accountTitle', { email: admin.email })}>
              {plannerName(admin) ?? admin.email}
            </Link>
            <LanguageSwitch />
            <SignOutButton />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pt-2">
          <AdminTabs
            groups={[
              {
                id: 'work',
                label: t('groupWork'),
                tabs: [
                  { href: ADMIN_OVERVIEW_PATH, label: t('overview') },
                  { href: INBOX_PATH, label: t('requests'), badge: t('requestsBadge', { fresh: counts.fresh, overdue: counts.overdue }) },
                  { href: ADMIN_CALLS_PATH, label: t('calls') },
                ],
              },
              { id: 'money', label: t('groupMoney'), tabs: [{ href: ADMIN_INVOICES_PATH, label: t('invoices') }] },
              {
                id: 'venues',
                label: t('groupVenues'),
                tabs: [
                  { href: ADMIN_VENUES_PATH, label: t('venues') },
                  { href: ADMIN_ADS_PATH, label: t('venueAds') },
                  { href: ADMIN_BOOKINGS_PATH, label: t('bookings'), badge: toReview ? t('bookingsBadge', { count: toReview }) : undefined },
                ],
              },
              {
                id: 'content',
                label: t('groupContent'),
                tabs: [
                  { href: ADMIN_POSTS_PATH, label: t('posts') },
                  { href: ADMIN_NEWSLETTER_PATH, label: t('newsletter') },
                ],
              },
              {
                id: 'system',
                label: t('groupSystem'),
                tabs: [
                  { href: ADMIN_USERS_PATH, label: t('users') },
                  { href: ADMIN_OUTBOX_PATH, label: t('outbox') },
                  { href: ADMIN_BACKUPS_PATH, label: t('backups') },
                ],
              },
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
