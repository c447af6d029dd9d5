import type { Operator } from '@/lib/operator';
import { absoluteUrl } from '@/lib/seo';
import { PARTNER_PAGE_PATH } from '@/lib/site';
import type { PartnerContact } from './contact';
import { isBookable, LANDING_PAGE_PRICE_FROM, MONTH_PRICES } from '@/features/ad-slots/prices';

const noVat = { priceCurrency: 'EUR', valueAddedTaxIncluded: false } as const;

/** The partner offer as schema.org Service: one Offer per bookable month at its monthly price, and the landing page from 990 €. */
export function partnerServiceJsonLd(op: Operator, contact: PartnerContact) {
  const url = absoluteUrl(PARTNER_PAGE_PATH);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'Werbeplätze für Event-Locations',
    serviceType: 'Anzeigen für Locations auf Städteseiten zur Firmen-Weihnachtsfeier',
    description: 'Drei Werbeplätze pro Stadt neben dem Anfrageformular, buchbar ab einem Startmonat bis Dezember, dazu individuelle Landingpages für Locations.',
    url,
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    provider: { '@type': 'Organization', name: op.company, url: absoluteUrl('/'), email: contact.email, telephone: contact.phone },
    offers: [
      ...MONTH_PRICES.filter(isBookable).map((month) => ({
        '@type': 'Offer',
        name: `Werbeplatz im ${month.name}`,
        price: month.price,
        ...noVat,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: month.price, ...noVat, unitText: 'Monat' },
        availability: 'https://schema.org/LimitedAvailability',
        url,
      })),
      {
        '@type': 'Offer',
        name: 'Individuelle Landingpage',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: LANDING_PAGE_PRICE_FROM, ...noVat },
        url,
      },
    ],
  };
}
