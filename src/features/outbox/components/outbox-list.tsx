import 'server-only';
import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { formatDateTime } from '@/lib/time';
import { MAIL_STATE_LABELS, readableBody } from '@/lib/mail/outbox';
import { retryMailFromList } from '../admin-form-actions';
import { type OutboxMail, OUTBOX_PAGE_SIZE } from '../queries';

/** The newest mails with their state; a failed one can be started again. */
export function OutboxList({ mails, sending }: { mails: readonly OutboxMail[]; sending: boolean }) {
  return (
    <AdminPage titleId="outbox-title" title="Outbox">
      {!sending && (
        <p role="note" className="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">
          SMTP_URL is not set, so mails are not being sent. They are stored here; links that sign someone in or set a password (sign-up confirmations,
          password resets) are hidden, so set SMTP_URL before others sign up.
        </p>
      )}
      <p className="text-sm text-slate-600">The newest {OUTBOX_PAGE_SIZE} mails. Failed mails were given up after their last attempt; Retry starts them again.</p>
      <ul className="space-y-2">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${mail.status === 'failed' ? 'bg-berry-600/10 text-berry-700' : mail.status === 'sent' ? 'bg-pine-50 text-pine-800' : 'bg-gold-100 text-gold-600'}`}>
                {MAIL_STATE_LABELS[mail.status]}
              </span>
              <span className="break-all">{mail.recipient}</span>
              <span className="font-medium">{mail.subject}</span>
              <span className="text-slate-600">
                {formatDateTime(mail.createdAt)} · attempts: {mail.attempts}
              </span>
              {mail.status === 'failed' && <RowAction action={retryMailFromList} fields={{ mailId: String(mail.id) }} label="Retry" />}
            </div>
            {mail.lastError && <p className="mt-1 text-berry-700">Last error: {mail.lastError}</p>}
            <details className="mt-1">
              <summary className="cursor-pointer text-pine-700">Read mail</summary>
              <pre className="mt-2 overflow-x-auto text-xs whitespace-pre-wrap text-slate-800">{readableBody(mail)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
