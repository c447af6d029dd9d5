import { NEVER, pipe, regex, string, transform } from 'zod/mini';

/**
 * Line breaks (CR, LF, NEL, U+2028, U+2029), tabs and every other control character (C0, DEL, C1). None belongs in
 * a one-line field: what a stranger types there goes into our mails, where a line break would start a line that
 * reads as ours.
 */
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

export interface OneLineField {
  /** The field's message for a line break or control character. */
  broken: string;
  /** The longest value, after trimming. */
  max: number;
  /** The message when the field is empty (after trimming); without it the field may stay empty. */
  required?: string;
  /** The message when the value is longer than `max`; without it a longer value is cut. */
  tooLong?: string;
}

/**
 * Every one-line field of the public forms: a value with a line break or control character is refused with the
 * field's message, then it is trimmed (blanks count as empty) and checked for length. Anything but a string counts
 * as empty. Built on zod/mini, so the request form can check it in the browser without the full zod; the other
 * forms' zod schemas take it as a field like any other.
 */
export function oneLineText({ broken, max, required, tooLong }: OneLineField) {
  return transform((input: unknown, ctx): string => {
    const raw = typeof input === 'string' ? input : '';
    const refuse = (message: string) => {
      ctx.issues.push({ code: 'custom', input, message });
      return NEVER;
    };
    if (!isOneLine(raw)) return refuse(broken);
    const value = raw.trim();
    if (required && !value) return refuse(required);
    if (value.length <= max) return value;
    return tooLong ? refuse(tooLong) : value.slice(0, max);
  });
}

/** The usual message of a field refused for a line break: `subject` with its article („Die Firma“). */
export const notOneLineMessage = (subject: string) => `${subject} darf keine Zeilenumbrüche oder Steuerzeichen enthalten.`;

/** A required one-line field that must match `pattern` (a postcode, a number): one message for every way it can be wrong. */
export function oneLineMatching(pattern: RegExp, message: string, max: number) {
  return pipe(oneLineText({ broken: message, max, required: message, tooLong: message }), string().check(regex(pattern, message)));
}
