// What of the company's identity a text to the venues names. A venue learns who the company is only once the
// company accepts an offer with it; before that, a planner's ask that names the company is sent only after a warning.

/** Who the company is, as its request says. */
export interface CompanyIdentity {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
}

export type IdentityKind = 'company' | 'contact' | 'email' | 'phone';

/** One part of the identity that a text names, as the request spells it. */
export interface IdentityMention {
  kind: IdentityKind;
  value: string;
}

// Legal forms a text may leave out: „Streng Geheim“ names the „Streng Geheim KG“ all the same.
const LEGAL_FORM = /[\s,]+(gmbh\s*&\s*co\.?\s*kg|ug\s*\(haftungsbeschränkt\)|gmbh|mbh|ag|kg|kgaa|ohg|gbr|ug|se|e\.\s?k\.|e\.\s?v\.|ltd\.?|inc\.?)$/iu;
const SHORTEST_NAME = 3;
const SHORTEST_PHONE = 6;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folded = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/** Whether the text holds these words as whole words (not „Vogelsang“ for „Vogel“), case and spacing aside. */
function namesWords(text: string, words: string): boolean {
  const pattern = folded(words).split(' ').map(escaped).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/** A company's name without its legal form, which a text may omit. */
function coreName(companyName: string): string {
  let core = folded(companyName);
  for (let rest = core.replace(LEGAL_FORM, ''); rest !== core; rest = rest.replace(LEGAL_FORM, '')) core = rest;
  return core;
}

/** A phone number's digits after the country or trunk prefix: +49 171 …, 0049 171 … and 0171 … are one number. */
function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.replace(/^(00|\+)?49/, '').replace(/^0+/, '');
}

/** Each run of digits in the text that may be a phone number (spaces, slashes, dashes, dots and brackets between). */
function phoneLikeRuns(text: string): string[] {
  return (text.match(/\+?[\d(][\d\s/().-]{4,}\d/g) ?? []).map((run) => (run.trim().startsWith('+') ? `+${run.replace(/\D/g, '')}` : run.replace(/\D/g, '')));
}

/**
 * The parts of the company's identity that a text names: its name (with or without its legal form), its contact's
 * full name or surname, the e-mail address, or the phone number however it is written.
 */
export function identityMentions(text: string, identity: CompanyIdentity): IdentityMention[] {
  const mentions: IdentityMention[] = [];
  const email = identity.email.trim().toLowerCase();
  const namesEmail = email !== '' && text.toLowerCase().includes(email);
  // A name that stands only inside the e-mail address (werft-1@kunde.test for Greta Werft) is that address, said once.
  const words = namesEmail ? text.replace(new RegExp(escaped(email), 'gi'), ' ') : text;
  const company = coreName(identity.companyName);
  if (company.length >= SHORTEST_NAME && namesWords(words, company)) mentions.push({ kind: 'company', value: folded(identity.companyName) });
  const contact = folded(identity.contactName);
  const surname = contact.split(' ').at(-1) ?? '';
  if (contact.length >= SHORTEST_NAME && (namesWords(words, contact) || (surname.length >= SHORTEST_NAME && namesWords(words, surname)))) mentions.push({ kind: 'contact', value: contact });
  if (namesEmail) mentions.push({ kind: 'email', value: identity.email.trim() });
  const phone = nationalDigits(identity.phone);
  if (phone.length >= SHORTEST_PHONE && phoneLikeRuns(text).some((run) => nationalDigits(run).includes(phone))) mentions.push({ kind: 'phone', value: identity.phone.trim() });
  return mentions;
}
