// The admin's two languages and how a browser's preference picks one (pure: no Next, no database).

export const ADMIN_LOCALES = ['de', 'en'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];

/** A mail to the team or a planner whose account has not chosen: the agency works in German. */
export const MAIL_LOCALE: AdminLocale = 'de';

export function isAdminLocale(value: unknown): value is AdminLocale {
  return value === 'de' || value === 'en';
}

/**
 * The language an Accept-Language header asks for: German when the most preferred language is German (de, de-DE,
 * de-AT, …), English otherwise, also without a header. Ties keep the header's order, as browsers write it.
 */
export function browserLocale(acceptLanguage: string | null | undefined): AdminLocale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked[0]?.tag;
  return first === 'de' || first?.startsWith('de-') ? 'de' : 'en';
}
