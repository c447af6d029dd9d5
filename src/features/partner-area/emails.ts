import { CLOSINGS, GREETINGS, letterBodies } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';

/** The team's decision on an operator's change to their ad. */
export function adChangeDecidedMail(input: { recipient: string; contactName: string; venueName: string; cityName: string; approved: boolean; reason?: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: input.approved ? 'ad-change-approved' : 'ad-change-rejected',
    recipient: input.recipient,
    subject: input.approved ? `Ihre Änderung ist online – ${input.cityName}` : `Ihre Änderung der Anzeige für ${input.cityName}`,
    ...letterBodies({
      greeting: GREETINGS.addressee({ contactName: input.contactName, salutation: null }),
      paragraphs: [
        input.approved
          ? `unser Team hat Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} freigegeben. Die neue Fassung ist ab sofort zu sehen.`
          : `unser Team konnte Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} leider nicht freigeben. Die bisherige Fassung bleibt online.`,
        ...(input.reason ? [['Unsere Begründung:', input.reason]] : []),
      ],
      closing: { words: CLOSINGS.formal },
      signature: input.signature,
    }),
  };
}
