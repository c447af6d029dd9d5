import { CLOSINGS, GREETINGS, letterBodies, linkButton, type Paragraph, TEAM_SENDER } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { FIRST_CONTACT_WITHIN } from '@/lib/promise';
import { absoluteUrl } from '@/lib/seo';
import { BRAND } from '@/lib/site';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, withToken } from './paths';
import { PENDING_EXPIRY_HOURS } from './rules';

/** Kinds of the newsletter's mails in the outbox; they share the prefix, so retention and erasure find them all. */
export const NEWSLETTER_MAIL_PREFIX = 'newsletter-';

const CLOSING = { words: CLOSINGS.warm, sender: TEAM_SENDER };

export function confirmationMail(email: string, token: string, consentText: string, signature: readonly string[]): OutgoingMail {
  return {
    kind: `${NEWSLETTER_MAIL_PREFIX}confirmation`,
    recipient: email,
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    ...letterBodies({
      greeting: GREETINGS.formal,
      paragraphs: [
        linkButton(`mit dieser E-Mail-Adresse wurde der Newsletter des ${BRAND}s bestellt. Bitte bestätigen Sie die Anmeldung über diesen Link:`, 'Anmeldung bestätigen', absoluteUrl(withToken(CONFIRM_PATH, token))),
        [
          `Der Link ist ${PENDING_EXPIRY_HOURS} Stunden gültig. Erst mit Ihrer Bestätigung nehmen wir die Adresse in den Verteiler auf; ohne Bestätigung löschen wir die Anmeldung nach Ablauf dieser Frist.`,
          'Haben Sie den Newsletter nicht bestellt? Dann ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie keinen Newsletter.',
        ],
        ['Ihre Einwilligung im Wortlaut:', `„${consentText}“`],
      ],
      closing: CLOSING,
      signature,
    }),
  };
}

export interface Subscriber {
  email: string;
  unsubscribeToken: string;
}

/**
 * Every mail to a subscriber goes through here: a letter that ends with the unsubscribe link and carries it as
 * List-Unsubscribe with one-click (RFC 8058), so mail programs offer their own button.
 */
export function subscriberMail(kind: string, subscriber: Subscriber, subject: string, paragraphs: readonly Paragraph[], signature: readonly string[]): OutgoingMail {
  const unsubscribeUrl = absoluteUrl(withToken(UNSUBSCRIBE_PATH, subscriber.unsubscribeToken));
  return {
    kind: `${NEWSLETTER_MAIL_PREFIX}${kind}`,
    recipient: subscriber.email,
    subject,
    ...letterBodies({
      greeting: GREETINGS.formal,
      paragraphs,
      closing: CLOSING,
      notice: [`Sie erhalten diese E-Mail, weil Sie den Newsletter des ${BRAND}s mit ${subscriber.email} abonniert haben.`, `Newsletter abbestellen: ${unsubscribeUrl}`],
      signature,
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function welcomeMail(subscriber: Subscriber, signature: readonly string[]): OutgoingMail {
  return subscriberMail(
    'welcome',
    subscriber,
    `Willkommen beim Newsletter des ${BRAND}s`,
    [
      [
        'vielen Dank für Ihre Bestätigung: Ihre Anmeldung zum Newsletter ist abgeschlossen.',
        'Ab jetzt erhalten Sie höchstens zweimal im Monat Planungstipps, Ideen für Locations und Hinweise zu Buchungsfristen rund um die Weihnachtsfeier.',
      ],
      `Sie planen schon jetzt? Stellen Sie Ihre Anfrage auf ${absoluteUrl('/')} – wir melden uns ${FIRST_CONTACT_WITHIN}.`,
    ],
    signature,
  );
}
