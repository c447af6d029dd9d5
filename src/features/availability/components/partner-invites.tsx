import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatShortDay } from '@/lib/time';
import { invitePagePath } from '../paths';
import type { partnerInvites } from '../dashboard';
import { inviteStage } from '../rules';
import { PARTNER_INVITE_TEXTS } from '../texts';

type PartnerInvite = Awaited<ReturnType<typeof partnerInvites>>[number];

/** The operator's availability requests, newest first, each with its state and the way to its page. */
export function PartnerInvites({ invites }: { invites: readonly PartnerInvite[] }) {
  const t = PARTNER_INVITE_TEXTS;
  return (
    <section aria-labelledby="partner-invites" className="space-y-3">
      <h2 id="partner-invites" className="text-2xl font-bold text-pine-900">
        {t.title}
      </h2>
      <p className="text-slate-700">{t.intro}</p>
      <DataTable columns={[...t.columns]} empty={invites.length ? null : <p className="p-3 text-slate-700">{t.none}</p>}>
        {invites.map(({ invite, dates, participantCount, venueName, requestStatus, token }) => {
          const stage = inviteStage(invite, requestStatus);
          return (
            <tr key={invite.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 break-words">{venueName}</td>
              <td className="px-3 py-2">
                {formatShortDay(dates[0].date)}
                {dates.length > 1 && <span className="block text-sm text-slate-600">{t.moreDates(dates.length - 1)}</span>}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{t.guests(participantCount)}</td>
              <td className="px-3 py-2">
                <span className={stage === 'waiting' || stage === 'booking' ? 'font-semibold text-pine-900' : 'text-slate-700'}>{t.stages[stage]}</span>
              </td>
              <td className="px-3 py-2">
                <a href={invitePagePath(token)} className={buttonClasses(stage === 'waiting' || stage === 'booking' ? 'primary' : 'outline', 'sm')} aria-label={`${stage === 'waiting' ? t.open : t.view}: ${venueName}, ${formatShortDay(dates[0].date)}`}>
                  {stage === 'waiting' ? t.open : t.view}
                </a>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
