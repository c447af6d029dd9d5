// PostgreSQL refuses the NUL byte in text, and no other control character belongs in a form field
// (tabs and line breaks are kept for multi-line fields).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** A phone number as a tel: link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
