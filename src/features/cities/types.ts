export type RegionId = 'nord' | 'west' | 'sued' | 'ost' | 'weitere';

export interface CityFaq {
  question: string;
  answer: string;
}

export interface City {
  /** URL slug: lower case, umlauts transliterated (ue/oe/ae/ss). */
  id: string;
  name: string;
  /** Longer official form where one exists, e.g. 'Frankfurt am Main'. */
  displayName: string;
  /** At most 60 characters, names the city. */
  seoTitle: string;
  /** 120 to 160 characters. */
  metaDescription: string;
  heroTitle: string;
  heroSubtitle: string;
  description: string;
  landmarks: [string, string, string, string];
  venueTypes: [string, string, string, string];
  businessCulture: string;
  /** Airport, main station, motorways, local public transport. */
  accessibility: string;
  region: RegionId;
  /** At least four questions whose answers are specific to this city. */
  faq: CityFaq[];
}
