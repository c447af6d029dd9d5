import { useTranslations } from 'next-intl';
import { ReasonForm } from '@/components/admin/reason-form';
import { RowAction } from '@/components/admin/row-action';
import { FactList } from '@/components/ui/fact-list';
import { getCity } from '@/features/cities';
import { formatDateTime } from '@/lib/time';
import { approveChangeRow, rejectChangeForm } from '../admin-form-actions';
import type { pendingAdChanges } from '../queries';
import { senderName } from '../rules';

type Change = Awaited<ReturnType<typeof pendingAdChanges>>[number];

/** The operators' ad changes waiting for the team: the new version beside the live one, approve or reject with a reason. */
export function AdminAdChanges({ changes }: { changes: readonly Change[] }) {
  const t = useTranslations('partnerArea.changes');
  return (
    <section aria-labelledby="ad-changes-title" className="space-y-3">
      <h2 id="ad-changes-title" className="text-lg font-semibold text-pine-900">
        {t('title')}
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="space-y-4">
          {changes.map((change) => (
            <li key={change.adId} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <h3 className="font-semibold text-pine-900">
                {change.venueName} · {getCity(change.cityId)?.name ?? change.cityId}
              </h3>
              <FactList
                className="gap-y-1"
                valueClassName="break-words whitespace-pre-wrap"
                facts={[
                  [t('newDescription'), change.description],
                  [t('liveDescription'), change.liveDescription],
                  [t('newImage'), change.imageUrl ?? '–'],
                  [t('liveImage'), change.liveImageUrl ?? '–'],
                  [t('newWebsite'), change.websiteUrl ?? '–'],
                  [t('liveWebsite'), change.liveWebsiteUrl ?? '–'],
                  [t('sentBy'), `${senderName(change.name, change.email)}, ${formatDateTime(change.createdAt)}`],
                ]}
              />
              <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
                <RowAction action={approveChangeRow} fields={{ adId: change.adId }} label={t('approve')} variant="primary" />
                <ReasonForm action={rejectChangeForm} fields={{ adId: change.adId }} id={`change-${change.adId}`} name={t('changeOf', { name: change.venueName })} label={t('rejectReason')} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
