import { describe, expect, it } from 'vitest';
import { getCityOrThrow } from '@/features/cities';
import { absoluteUrl, serializeJsonLd } from '@/lib/seo';
import type { PublicVenue } from './public-queries';
import { postalAddress, venueCrumbs, venueJsonLd, venueListCrumbs, venueListJsonLd } from './structured-data';

const berlin = getCityOrThrow('berlin');

const venue: PublicVenue = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'alte-muenze',
  cityId: 'berlin',
  name: 'Alte Münze',
  district: 'Mitte',
  capacitySeated: 180,
  capacityStanding: 400,
  types: ['eventlocation'],
  fromPricePerPersonCents: 8900,
  photo: { imageId: 'img-1', alt: 'Der Saal', width: 800, height: 533 },
  partner: false,
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  description: 'Ein Saal </script><script>alert(1)</script> mit Geschichte.',
  included: 'Technik',
  address: 'Molkenmarkt 2, 10179 Berlin',
  directions: 'U Klosterstraße',
  websiteUrl: 'https://alte-muenze.example',
  photos: [
    { imageId: 'img-1', alt: 'Der Saal', width: 800, height: 533 },
    { imageId: 'img-2', alt: 'Die Bar', width: 600, height: 800 },
  ],
};

describe('postalAddress', () => {
  it.each([
    ['Molkenmarkt 2, 10179 Berlin', { streetAddress: 'Molkenmarkt 2', postalCode: '10179', addressLocality: 'Berlin' }],
    ['Molkenmarkt 2\n10179 Berlin', { streetAddress: 'Molkenmarkt 2', postalCode: '10179', addressLocality: 'Berlin' }],
    ['Molkenmarkt 2 10179 Berlin', { streetAddress: 'Molkenmarkt 2', postalCode: '10179', addressLocality: 'Berlin' }],
    ['Molkenmarkt 2, 10179 Berlin, Deutschland', { streetAddress: 'Molkenmarkt 2', postalCode: '10179', addressLocality: 'Berlin' }],
    ['Hof 3, Am Speicher 7, 20457 Hamburg', { streetAddress: 'Hof 3, Am Speicher 7', postalCode: '20457', addressLocality: 'Hamburg' }],
    ['Frankfurter Allee 1, 60311 Frankfurt am Main', { streetAddress: 'Frankfurter Allee 1', postalCode: '60311', addressLocality: 'Frankfurt am Main' }],
  ])('splits %j into street, postal code and town', (text, parts) => {
    expect(postalAddress(text, 'Berlin')).toEqual({ '@type': 'PostalAddress', ...parts, addressCountry: 'DE' });
  });

  it('takes the whole text as the street line, in the city, when there is no postal code', () => {
    expect(postalAddress('Am Spreeufer, Hinterhof links', 'Berlin')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Am Spreeufer, Hinterhof links', addressLocality: 'Berlin', addressCountry: 'DE' });
    expect(postalAddress('Molkenmarkt 2, Berlin', 'Berlin')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Molkenmarkt 2', addressLocality: 'Berlin', addressCountry: 'DE' });
  });
});

describe('venueJsonLd', () => {
  it('describes the venue as an EventVenue with its address, larger capacity, photos and page', () => {
    const data = venueJsonLd(venue, berlin);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EventVenue',
      name: 'Alte Münze',
      description: venue.description,
      url: absoluteUrl('/berlin/locations/alte-muenze'),
      address: { '@type': 'PostalAddress', streetAddress: 'Molkenmarkt 2', postalCode: '10179', addressLocality: 'Berlin', addressCountry: 'DE' },
      maximumAttendeeCapacity: 400,
      image: [absoluteUrl('/media/img-1'), absoluteUrl('/media/img-2')],
      sameAs: 'https://alte-muenze.example',
    });
    for (const url of data.image ?? []) expect(url).toMatch(/^https?:\/\/[^/]+\/media\//);
  });

  it('leaves out what the venue does not have, and survives as one script element', () => {
    const bare = venueJsonLd({ ...venue, photos: [], photo: null, websiteUrl: null, description: '  ', capacityStanding: 0 }, berlin);
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('description');
    expect(bare.maximumAttendeeCapacity).toBe(180);
    const serialized = serializeJsonLd(venueJsonLd(venue, berlin));
    expect(serialized).not.toContain('</script>');
    expect(JSON.parse(serialized)).toMatchObject({ '@type': 'EventVenue', description: venue.description });
  });
});

describe('venueListJsonLd', () => {
  it('lists the venues in order with position, page and name', () => {
    const second = { ...venue, slug: 'spreespeicher', name: 'Spreespeicher' };
    expect(venueListJsonLd([venue, second], berlin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Locations in Berlin',
      url: absoluteUrl('/berlin/locations'),
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: absoluteUrl('/berlin/locations/alte-muenze'), name: 'Alte Münze' },
        { '@type': 'ListItem', position: 2, url: absoluteUrl('/berlin/locations/spreespeicher'), name: 'Spreespeicher' },
      ],
    });
  });
});

describe('the trail', () => {
  it('leads from home through the cities and the city to its list and the venue', () => {
    expect(venueListCrumbs(berlin).map((crumb) => crumb.path)).toEqual(['/', '/staedte', '/berlin', '/berlin/locations']);
    expect(venueCrumbs(berlin, venue).at(-1)).toEqual({ name: 'Alte Münze', path: '/berlin/locations/alte-muenze' });
  });
});
