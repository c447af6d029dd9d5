import { type Cents, formatEuro } from '@/lib/money';
import { intentPackageId } from './intent';

export type PackageId = 'basis' | 'premium' | 'enterprise';

export interface Package {
  id: PackageId;
  name: string;
  /** Cents excl. VAT; null means "price on request". */
  price: Cents | null;
  audience: string;
  /** The most participants the package plans for (its audience); null: no upper limit. */
  maxParticipants: number | null;
  features: readonly string[];
  popular?: boolean;
}

export const PACKAGES: readonly Package[] = [
  {
    id: 'basis',
    name: 'Basis',
    price: 199_00,
    audience: 'bis 50 Teilnehmer',
    maxParticipants: 50,
    features: ['Professionelle Location-Suche', 'Vergleich und Bewertung der Angebote', 'Persönliche Ansprechperson'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 299_00,
    audience: 'bis 200 Teilnehmer',
    maxParticipants: 200,
    features: ['Bundesweite Location-Suche', 'Detaillierter Preisvergleich der Angebote', 'Alle Leistungen aus Basis'],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: null,
    audience: 'ab 200 Teilnehmer',
    maxParticipants: null,
    features: ['Alle Leistungen aus Premium', 'Komplette Planung und Durchführung', 'Begleitung am Veranstaltungstag'],
  },
];

export { PACKAGE_INTENT_PREFIX } from './intent';

/** The package a submitted intent such as "package:premium" chooses. */
export function packageOfIntent(intent: unknown): Package | undefined {
  return getPackage(intentPackageId(intent));
}

export const PACKAGE_IDS = PACKAGES.map((pkg) => pkg.id);

export function getPackage(id: string | null | undefined): Package | undefined {
  return PACKAGES.find((pkg) => pkg.id === id);
}

export function packagePrice(pkg: Package): string {
  return pkg.price === null ? 'Preis auf Anfrage' : formatEuro(pkg.price);
}

/** The price text of a package named in a text, e.g. "199,00 €" for 'basis'. */
export function packagePriceOf(id: PackageId): string {
  const pkg = getPackage(id);
  if (!pkg) throw new RangeError(`No package ${id}`);
  return packagePrice(pkg);
}

/** The cheapest package's price, e.g. "199,00 €": what "ab …" promises on the home page, the city pages and the preview cards. */
export const STARTING_PRICE = formatEuro(Math.min(...PACKAGES.flatMap((pkg) => (pkg.price === null ? [] : [pkg.price]))));

/** A package as the request form offers it: the price already written, so the browser formats no money. */
export interface PackageChoice {
  id: PackageId;
  name: string;
  price: string;
}

export const PACKAGE_CHOICES: readonly PackageChoice[] = PACKAGES.map((pkg) => ({ id: pkg.id, name: pkg.name, price: packagePrice(pkg) }));

/** How forms and mails name a package, e.g. "Premium – 299,00 € zzgl. MwSt. (bis 200 Teilnehmer)". */
export function packageLabel(pkg: Package): string {
  return pkg.price === null ? `${pkg.name} – Preis auf Anfrage (${pkg.audience})` : `${pkg.name} – ${packagePrice(pkg)} zzgl. MwSt. (${pkg.audience})`;
}

/**
 * The admin's words for the packages, in its reader's language: next-intl's `t` of the whole catalogue
 * (useTranslations(), catalogue(locale)). The German catalogue says what `name`, `audience` and packageLabel say.
 */
export interface PackageWords {
  (key: `packages.names.${PackageId}` | `packages.audiences.${PackageId}`): string;
  (key: 'packages.label.priced' | 'packages.label.onRequest', values: { name: string; price: string; audience: string }): string;
}

/** A package's name on an admin screen or in a planner's mail ("Basis", in English "Basic"); undefined for none. */
export function packageNameIn(t: PackageWords, id: string | null | undefined): string | undefined {
  const pkg = getPackage(id);
  return pkg && t(`packages.names.${pkg.id}`);
}

/** packageLabel on an admin screen or in a planner's mail: "Premium – 299,00 € plus VAT (up to 200 participants)" in English. */
export function packageLabelIn(t: PackageWords, pkg: Package): string {
  const values = { name: t(`packages.names.${pkg.id}`), price: pkg.price === null ? '' : formatEuro(pkg.price), audience: t(`packages.audiences.${pkg.id}`) };
  return t(pkg.price === null ? 'packages.label.onRequest' : 'packages.label.priced', values);
}
