import type { PendingChangeKind } from '@/db/schema/partner-area';
import { type PlannerProfile, plannerSender } from '@/features/auth/planner';
import { type Addressee, CLOSINGS, GREETINGS, letterBodies, linkButton, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';

/**
 * Whom the decision goes to (the operator's account: its address, name and salutation), what it says, and who
 * decided: that admin signs by name; replies go to the team's address, as no planner looks after an operator.
 */
export interface DecisionAddressing extends Addressee {
  recipient: string;
  approved: boolean;
  /** The team's reason for a rejection, in the operator's mail as written. */
  reason?: string;
  /** The admin who approved or rejected the change: name, title, direct line. */
  sender?: Omit<PlannerProfile, 'email'>;
  /** The team's address (LEAD_NOTIFY_EMAIL). */
  teamAddress: string;
  signature: readonly string[];
}

/**
 * What the changed thing is, by the change's kind: `ad`, the operator's ad (its venue's name and city); `profile`, its
 * venue's public profile, with `publicLink` (the venue's public page, while it has one: a venue not yet published is
 * „online" nowhere) and `partnerLink` (the venue's page in the partner area, where the operator sends a revised change).
 */
export type DecidedSubject = { kind: 'ad'; venueName: string; cityName: string } | { kind: 'profile'; venueName: string; cityName: string; publicLink?: string; partnerLink: string };

/** The team's decision on an operator's change of any kind. */
export type ChangeDecision = DecisionAddressing & DecidedSubject;

const reasonParagraphs = (reason?: string): Paragraph[] => (reason ? [['Unsere Begründung:', reason]] : []);

/** Each kind's subject line and paragraphs (the letter frame around them is the same for every kind). */
const WORDS: { [K in PendingChangeKind]: (input: Extract<ChangeDecision, { kind: K }>) => { subject: string; paragraphs: Paragraph[] } } = {
  ad: (input) => ({
    subject: input.approved ? `Ihre Änderung ist online – ${input.cityName}` : `Ihre Änderung der Anzeige für ${input.cityName}`,
    paragraphs: [
      input.approved
        ? `wir haben Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} freigegeben. Die neue Fassung ist ab sofort zu sehen.`
        : `wir können Ihre Änderung der Anzeige „${input.venueName}“ in ${input.cityName} leider nicht freigeben. Die bisherige Fassung bleibt online.`,
      ...reasonParagraphs(input.reason),
    ],
  }),
  profile: (input) => {
    const change = `Ihre Änderung am Profil Ihrer Location „${input.venueName}“ in ${input.cityName}`;
    return {
      // The venue's name after a dash, never after a preposition: names like „Zum Anker“ or „Die Halle“ would not fit one.
      subject: input.approved ? `Ihre Profiländerung ist freigegeben – ${input.venueName}` : `Ihre Profiländerung – ${input.venueName}`,
      paragraphs: input.approved
        ? [
            `wir haben ${change} geprüft und freigegeben.`,
            input.publicLink ? linkButton('Ihre öffentliche Seite zeigt ab sofort die neue Fassung:', 'Ihre Seite ansehen', input.publicLink) : 'Die neue Fassung gilt ab sofort; auf unserer Seite ist sie zu sehen, sobald Ihre Location dort veröffentlicht ist.',
            'Vielen Dank, dass Sie Ihr Profil aktuell halten.',
          ]
        : [
            `wir können ${change} leider nicht freigeben. Ihr Profil bleibt in der bisherigen Fassung ${input.publicLink ? 'online' : 'bestehen'}.`,
            ...reasonParagraphs(input.reason),
            linkButton('Eine überarbeitete Fassung können Sie uns jederzeit in Ihrem Partnerbereich schicken:', 'Zum Partnerbereich', input.partnerLink),
          ],
    };
  },
};

/** The one mail of the team's decision on an operator's change, whatever its kind: approved, or rejected with the reason. */
export function changeDecidedMail(input: ChangeDecision): OutgoingMail {
  const { subject, paragraphs } = (WORDS[input.kind] as (input: ChangeDecision) => { subject: string; paragraphs: Paragraph[] })(input);
  return {
    kind: `${input.kind}-change-${input.approved ? 'approved' : 'rejected'}`,
    recipient: input.recipient,
    replyTo: input.teamAddress,
    subject,
    ...letterBodies({
      greeting: GREETINGS.addressee(input),
      paragraphs,
      closing: { words: CLOSINGS.formal, ...(input.sender ? { sender: plannerSender(input.sender) } : {}) },
      signature: input.signature,
    }),
  };
}
