import { type Addressee, CLOSINGS, GREETINGS, letterBodies, linkButton } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { BRAND } from '@/lib/site';

// Account mails speak the admin area's language (English, as SPEC.md has it for /auth and /admin).

export function verificationMail(email: string, url: string, signature: readonly string[]): OutgoingMail {
  return {
    kind: 'account-verification',
    recipient: email,
    secretLink: true,
    subject: `Confirm your email address for ${BRAND}`,
    ...letterBodies({
      greeting: GREETINGS.english,
      language: 'en',
      paragraphs: [
        linkButton([`someone (hopefully you) signed up for the ${BRAND} admin area with this address.`, 'Confirm it by opening this link:'], 'Confirm email address', url),
        ['After confirming, an administrator still has to approve your account before you can work in the admin area.', 'If you did not sign up, ignore this mail: nothing happens without the confirmation.'],
      ],
      signature,
    }),
  };
}

/** To the owner of an address someone tried to sign up with again: no link, nothing changes, the sign-up page answered as for a new address. */
export function accountExistsMail(email: string, signInUrl: string, signature: readonly string[]): OutgoingMail {
  return {
    kind: 'account-exists',
    recipient: email,
    subject: `Sign-up attempt for your ${BRAND} account`,
    ...letterBodies({
      greeting: GREETINGS.english,
      language: 'en',
      paragraphs: [
        [
          `someone tried to sign up for the ${BRAND} admin area with this address, which already has an account. Nothing was changed.`,
          `If it was you, sign in at ${signInUrl}, or use "Forgot password?" there. If it was not you, ignore this mail.`,
        ],
      ],
      signature,
    }),
  };
}

export function passwordResetMail(email: string, url: string, validMinutes: number, signature: readonly string[]): OutgoingMail {
  return {
    kind: 'password-reset',
    recipient: email,
    secretLink: true,
    subject: `Reset your ${BRAND} password`,
    ...letterBodies({
      greeting: GREETINGS.english,
      language: 'en',
      paragraphs: [
        linkButton(`a new password was requested for your ${BRAND} account. Choose one with this link (valid for ${validMinutes} minutes, usable once):`, 'Choose a new password', url),
        'Setting a new password signs you out everywhere else. If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
      signature,
    }),
  };
}

/**
 * The same for a venue operator's partner account (greeted by its name and salutation, the booking's contact's until
 * the operator changes them), in German like the partner area; a reply reaches the team's address.
 */
export function partnerPasswordResetMail(account: Addressee & { email: string }, url: string, validMinutes: number, signature: readonly string[], teamAddress: string): OutgoingMail {
  return {
    kind: 'password-reset',
    recipient: account.email,
    replyTo: teamAddress,
    secretLink: true,
    subject: `Neues Passwort für Ihren Partnerbereich – ${BRAND}`,
    ...letterBodies({
      greeting: GREETINGS.addressee(account),
      paragraphs: [
        linkButton(`für Ihren Partnerbereich wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest (${validMinutes} Minuten gültig, einmal verwendbar):`, 'Neues Passwort festlegen', url),
        'Falls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt, wie es ist.',
      ],
      closing: { words: CLOSINGS.formal },
      signature,
    }),
  };
}
