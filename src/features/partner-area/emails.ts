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

/**
 * The team's decision on an operator's change to their venue's public profile. `publicLink`: the venue's public page,
 * while it has one (a venue not yet published is „online" nowhere); `partnerLink`: the venue's page in the partner
 * area, where the operator sends a revised change.
 */
export function profileChangeDecidedMail(input: {
  recipient: string;
  contactName: string;
  venueName: string;
  cityName: string;
  approved: boolean;
  reason?: string;
  publicLink?: string;
  partnerLink: string;
  signature: readonly string[];
}): OutgoingMail {
  const change = `Ihre Änderung am Profil Ihrer Location „${input.venueName}“ in ${input.cityName}`;
  return {
    kind: input.approved ? 'profile-change-approved' : 'profile-change-rejected',
    recipient: input.recipient,
    // The venue's name after a dash, never after a preposition: names like „Zum Anker“ or „Die Halle“ would not fit one.
    subject: input.approved ? `Ihre Profiländerung ist freigegeben – ${input.venueName}` : `Ihre Profiländerung – ${input.venueName}`,
    ...letterBodies({
      greeting: GREETINGS.addressee({ contactName: input.contactName, salutation: null }),
      paragraphs: input.approved
        ? [
            `unser Team hat ${change} geprüft und freigegeben.`,
            input.publicLink ? ['Ihre öffentliche Seite zeigt ab sofort die neue Fassung:', input.publicLink] : 'Die neue Fassung gilt ab sofort; auf unserer Seite ist sie zu sehen, sobald Ihre Location dort veröffentlicht ist.',
            'Vielen Dank, dass Sie Ihr Profil aktuell halten.',
          ]
        : [
            `unser Team konnte ${change} leider nicht freigeben. Ihr Profil bleibt in der bisherigen Fassung ${input.publicLink ? 'online' : 'bestehen'}.`,
            ...(input.reason ? [['Unsere Begründung:', input.reason]] : []),
            ['Eine überarbeitete Fassung können Sie uns jederzeit in Ihrem Partnerbereich schicken:', input.partnerLink],
          ],
      closing: { words: CLOSINGS.formal },
      signature: input.signature,
    }),
  };
}
