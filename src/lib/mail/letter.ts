import { BRAND } from '@/lib/site';

/**
 * The one frame of every mail's text: greeting, paragraphs, closing with its sender, a notice, the operator's
 * signature, each set apart by a blank line. Mails say only what is their own; how a letter opens and ends is
 * decided here, so the greeting and the sender change in one place.
 */

/** One paragraph: a line, or lines that stand together (a list, a block of quoted data). */
export type Paragraph = string | readonly string[];

export interface Closing {
  /** "Mit freundlichen Grüßen", "Herzliche Grüße": see CLOSINGS. */
  words: string;
  /** Who signs below the words (a planner's name, the team); without one, the operator's signature signs directly. */
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
}

export const GREETINGS = {
  formal: 'Guten Tag,',
  morning: 'Guten Morgen,',
  english: 'Hello,',
  colleague: (name: string) => `Hallo ${name},`,
} as const;

export const CLOSINGS = {
  formal: 'Mit freundlichen Grüßen',
  warm: 'Herzliche Grüße',
} as const;

/** The sender when no planner signs: the team as a whole. */
export const TEAM_SENDER = [`Ihr Team vom ${BRAND}`] as const;

const linesOf = (paragraph: Paragraph): readonly string[] => (typeof paragraph === 'string' ? [paragraph] : paragraph);

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
