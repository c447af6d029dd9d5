import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AdminSection } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { renewFeedRow, revokeFeedRow } from '../admin-form-actions';

/**
 * The signed-in planner's private calendar subscription: its URL to paste into Outlook or Google Calendar, a new
 * URL (the old one stops working) and revoking it.
 */
export async function AdminFeedPanel({ feedUrl }: { feedUrl: string | null }) {
  const t = await getTranslations('calls.feed');
  return (
    <AdminSection titleId="feed-title" title={t('heading')} className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {feedUrl ? (
        <>
          <label htmlFor="feed-url" className="block font-medium text-slate-800">
            {t('urlLabel')}
          </label>
          <input id="feed-url" readOnly value={feedUrl} className="block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-slate-900" />
          <div className="flex flex-wrap gap-2">
            <RowAction action={renewFeedRow} fields={{}} label={t('renew')} />
            <RowAction action={revokeFeedRow} fields={{}} label={t('revoke')} variant="danger" confirm={{ title: t('revokeTitle'), description: t('revokeDescription') }} />
          </div>
        </>
      ) : (
        <RowAction action={renewFeedRow} fields={{}} label={t('create')} />
      )}
    </AdminSection>
  );
}
