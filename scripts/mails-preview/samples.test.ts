import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/i18n/messages';
import { CLOSINGS, TEAM_SENDER } from '@/lib/mail/letter';
import { PARTNER_ADMIN, PLANNER, type SampleMail, sampleMails, TEAM_ADDRESS } from './samples';

/**
 * Every mail the product sends, as `npm run mails:preview` writes it, read the way a careful reader would: no
 * unfilled placeholder, no address where a name belongs, no English word in a German mail and none of the German
 * catalogue's words in an English one, every company greeted by name, the same words in the text and the HTML part,
 * no preposition before a venue's name in a subject.
 */

const samples = sampleMails();
const cases = samples.map((sample) => ({ ...sample, name: `${sample.file} (${sample.variant})` }));
const german = cases.filter((sample) => sample.language === 'de');
const companyMails = cases.filter((sample) => sample.audience === 'company');
const operatorMails = cases.filter((sample) => sample.audience === 'operator');

const lines = (text: string) => text.split('\n');

/** The HTML part as a reader sees it: no head, no tags, entities decoded, one space between words. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text in order (punctuation and layout left out), so a data row „Firma: X" matches the HTML's cells „Firma" „X". */
const words = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

// ── (a) placeholders ─────────────────────────────────────────────────────────────────────────────────────────

const PLACEHOLDER = /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\{\{|\$\{/g;

function placeholders({ mail }: SampleMail): string[] {
  return Object.entries({ subject: mail.subject, text: mail.textBody, html: mail.htmlBody ?? '' }).flatMap(([part, text]) =>
    [...text.matchAll(PLACEHOLDER)].map((match) => `${part}: …${text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)}…`),
  );
}

// ── (b) addresses where names belong ─────────────────────────────────────────────────────────────────────────

/** The greeting: the text's first line when it stands alone and ends with a comma (team notices have none). */
function greetingLine(text: string): string | undefined {
  const [first, second] = lines(text);
  return /,$/.test(first) && second === '' ? first : undefined;
}

/** The lines that sign below the closing words (names, titles, phone), up to the blank line or the signature's `--`. */
function senderLines(text: string): string[] {
  const all = lines(text);
  const closing = all.findIndex((line) => (Object.values(CLOSINGS) as string[]).includes(line.trim()));
  if (closing < 0) return [];
  const rest = all.slice(closing + 1);
  const end = rest.findIndex((line) => line.trim() === '' || line.trim() === '--');
  return end < 0 ? rest : rest.slice(0, end);
}

/** The CN of every ORGANIZER and ATTENDEE in the mail's calendar files (folded lines unfolded first). */
function calendarNames({ mail }: SampleMail): { property: string; name: string }[] {
  return (mail.attachments ?? [])
    .filter((file) => file.contentType.startsWith('text/calendar'))
    .flatMap((file) => file.content.toString('utf8').replace(/\r?\n[ \t]/g, '').split(/\r?\n/))
    .flatMap((line) => {
      const property = /^(ORGANIZER|ATTENDEE)[;:]/.exec(line)?.[1];
      if (!property) return [];
      const cn = /;CN=("[^"]*"|[^;:]*)/.exec(line)?.[1];
      return [{ property, name: cn === undefined ? '(no CN)' : cn.replace(/^"|"$/g, '') }];
    });
}

function addressesForNames(sample: SampleMail): string[] {
  const greeting = greetingLine(sample.mail.textBody);
  return [
    ...(greeting?.includes('@') ? [`greeting: ${greeting}`] : []),
    ...senderLines(sample.mail.textBody)
      .filter((line) => line.includes('@'))
      .map((line) => `sender: ${line}`),
    ...calendarNames(sample)
      .filter(({ name }) => name === '(no CN)' || name.includes('@') || name.trim() === '')
      .map(({ property, name }) => `calendar ${property} CN: ${name}`),
  ];
}

// ── (c) English words in German mails ───────────────────────────────────────────────────────────────────────

/** Words that give away an English (admin) text: case-sensitive, so German nouns that look alike are not caught. */
const ENGLISH = new Set([
  // greetings and closings
  'Hello', 'Hi', 'Dear', 'Regards', 'Thanks', 'Thank', 'Cheers', 'Best', 'Sincerely',
  // the admin's names for things
  'Request', 'Requests', 'Booking', 'Bookings', 'Invoice', 'Invoices', 'Offer', 'Offers', 'Planner', 'Planners', 'Call', 'Calls',
  'Venue', 'Venues', 'Settings', 'Pending', 'Sent', 'Failed', 'Overview', 'Inbox', 'Dashboard', 'Users', 'Outbox',
  'Reminder', 'Cancelled', 'Canceled', 'Moved', 'Booked', 'Accepted', 'Due', 'Overdue', 'Today', 'Tomorrow',
  'Account', 'Password', 'Reset', 'Confirm', 'Unsubscribe', 'Email', 'Click', 'Please', 'Your', 'The', 'And', 'New',
  // lower case
  'hello', 'dear', 'regards', 'thanks', 'please', 'click', 'here', 'the', 'and', 'your', 'you', 'with', 'for', 'to', 'of', 'is', 'are',
  'this', 'that', 'has', 'have', 'not', 'new', 'from', 'email', 'request', 'booking', 'invoice', 'offer', 'planner', 'call', 'venue',
  'settings', 'pending', 'sent', 'failed', 'due', 'overdue', 'today', 'tomorrow', 'reminder', 'cancelled', 'moved', 'booked',
  'password', 'account', 'confirm', 'unsubscribe', 'sign', 'link',
]);

/** German and brand uses of words that look English, never reported (compounds are checked part by part). */
const ALLOWED = new Set(['Location', 'Locations', 'E-Mail', 'E-Mail-Adresse', 'Online', 'online', 'PDF', 'ZUGFeRD', 'IBAN', 'BIC', 'factur-x', 'xml', 'Team', 'Link', 'Newsletter']);

const URL = /https?:\/\/\S+/g;
const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

function englishWords(sample: SampleMail): string[] {
  const parts = { subject: sample.mail.subject, text: sample.mail.textBody, html: visibleText(sample.mail.htmlBody ?? '') };
  return Object.entries(parts).flatMap(([part, text]) => {
    const plain = text.replace(URL, ' ').replace(ADDRESS, ' ');
    const found = (plain.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).filter((word) => !ALLOWED.has(word) && (ENGLISH.has(word) || word.split('-').some((piece) => !ALLOWED.has(piece) && ENGLISH.has(piece))));
    return [...new Set(found)].map((word) => `${part}: „${word}“ in „${lines(plain).find((line) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(line))?.trim()}“`);
  });
}

// ── (c') German words in English mails ─────────────────────────────────────────────────────────────────────

type MailScreen = keyof typeof MESSAGES.de.mails;

/** The mails catalogue's screen of a mail that speaks its recipient's language (src/i18n/messages/<language>/mails.json). */
function catalogueScreen(kind: string): MailScreen | undefined {
  if (kind === 'lead-notification') return 'leadNotification';
  if (kind === 'morning-due') return 'morning';
  if (/^call-.+-planner$/.test(kind)) return 'callPlanner';
  if (kind === 'offer-accepted-notification') return 'offerAccepted';
  if (kind === 'offer-question') return 'offerQuestion';
  if (/^availability-.+-planner$/.test(kind)) return 'venueNews';
  if (kind.endsWith('-review-waiting')) return 'reviewWaiting';
  return undefined;
}

/**
 * The German catalogue's words of a mail (its screen and the greetings): each message's text between the values it
 * fills in and its plural's syntax, without the punctuation at either end. Pieces shorter than four characters
 * („am", „bis", „Uhr") are left out: the company's German text in the samples has them too.
 */
function germanWords(screen: MailScreen): string[] {
  const messages = [...Object.values(MESSAGES.de.mails[screen]), ...Object.values(MESSAGES.de.mails.greetings)] as string[];
  const pieces = messages.flatMap((message) =>
    message
      .replace(/\{\s*\w+\s*,\s*plural\s*,/g, '{')
      .replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, '{')
      .split(/\{\s*\w+\s*\}|[{}]/),
  );
  return [...new Set(pieces.map((piece) => piece.replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')).filter((piece) => piece.length >= 4 && /\p{L}/u.test(piece)))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function germanWordsIn({ mail }: SampleMail, screen: MailScreen): string[] {
  const parts = { subject: mail.subject, text: mail.textBody, html: visibleText(mail.htmlBody ?? '') };
  return germanWords(screen).flatMap((piece) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(piece)}(?![\\p{L}\\p{N}])`, 'u');
    return Object.entries(parts)
      .filter(([, text]) => pattern.test(text))
      .map(([part]) => `${part}: „${piece}“`);
  });
}

const inCatalogue = cases.flatMap((sample) => {
  const screen = catalogueScreen(sample.mail.kind);
  return screen ? [{ ...sample, screen }] : [];
});

// ── (d) how a company is greeted ────────────────────────────────────────────────────────────────────────────

const BY_NAME = [
  /^Guten Tag (Frau|Herr) \p{Lu}[\p{L}'-]+,$/u,
  // Without a salutation: the full name as the contact typed it.
  /^Guten Tag \p{Lu}[\p{L}'-]+( \p{Lu}[\p{L}'-]+)+,$/u,
];
/** Only an invoice may go to an address nobody is known by (a bookkeeping mailbox). */
const NOBODY = /^Sehr geehrte Damen und Herren,$/;
/** An offer's cover note that greets by name stands first instead of our greeting. */
const COVER_NOTE = /^(Liebe Frau|Lieber Herr) \p{Lu}[\p{L}'-]+,$/u;

function companyGreetingProblem({ mail }: SampleMail): string | undefined {
  const first = lines(mail.textBody)[0];
  if (BY_NAME.some((pattern) => pattern.test(first))) return undefined;
  if (NOBODY.test(first) && mail.kind.startsWith('invoice')) return undefined;
  if (COVER_NOTE.test(first) && /^offer-(published|revised)$/.test(mail.kind)) return undefined;
  return `opens with „${first}“`;
}

// ── (d') who answers a venue or an operator ─────────────────────────────────────────────────────────────────

/**
 * The mails nobody decided: the address's confirmation of an ad booking and the partner area's password link, sent
 * at the reader's own request. They close with our details alone; every other venue or operator mail is signed by a
 * person: the planner who asked the venue, the admin who decided on the booking or change (who issued its invoice).
 */
const UNSIGNED_KINDS = new Set(['booking-confirm', 'password-reset']);

/** Who signs a venue's or operator's mail, by its kind: the planner of an availability request, else the admin who decided. */
const signerOf = (kind: string) => (kind.startsWith('availability-') ? PLANNER : PARTNER_ADMIN);

/** The sender's lines as the company mails have them: name, title, direct line. */
const signatureOf = (person: typeof PLANNER) => [person.name, person.jobTitle, `Telefon: ${person.phone}`];

/** Where a reply goes: to the planner who asked the venue; to the team for everything about an ad booking or a change. */
const replyToOf = (kind: string) => (kind.startsWith('availability-') ? PLANNER.email : TEAM_ADDRESS);

/** The planner who asked is no longer here (the variant says so): the team takes the replies and signs. */
const plannerGone = (sample: SampleMail) => /no longer here/.test(sample.variant);
/** The planner who asked has no name yet (the variant says so): replies still reach them, the team's words sign. */
const plannerUnnamed = (sample: SampleMail) => /planner without a name/.test(sample.variant);

// ── (e) the same words in text and HTML ────────────────────────────────────────────────────────────────────

/** A line of the text part that is an address alone: the HTML part may carry it behind a button (lib/mail/letter's linkButton). */
const behindLink = (line: string, html: string) => /^https?:\/\/\S+$/.test(line) && html.includes(`href="${line.replace(/&/g, '&amp;')}"`);

function missingFromHtml({ mail }: SampleMail): string[] {
  const html = ` ${words(visibleText(mail.htmlBody ?? ''))} `;
  return lines(mail.textBody)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '--' && !behindLink(line, mail.htmlBody ?? ''))
    .filter((line) => {
      const lineWords = words(line);
      return lineWords !== '' && !html.includes(` ${lineWords} `);
    });
}

// ── (f) subjects ───────────────────────────────────────────────────────────────────────────────────────────

const PREPOSITION_BEFORE_VENUE = /\b(in|im|ins|bei|zum|zur)\s+(„)?Kesselhaus/;

describe('the sample mails (npm run mails:preview)', () => {
  it('builds every exported mail function of the features, each sample under its own file name', () => {
    const features = path.join(process.cwd(), 'src/features');
    const mailFunctions = readdirSync(features).flatMap((feature) => {
      const file = path.join(features, feature, 'emails.ts');
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        return [];
      }
      return [...source.matchAll(/export function (\w+)\((?:(?!\nexport )[\s\S])*?\):\s*OutgoingMail\b/g)].map(([, name]) => `${feature}/${name}`);
    });
    // subscriberMail is the frame of every subscriber's mail: the welcome mail is built with it.
    const framesOnly = new Set(['newsletter/subscriberMail']);
    const samplesSource = readFileSync(path.join(import.meta.dirname, 'samples.ts'), 'utf8');
    expect(mailFunctions.length).toBeGreaterThan(20);
    expect(mailFunctions.filter((name) => !framesOnly.has(name) && !new RegExp(`\\b${name.split('/')[1]}\\b`).test(samplesSource))).toEqual([]);
    expect(new Set(samples.map((sample) => sample.file)).size).toBe(samples.length);
    for (const audience of ['company', 'planner', 'operator', 'team', 'subscriber', 'admin']) expect(samples.some((sample) => sample.audience === audience)).toBe(true);
  });

  it.each(cases)('$name: every placeholder is filled', (sample) => {
    const found = placeholders(sample);
    expect(found, found.join('\n')).toEqual([]);
  });

  it.each(cases)('$name: writes names, not addresses, where a name belongs', (sample) => {
    const found = addressesForNames(sample);
    expect(found, found.join('\n')).toEqual([]);
  });

  it.each(german)('$name: has no English word', (sample) => {
    const found = englishWords(sample);
    expect(found, found.join('\n')).toEqual([]);
  });

  it.each(inCatalogue.filter((sample) => sample.language === 'en'))('$name: has none of the German catalogue’s words of its mail', (sample) => {
    const found = germanWordsIn(sample, sample.screen);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('has each mail to the team or a planner in both languages, and finds the German catalogue’s words in the German ones', () => {
    const screens = (language: string) => new Set(inCatalogue.filter((sample) => sample.language === language).map((sample) => sample.screen));
    expect([...screens('en')].sort()).toEqual(Object.keys(MESSAGES.en.mails).filter((screen) => screen !== 'greetings').sort());
    expect([...screens('de')].sort()).toEqual([...screens('en')].sort());
    for (const sample of inCatalogue.filter((sample) => sample.language === 'de')) expect(germanWordsIn(sample, sample.screen), sample.name).not.toEqual([]);
  });

  it.each(cases)('$name: the HTML part says it is in the mail’s language', (sample) => {
    expect(sample.mail.htmlBody).toContain(`<html lang="${sample.language}">`);
  });

  it.each(companyMails)('$name: greets the company by name', (sample) => {
    expect(companyGreetingProblem(sample)).toBeUndefined();
    expect(lines(sample.mail.textBody)[0]).not.toBe('Guten Tag,');
  });

  it.each(operatorMails)('$name: greets the venue’s or operator’s contact by name, with the salutation when one was given', (sample) => {
    const first = lines(sample.mail.textBody)[0];
    expect(BY_NAME.some((pattern) => pattern.test(first)), first).toBe(true);
    expect(first).toMatch(/without a salutation|no salutation/.test(sample.variant) ? /^Guten Tag \p{Lu}\p{L}+ \p{Lu}\p{L}+,$/u : /^Guten Tag (Frau Krämer|Herr Hoffmann),$/);
  });

  it.each(operatorMails)('$name: a reply reaches a person, and a person signs it', (sample) => {
    const { kind, textBody } = sample.mail;
    expect(sample.mail.replyTo).toBe(plannerGone(sample) ? TEAM_ADDRESS : replyToOf(kind));
    const sender = senderLines(textBody);
    if (UNSIGNED_KINDS.has(kind)) expect(sender).toEqual([]);
    else if (plannerGone(sample) || plannerUnnamed(sample)) expect(sender).toEqual([...TEAM_SENDER]);
    else expect(sender).toEqual(signatureOf(signerOf(kind)));
    // Never the team alone where a person with a name is responsible.
    if (!plannerGone(sample) && !plannerUnnamed(sample)) expect(textBody).not.toContain(TEAM_SENDER[0]);
  });

  it('shows every kind of mail to a venue or operator, each with a salutation and one without', () => {
    const kinds = new Set(operatorMails.map((sample) => sample.mail.kind));
    for (const kind of ['availability-ask', 'availability-reminder', 'availability-booking', 'availability-release', 'booking-confirm', 'booking-approved', 'booking-rejected', 'booking-renewal', 'invoice', 'ad-change-approved', 'ad-change-rejected', 'profile-change-approved', 'profile-change-rejected', 'password-reset'])
      expect(kinds, kind).toContain(kind);
    const firsts = operatorMails.map((sample) => lines(sample.mail.textBody)[0]);
    expect(firsts).toContain('Guten Tag Frau Krämer,');
    expect(firsts).toContain('Guten Tag Herr Hoffmann,');
    expect(firsts).toContain('Guten Tag Sabine Krämer,');
    expect(firsts).toContain('Guten Tag Jan Hoffmann,');
  });

  it.each(cases)('$name: carries the text’s words in its HTML part', (sample) => {
    expect(sample.mail.htmlBody).toBeTruthy();
    const missing = missingFromHtml(sample);
    expect(missing, `not in the HTML part: ${missing.join(' | ')}`).toEqual([]);
  });

  it.each(cases)('$name: puts no preposition before the venue’s name in its subject', (sample) => {
    expect(sample.mail.subject).not.toMatch(PREPOSITION_BEFORE_VENUE);
  });
});
