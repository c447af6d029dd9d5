import 'server-only';
import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { formatDateTime } from '@/lib/time';
import { readableBody } from '@/lib/mail/outbox';
import { retryMailFromList } from '../admin-form-actions';
import { type OutboxMail, OUTBOX_PAGE_SIZE } from '../queries';

/** The newest mails with their state; a failed one can be started again. */
export function OutboxList({ mails, sending }: { mails: readonly OutboxMail[]; sending: boolean }) {
  const t = useTranslations('outbox.list');
  const state = { pending: t('pending'), sent: t('sent'), failed: t('failed') } satisfies Record<OutboxMail['status'], string>;
  return (
    <AdminPage titleId="outbox-title" title={t('title')}>
      {!sending && (
        <p role="note" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
          {t('smtpMissing')}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('intro', { count: OUTBOX_PAGE_SIZE })}</p>
      <ul className="space-y-2">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${mail.status === 'failed' ? 'bg-berry-600/10 text-berry-700' : mail.status === 'sent' ? 'bg-pine-50 text-pine-800' : 'bg-gold-100 text-gold-600'}`}>
                {state[mail.status]}
              </span>
              <span className="break-all">{mail.recipient}</span>
              <span className="font-medium" data-mail-words>
                {mail.subject}
              </span>
              <span className="text-slate-600">
                {formatDateTime(mail.createdAt)} · {t('attempts', { count: mail.attempts })}
              </span>
              {mail.status === 'failed' && <RowAction action={retryMailFromList} fields={{ mailId: String(mail.id) }} label={t('retry')} />}
            </div>
            {mail.lastError && <p className="mt-1 text-berry-700">{t('lastError', { error: mail.lastError })}</p>}
            <details className="mt-1">
              <summary className="cursor-pointer text-pine-700">{t('readMail')}</summary>
              <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-slate-800">{readableBody(mail)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
