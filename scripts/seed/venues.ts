// The demo venues: written by `npm run db:seed` (../seed.ts) and at the product's first start (./first-start.ts).
import type { VenueFields } from '@/features/venues/queries';
import type { DemoVenues } from '@/features/venues/seed';
import { renderSeedPhoto } from './venue-photos.ts';
import { PROFILE_SEED_VENUES } from './venue-profiles.ts';

const blank = { websiteUrl: null, internalNotes: 'Demo-Location: vor dem ersten echten Angebot archivieren oder löschen.' };

/**
 * Demo venues of the team's catalogue (not public, no photos), so that a fresh installation can build an offer at
 * once. The e2e tests and the offer seed know them by name: keep them as they are. The published demo venues with
 * photos are PROFILE_SEED_VENUES (venue-profiles.ts).
 */
export const SEED_VENUES: readonly VenueFields[] = [
  {
    ...blank,
    name: 'Spreespeicher Loft',
    cityId: 'berlin',
    cityName: 'Berlin',
    address: 'Stralauer Allee 12, 10245 Berlin',
    capacitySeated: 120,
    capacityStanding: 200,
    types: ['loft', 'eventlocation'],
    description: 'Backsteinspeicher mit Blick auf die Spree: ein offener Saal mit Holzboden, Bühne und eigener Terrasse.',
    included: 'Mobiliar, Licht- und Tontechnik, Garderobe, Reinigung',
    contactSalutation: 'frau',
    contactName: 'Sina Hartmann',
    contactEmail: 'events@spreespeicher.example',
    contactPhone: '030 1234 5670',
    priceBlocks: [
      { text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 4950, vatRate: 7 },
      { text: 'Getränkepauschale', basis: 'per_person', unitNetCents: 3500, vatRate: 19 },
    ],
    minimumSpendCents: 500000,
    cancellationTerms: [
      { daysBefore: 60, percent: 25 },
      { daysBefore: 30, percent: 50 },
      { daysBefore: 7, percent: 90 },
    ],
    guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
  },
  {
    ...blank,
    name: 'Zunftbrauhaus Mitte',
    cityId: 'berlin',
    cityName: 'Berlin',
    address: 'Brauereigasse 3, 10178 Berlin',
    capacitySeated: 180,
    capacityStanding: 250,
    types: ['brauhaus', 'restaurant'],
    description: 'Hausbrauerei mit Kupferkesseln und Gewölbekeller; der Keller ist für Gruppen ab 40 Gästen exklusiv buchbar.',
    included: 'Exklusiver Gewölbekeller, Bierverkostung zum Empfang',
    contactSalutation: 'herr',
    contactName: 'Jonas Brandt',
    contactEmail: 'feiern@zunftbrauhaus.example',
    contactPhone: '030 9876 5430',
    priceBlocks: [
      { text: 'Brauhaus-Buffet', basis: 'per_person', unitNetCents: 3900, vatRate: 7 },
      { text: 'Bierpauschale (4 Stunden)', basis: 'per_person', unitNetCents: 2900, vatRate: 19 },
    ],
    minimumSpendCents: null,
    cancellationTerms: [
      { daysBefore: 30, percent: 30 },
      { daysBefore: 14, percent: 60 },
    ],
    guestDrop: { kind: 'count', amount: 10, untilDaysBefore: 5 },
  },
  {
    ...blank,
    name: 'Elbdeck Hafenschiff',
    cityId: 'hamburg',
    cityName: 'Hamburg',
    address: 'Anleger Landungsbrücken, Brücke 9, 20359 Hamburg',
    capacitySeated: 90,
    capacityStanding: 150,
    types: ['schiff', 'eventlocation'],
    description: 'Beheiztes Salonschiff für eine dreistündige Fahrt durch den Hafen, mit Panoramafenstern und Außendeck.',
    included: 'Hafenrundfahrt (3 Stunden), Crew, Musikanlage',
    contactSalutation: 'frau',
    contactName: 'Merle Jansen',
    contactEmail: 'charter@elbdeck.example',
    contactPhone: '040 555 0190',
    priceBlocks: [
      { text: 'Schiffscharter', basis: 'flat', unitNetCents: 240000, vatRate: 19 },
      { text: 'Fingerfood-Buffet', basis: 'per_person', unitNetCents: 3200, vatRate: 7 },
    ],
    minimumSpendCents: 600000,
    cancellationTerms: [
      { daysBefore: 45, percent: 30 },
      { daysBefore: 14, percent: 80 },
    ],
    guestDrop: null,
  },
  {
    ...blank,
    name: 'Isarhof Kochschule',
    cityId: 'muenchen',
    cityName: 'München',
    address: 'Isartalstraße 44, 80469 München',
    capacitySeated: 40,
    capacityStanding: 50,
    types: ['kochschule', 'aktiv'],
    description: 'Gemeinsam kochen an sechs Kochinseln, danach ein langer Tisch für das Menü, das alle zusammen zubereitet haben.',
    included: 'Kochkurs mit zwei Köchen, Schürzen, Rezeptheft',
    contactSalutation: 'frau',
    contactName: 'Anna Huber',
    contactEmail: 'team@isarhof.example',
    contactPhone: '089 200 3040',
    priceBlocks: [
      { text: 'Kochevent mit Menü', basis: 'per_person', unitNetCents: 8900, vatRate: 19 },
      { text: 'Weinbegleitung', basis: 'per_person', unitNetCents: 2400, vatRate: 19 },
    ],
    minimumSpendCents: 180000,
    cancellationTerms: [
      { daysBefore: 21, percent: 50 },
      { daysBefore: 7, percent: 100 },
    ],
    guestDrop: { kind: 'percent', amount: 15, untilDaysBefore: 10 },
  },
];

export const DEMO_VENUES: DemoVenues = {
  catalogue: SEED_VENUES,
  published: PROFILE_SEED_VENUES.map(({ fields, palette, photos }) => ({
    fields,
    photos: photos.map(({ scene, alt }) => ({ alt, draw: (name: string) => renderSeedPhoto(scene, palette, name) })),
  })),
};
