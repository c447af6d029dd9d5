import { CITY_DATA } from './data';
import type { City, RegionId } from './types';

export type { City, CityFaq, RegionId } from './types';
export { conversionKey, toCityId } from './slug';

const collator = new Intl.Collator('de');
const byName = (a: City, b: City) => collator.compare(a.name, b.name);

export const CITIES: readonly City[] = CITY_DATA;
/** All cities by name, for dropdowns and the directory. */
export const CITIES_BY_NAME: readonly City[] = [...CITIES].sort(byName);

const cityById = new Map(CITIES.map((city) => [city.id, city]));

export function getCity(id: string): City | undefined {
  return cityById.get(id);
}

export function getCityOrThrow(id: string): City {
  const city = getCity(id);
  if (!city) throw new Error(`Unknown city id ${id}`);
  return city;
}

/** The ten main cities, in the footer's order. */
export const MAIN_CITY_IDS = [
  'berlin', 'muenchen', 'hamburg', 'koeln', 'frankfurt', 'stuttgart', 'duesseldorf', 'dortmund', 'bremen', 'leipzig',
] as const;

export const MAIN_CITIES: readonly City[] = MAIN_CITY_IDS.map(getCityOrThrow);
/** The main cities alphabetically: the featured choices of the request form. */
export const FEATURED_CITIES: readonly City[] = [...MAIN_CITIES].sort(byName);
/** Every city that is not featured, alphabetically: the request form's autocomplete. */
export const OTHER_CITIES: readonly City[] = CITIES_BY_NAME.filter((c) => !(MAIN_CITY_IDS as readonly string[]).includes(c.id));

export interface FooterGroup {
  region: RegionId;
  label: string;
  cities: readonly City[];
}

const FOOTER_ORDER: readonly { region: RegionId; label: string; ids: readonly string[] }[] = [
  { region: 'nord', label: 'Nord', ids: ['hannover', 'kiel', 'luebeck', 'braunschweig', 'oldenburg', 'bremerhaven', 'goettingen', 'osnabrueck', 'wolfsburg', 'salzgitter'] },
  {
    region: 'west',
    label: 'West',
    ids: [
      'aachen', 'bergisch-gladbach', 'bielefeld', 'bochum', 'bonn', 'bottrop', 'duisburg', 'essen', 'gelsenkirchen', 'guetersloh',
      'hagen', 'hamm', 'herne', 'krefeld', 'leverkusen', 'moers', 'moenchengladbach', 'muelheim-an-der-ruhr', 'muenster', 'neuss',
      'oberhausen', 'paderborn', 'recklinghausen', 'remscheid', 'siegen', 'solingen',
    ],
  },
  {
    region: 'sued',
    label: 'Süd',
    ids: [
      'augsburg', 'erlangen', 'freiburg-im-breisgau', 'fuerth', 'heidelberg', 'heilbronn', 'ingolstadt', 'karlsruhe', 'mannheim',
      'nuernberg', 'pforzheim', 'regensburg', 'reutlingen', 'ulm', 'wuerzburg',
    ],
  },
  { region: 'ost', label: 'Ost', ids: ['dresden', 'chemnitz', 'magdeburg', 'halle-saale', 'erfurt', 'rostock', 'potsdam', 'jena'] },
  {
    region: 'weitere',
    label: 'Weitere',
    ids: ['mainz', 'wiesbaden', 'kassel', 'darmstadt', 'offenbach-am-main', 'ludwigshafen-am-rhein', 'trier', 'koblenz', 'kaiserslautern', 'saarbruecken'],
  },
];

/** The footer's region groups: every city that is not a main city, exactly once. */
export const FOOTER_GROUPS: readonly FooterGroup[] = FOOTER_ORDER.map(({ region, label, ids }) => ({
  region,
  label,
  cities: ids.map(getCityOrThrow),
}));
