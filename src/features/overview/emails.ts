import { GREETINGS, letterBodies } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { formatLongDateTime } from '@/lib/time';
import type { DueRequest } from './due-queries';
import { DUE_LABELS_DE } from './texts';

function lines(requests: readonly DueRequest[], siteUrl: string, now: Date): string[] {
  return requests.map(
    (request) =>
      `- ${request.companyName} (${request.cityName}): ${DUE_LABELS_DE[request.next.kind]}, ${request.next.at < now ? 'überfällig seit' : 'bis'} ${formatLongDateTime(request.next.at)} Uhr\n  ${siteUrl}/admin/requests/${request.id}`,
  );
}

/** A planner's morning mail: their due and overdue requests, and those nobody works yet, each with its link into the admin. */
export function morningMail(input: { recipient: string; firstName: string | undefined; own: readonly DueRequest[]; unassigned: readonly DueRequest[]; siteUrl: string; now: Date }): OutgoingMail {
  const count = input.own.length + input.unassigned.length;
  const overdue = [...input.own, ...input.unassigned].filter((request) => request.next.at < input.now).length;
  return {
    kind: 'morning-due',
    recipient: input.recipient,
    subject: `Heute fällig: ${count} ${count === 1 ? 'Anfrage' : 'Anfragen'}${overdue ? `, ${overdue} überfällig` : ''}`,
    ...letterBodies({
      greeting: GREETINGS.morning(input.firstName),
      paragraphs: [
        ...(input.own.length ? ['das ist heute bei Ihren Anfragen fällig (Überfälliges zuerst):', lines(input.own, input.siteUrl, input.now)] : []),
        ...(input.unassigned.length ? [input.own.length ? 'Noch niemandem zugeordnet:' : 'heute fällig und noch niemandem zugeordnet:', lines(input.unassigned, input.siteUrl, input.now)] : []),
        `Alles Fällige im Eingang: ${input.siteUrl}/admin/requests?due=1`,
      ],
    }),
  };
}
