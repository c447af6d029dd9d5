/**
 * One rule for every e-mail address we accept (request form and API, newsletter, sign-up and reset): a local part
 * and a domain of letters, digits and the usual signs, with a top-level domain. Angle brackets, commas, semicolons,
 * quotes, spaces and control characters are refused: an address such as `x<victim@example.test>` or
 * `a@example.test,team` would otherwise reach a mail header as a second recipient.
 */
export const EMAIL_PATTERN = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}$/u;

/** The longest address SMTP carries. */
export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}
