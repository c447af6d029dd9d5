import { absoluteUrl, breadcrumbJsonLd, faqJsonLd, HOME_CRUMB } from '@/lib/seo';
import type { City } from './types';

export const CITY_PRICE_RANGE = '€299-€999';
export const DIRECTORY_CRUMB = { name: 'Städte', path: '/staedte' };

export function cityBusinessJsonLd(city: City) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: `Weihnachtsfeier Eventplanung ${city.name}`,
    description: city.metaDescription,
    url: absoluteUrl(`/${city.id}`),
    serviceType: 'Event Planning',
    priceRange: CITY_PRICE_RANGE,
    address: { '@type': 'PostalAddress', addressLocality: city.displayName, addressCountry: 'DE' },
    areaServed: { '@type': 'City', name: city.displayName },
  };
}

/** Every JSON-LD block of a city page. */
export function cityJsonLd(city: City) {
  return [
    cityBusinessJsonLd(city),
    faqJsonLd(city.faq),
    breadcrumbJsonLd([HOME_CRUMB, DIRECTORY_CRUMB, { name: city.name, path: `/${city.id}` }]),
  ];
}
