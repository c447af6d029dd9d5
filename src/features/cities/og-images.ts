import { DEFAULT_OG_IMAGE_FILE, type OgImage } from '@/lib/seo';
import { BRAND } from '@/lib/site';
import { CITIES, type City } from '.';

export function cityOgImage(city: City): OgImage {
  return { path: `/og/${city.id}.png`, alt: `Weihnachtsfeier in ${city.displayName}: Locations und Preisvergleich vom ${BRAND}` };
}

/** What each preview image shows, by file name: the site's default and one per city. */
export function ogImageCards(): Map<string, { eyebrow: string; title: string; subtitle: string }> {
  const cards = new Map([
    [DEFAULT_OG_IMAGE_FILE, { eyebrow: BRAND, title: 'Ihre Weihnachtsfeier – geplant, verglichen, gebucht', subtitle: `Passende Locations in ${CITIES.length} Städten mit transparentem Preisvergleich.` }],
  ]);
  for (const city of CITIES) {
    cards.set(`${city.id}.png`, { eyebrow: BRAND, title: `Weihnachtsfeier in ${city.displayName}`, subtitle: city.heroSubtitle });
  }
  return cards;
}
