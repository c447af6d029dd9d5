import type { AdminLocale } from '@/i18n/locale';
import { type Salutation, SALUTATION_WORDS } from '@/lib/salutation';
import { BRAND } from '@/lib/site';
import { formatLongDateTime } from '@/lib/time';

/**
 * The one frame of every mail: greeting, paragraphs, the reader's own data set apart, closing with its sender, a
 * notice, the operator's signature. Mails say only what is their own; how a letter opens and ends, and how it looks
 * as text and as HTML, is decided here, so both parts always carry the same words.
 */

/**
 * What someone typed (or chose), shown as a block of its own so that it cannot read as our words: labelled rows
 * (a request's facts) or a free text (a question, a message). Never made a link in the HTML part.
 */
export type DataBlock = { title: string; rows: readonly (readonly [label: string, value: string])[] } | { title: string; text: string };

/**
 * The mail's main link: the lines that lead to it, the address, and lines after it. The text part writes them one
 * under the other; the HTML part shows the address as a button with `label`.
 */
export interface LinkButton {
  lead: readonly string[];
  url: string;
  label: string;
  after?: readonly string[];
}

/** One paragraph: a line, lines that stand together (a list), the reader's data, or the mail's main link. */
export type Paragraph = string | readonly string[] | DataBlock | LinkButton;

/** The mail's main link as a button in the HTML part (`lead` as one line or several). */
export const linkButton = (lead: string | readonly string[], label: string, url: string, after?: readonly string[]): LinkButton => ({ lead: typeof lead === 'string' ? [lead] : lead, url, label, after });

export interface Closing {
  /** "Mit freundlichen Grüßen", "Herzliche Grüße": see CLOSINGS. */
  words: string;
  /** Who signs below the words (a planner's name, title and line; the team); without one, the operator's signature signs directly. */
  sender?: readonly string[];
}

export interface Letter {
  /** The salutation line; none for the team's own notifications, which are lists of facts. */
  greeting?: string;
  paragraphs: readonly Paragraph[];
  closing?: Closing;
  /** Lines between the closing and the signature (why the reader gets the mail and how to stop it). */
  notice?: readonly string[];
  /** The operator's details, `mailSignature(operator(settings))`. */
  signature?: readonly string[];
  /**
   * The language of the words: German unless said; English for the admin's account mails and for the mails to the
   * team or a planner whose account chose English (their words come from the mails catalogue, src/i18n/messages).
   */
  language?: AdminLocale;
}

/** The person a company mail is written to, as the request form took them down. */
export interface Addressee {
  contactName: string;
  salutation: Salutation | null;
}


/** A name we write into a greeting: one plain name, not a link or an address someone typed to abuse the form. */
function greetableName(name: string): string | undefined {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > 80 || /@|:\/\/|www\.|\.[a-z]{2,}(\/|$)/i.test(trimmed)) return undefined;
  return trimmed;
}

/** The surname of a full name: its last word with the particles before it („Jan de Vries" → „de Vries"). */
function surnameOf(name: string): string {
  const words = name.split(' ');
  let first = words.length - 1;
  while (first > 1 && /^(von|vom|van|de|der|den|zu|zum|zur|ten|ter|di|da|del|la|le)$/.test(words[first - 1])) first--;
  return words.slice(first).join(' ');
}

/**
 * How a letter opens. The team's and the planners' mails speak their reader's language and greet with the mails
 * catalogue's words instead (mails.greetings: „Hallo Katrin," / "Hi Katrin,", „Guten Morgen Katrin," / "Good morning Katrin,").
 */
export const GREETINGS = {
  /** For readers we know only by their role (an operator's booking address). */
  formal: 'Guten Tag,',
  /** For an address we know nobody by (a bookkeeping mailbox), and a name we will not write. */
  unknown: 'Sehr geehrte Damen und Herren,',
  english: 'Hello,',
  /** „Guten Tag Frau Vogel," with a salutation, „Guten Tag Erika Vogel," without one. */
  addressee({ contactName, salutation }: Addressee): string {
    const name = greetableName(contactName);
    if (!name) return 'Sehr geehrte Damen und Herren,';
    return salutation ? `Guten Tag ${SALUTATION_WORDS[salutation]} ${surnameOf(name)},` : `Guten Tag ${name},`;
  },
} as const;

export const CLOSINGS = {
  formal: 'Mit freundlichen Grüßen',
  warm: 'Herzliche Grüße',
} as const;

/** The sender when no planner signs: the team as a whole. */
export const TEAM_SENDER = [`Ihr Team vom ${BRAND}`] as const;

/** A moment as a letter writes it, in long form: „23. November 2026 um 09:05" (the sentence adds „Uhr"), "23 November 2026 at 09:05". */
export function letterMoment(moment: Date, language: AdminLocale): string {
  return formatLongDateTime(moment, language);
}

const isData = (paragraph: Paragraph): paragraph is DataBlock => typeof paragraph === 'object' && 'title' in paragraph;
const isButton = (paragraph: Paragraph): paragraph is LinkButton => typeof paragraph === 'object' && 'url' in paragraph;

/** The data block in the text part: indented under its title, so it stands apart from the letter's words. */
const dataLines = (block: DataBlock) => [
  `${block.title}:`,
  ...('rows' in block ? block.rows.map(([label, value]) => `${label}: ${value}`) : block.text.split(/\r?\n/)).map((line) => `    ${line}`),
];

function linesOf(paragraph: Paragraph): readonly string[] {
  if (isData(paragraph)) return dataLines(paragraph);
  if (isButton(paragraph)) return [...paragraph.lead, paragraph.url, ...(paragraph.after ?? [])];
  return typeof paragraph === 'string' ? [paragraph] : paragraph;
}

/** The mail's plain text. */
export function letterText({ greeting, paragraphs, closing, notice, signature }: Letter): string {
  const blocks: (readonly string[])[] = [...(greeting ? [[greeting]] : []), ...paragraphs.map(linesOf)];
  const signedByName = Boolean(closing?.sender?.length);
  if (closing) blocks.push([closing.words, ...(closing.sender ?? [])]);
  if (notice) blocks.push(notice);
  if (signature) {
    // A closing nobody signs by name is signed by the operator's details right below it.
    if (closing && !signedByName && !notice) blocks.push([...blocks.pop()!, ...signature]);
    else blocks.push(signature);
  }
  return blocks.map((lines) => lines.join('\n')).join('\n\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

/** A line of text as HTML: escaped, its addresses as links, its line breaks kept. */
function inline(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:#175537;word-break:break-all;">${url}</a>`;
    last = match.index + match[0].length;
  }
  return (html + escapeHtml(text.slice(last))).replace(/\r?\n/g, '<br>');
}

/** What the reader typed: escaped, its line breaks kept, and never made a link (our mail must not turn typed text into one). */
const typedHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

const FONT = "font-family:Arial,Helvetica,sans-serif;";
const TEXT_STYLE = `${FONT}font-size:15px;line-height:1.55;color:#1f2937;margin:0 0 16px;`;

const paragraphHtml = (lines: readonly string[], style = TEXT_STYLE) => `<p style="${style}">${lines.map(inline).join('<br>')}</p>`;

function dataHtml(block: DataBlock): string {
  const content =
    'rows' in block
      ? `<table role="presentation" cellpadding="0" cellspacing="0">${block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="${FONT}font-size:14px;color:#4b5563;padding:3px 12px 3px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="${FONT}font-size:14px;color:#111827;padding:3px 0;vertical-align:top;word-break:break-word;">${typedHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : `<p style="${FONT}font-size:14px;line-height:1.5;color:#111827;margin:0;word-break:break-word;">${typedHtml(block.text)}</p>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;background:#f0f7f3;border-left:3px solid #1f6b46;"><tr><td style="padding:12px 16px;"><p style="${FONT}font-size:13px;font-weight:bold;color:#175537;margin:0 0 6px;">${escapeHtml(block.title)}</p>${content}</td></tr></table>`;
}

/** A button that mail clients without CSS support still show as a link (a table cell with a padded anchor). */
function buttonHtml(button: LinkButton): string {
  const url = escapeHtml(button.url);
  const anchor = `<a href="${url}" style="${FONT}display:inline-block;padding:12px 22px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a>`;
  return [
    paragraphHtml(button.lead, `${TEXT_STYLE}margin:0 0 10px;`),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;"><tr><td style="background:#175537;border-radius:6px;">${anchor}</td></tr></table>`,
    ...(button.after?.length ? [paragraphHtml(button.after)] : []),
  ].join('');
}

const paragraphOfHtml = (paragraph: Paragraph) => (isData(paragraph) ? dataHtml(paragraph) : isButton(paragraph) ? buttonHtml(paragraph) : paragraphHtml(linesOf(paragraph)));

/** The mail's HTML part: the same words as the text in a simple branded frame that narrows with the mail client. */
export function letterHtml({ greeting, paragraphs, closing, notice, signature, language = 'de' }: Letter): string {
  const body = [
    ...(greeting ? [paragraphHtml([greeting])] : []),
    ...paragraphs.map(paragraphOfHtml),
    ...(closing
      ? [
          `<p style="${TEXT_STYLE}">${inline(closing.words)}${(closing.sender ?? []).map((line, i) => `<br>${i === 0 ? `<strong>${inline(line)}</strong>` : inline(line)}`).join('')}</p>`,
        ]
      : []),
    ...(notice ? [paragraphHtml(notice, `${FONT}font-size:13px;line-height:1.5;color:#6b7280;margin:0 0 16px;`)] : []),
  ].join('');
  const footer = signature?.filter((line) => line !== '--') ?? [];
  return [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    '<body style="margin:0;padding:0;background:#f4f1ea;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea;"><tr><td align="center" style="padding:24px 8px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:18px 24px;background:#175537;border-radius:8px 8px 0 0;${FONT}font-size:18px;font-weight:bold;color:#ffffff;">${escapeHtml(BRAND)}</td></tr>`,
    `<tr><td style="padding:24px 24px 8px;">${body}</td></tr>`,
    ...(footer.length ? [`<tr><td style="padding:16px 24px 20px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;line-height:1.5;color:#6b7280;">${footer.map(inline).join('<br>')}</td></tr>`] : []),
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** Both parts of a mail's body, from one letter. */
export function letterBodies(letter: Letter): { textBody: string; htmlBody: string } {
  return { textBody: letterText(letter), htmlBody: letterHtml(letter) };
}

/** Whether a text (a planner's cover note) opens with a salutation of its own, so the letter must not greet a second time. */
export function opensWithGreeting(text: string): boolean {
  return /^(liebe[rs]?|sehr geehrte[rs]?|guten (tag|morgen|abend)|hallo|moin|servus|grüß gott)(\s|,|$)/i.test(text.trim());
}
