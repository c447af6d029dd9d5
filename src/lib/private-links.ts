/**
 * Private links (the company's offer page and call page, a planner's calendar feed, a venue's availability page): the path segment after one of these prefixes is a secret token, which
 * no log line and no third party may see. Loaded without bundling (server, next.config): relative imports only.
 * The literals are those of src/features/offers/paths.ts, calls/paths.ts and availability/paths.ts (lib imports no feature); tests hold them together.
 */
export const PRIVATE_LINK_PREFIXES = ['/angebot/', '/termin/', '/kalender/', '/verfuegbarkeit/'] as const;

/** A path or URL with the secret segment after each private-link prefix replaced by "…". */
export function withoutSecrets(text: string): string {
  return PRIVATE_LINK_PREFIXES.reduce((redacted, prefix) => redacted.replace(new RegExp(`${prefix}[^/?#\\s]+`, 'g'), `${prefix}…`), text);
}
