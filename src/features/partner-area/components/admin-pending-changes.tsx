import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ReasonForm } from '@/components/admin/reason-form';
import { RowAction } from '@/components/admin/row-action';
import type { PendingChangeKind } from '@/db/schema/partner-area';
import { formatDateTime } from '@/lib/time';
import { approveChangeRow, rejectChangeForm } from '../admin-form-actions';
import type { ChangeForReview } from '../change-queries';
import { senderName } from '../rules';
import { AdminAdChange } from './admin-ad-change';
import { AdminProfileChange } from './admin-profile-change';

/** Each kind's view of what its change sets, and the namespace of its words (partnerArea.adChanges, …). */
const KINDS: { [K in PendingChangeKind]: { words: `partnerArea.${K}Changes`; view: (change: Extract<ChangeForReview, { kind: K }>) => ReactNode } } = {
  ad: { words: 'partnerArea.adChanges', view: (change) => <AdminAdChange change={change} /> },
  profile: { words: 'partnerArea.profileChanges', view: (change) => <AdminProfileChange change={change} /> },
};

const viewOf = (change: ChangeForReview) => (KINDS[change.kind].view as (change: ChangeForReview) => ReactNode)(change);

/** One waiting change: what it is about, who sent it, its kind's view of what it sets, then approve or reject with a reason. */
function PendingChange({ change }: { change: ChangeForReview }) {
  const t = useTranslations('partnerArea.changes');
  const kind = useTranslations(KINDS[change.kind].words);
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div>
        <h3 className="font-semibold text-pine-900">
          {change.subject.name} · {change.subject.cityName}
        </h3>
        <p className="text-sm text-slate-700">{t('sentBy', { name: senderName(change.sentBy, change.sentByEmail), when: formatDateTime(change.createdAt) })}</p>
      </div>
      {viewOf(change)}
      <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
        <RowAction action={approveChangeRow} fields={{ changeId: change.id }} label={kind('approve')} variant="primary" />
        <ReasonForm action={rejectChangeForm} fields={{ changeId: change.id }} id={`change-${change.id}`} name={kind('changeOf', { name: change.subject.name })} label={t('rejectReason')} />
      </div>
    </li>
  );
}

/**
 * The one review of what the operators submit for approval, every kind in one list, oldest first: each change beside
 * what is live now, approved or rejected with a reason the operator reads in the mail.
 */
export function AdminPendingChanges({ changes }: { changes: readonly ChangeForReview[] }) {
  const t = useTranslations('partnerArea.changes');
  return (
    <section aria-labelledby="pending-changes-title" className="space-y-3">
      <h2 id="pending-changes-title" className="text-lg font-semibold text-pine-900">
        {t('title')}
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ul className="space-y-4">
          {changes.map((change) => (
            <PendingChange key={change.id} change={change} />
          ))}
        </ul>
      )}
    </section>
  );
}
