import { CLOSINGS, GREETINGS, letterText } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';

/** The team's decision on an operator's change to their ad. */
export function adChangeDecidedMail(input: { recipient: string; venueName: string; cityName: string; approved: boolean; reason?: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: input.approved ? 'ad-change-approved' : 'ad-change-rejected',
    recipient: input.recipient,
    subject: input.approved ? `Ihre Änderung ist online – ${input.cityName}` : `Ihre Änderung der Anzeige für ${input.cityName}`,
    textBody: letterText({
      greeting: GREETINGS.formal,
      paragraphs: [
        input.approved
          ? `unser Team hat Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} freigegeben. Die neue Fassung ist ab sofort zu sehen.`
          : `unser Team konnte Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} leider nicht freigeben. Die bisherige Fassung bleibt online.`,
        ...(input.reason ? [`Begründung: ${input.reason}`] : []),
      ],
      closing: { words: CLOSINGS.formal },
      signature: input.signature,
    }),
  };
}
