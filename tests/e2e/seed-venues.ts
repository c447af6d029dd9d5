// The venues the offer builder's spec offers, until the venue catalogue's admin screens can make them, and the venue
// operators whose profiles the venue-profile spec edits.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/db/client';
import { user, venuePhotos } from '@/db/schema';
import { createOrPromoteAdmin } from '@/features/auth/first-admin';
import { encodeImage } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import { venueSlug } from '@/features/venues/rules';
import { insertVenue } from '@/test/offer-fixtures';
import { E2E_PARTNERS, E2E_ROSTOCK_VENUES } from './server.ts';

const E2E_VENUES = ['E2E Elbspeicher', 'E2E Hafenkante', 'E2E Fischauktionshalle'];

export async function seedVenues(db: Database) {
  for (const [i, name] of E2E_VENUES.entries()) {
    await insertVenue(db, {
      name,
      cityId: 'hamburg',
      cityName: 'Hamburg',
      address: `Am Hafen ${i + 1}, 20457 Hamburg`,
      capacitySeated: 60 + i * 40,
      capacityStanding: 120 + i * 40,
      included: 'Garderobe, Technik',
      priceBlocks: [
        { text: 'Raummiete', basis: 'flat', unitNetCents: 400_00 + i * 100_00, vatRate: 19 },
        { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 39_90, vatRate: 7 },
      ],
      cancellationTerms: [{ daysBefore: 14, percent: 50 }],
    });
  }
  // Two venue operators, each keeping one public venue in Erfurt (the venue-profile spec). Made as accounts with a
  // password like an admin, then given the operators' role; their venues have one photo drawn here.
  for (const [i, partner] of E2E_PARTNERS.entries()) {
    await createOrPromoteAdmin(db, partner.email, partner.password, { name: partner.name });
    const [account] = await db.update(user).set({ role: 'partner', salutation: partner.salutation }).where(eq(user.email, partner.email)).returning({ id: user.id });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120 + i * 60, g: 70, b: 40 } } }).jpeg().toBuffer();
    const imageId = await saveImage(db, 'upload:saal.jpg', await encodeImage(photo));
    const now = new Date();
    const venueId = await insertVenue(db, {
      name: partner.venue,
      cityId: 'erfurt',
      cityName: 'Erfurt',
      address: `Domplatz ${i + 7}, 99084 Erfurt`,
      description: 'Ein Saal unter dem Dach eines alten Speichers am Domplatz.',
      internalNotes: 'E2E: interne Notiz, nur für das Team',
      partnerUserId: account.id,
      slug: venueSlug(partner.venue),
      publishedAt: now,
      firstPublishedAt: now,
    });
    await db.insert(venuePhotos).values({ venueId, position: 0, sourceUrl: 'upload:saal.jpg', imageId, alt: 'Der Saal unter dem Dach' });
  }
  // The availability spec's venues in Rostock, their price blocks prefilling the answer; the first kept by an operator.
  for (const [i, venue] of E2E_ROSTOCK_VENUES.entries()) {
    let partnerUserId: string | null = null;
    if (venue.partner) {
      await createOrPromoteAdmin(db, venue.partner.email, venue.partner.password, { name: venue.partner.name });
      const [account] = await db.update(user).set({ role: 'partner', salutation: venue.partner.salutation }).where(eq(user.email, venue.partner.email)).returning({ id: user.id });
      partnerUserId = account.id;
    }
    await insertVenue(db, {
      name: venue.name,
      cityId: 'rostock',
      cityName: 'Rostock',
      address: `Am Strande ${i + 1}, 18055 Rostock`,
      capacitySeated: 90,
      capacityStanding: 140,
      contactSalutation: venue.contactSalutation,
      contactName: venue.contactName,
      contactEmail: venue.contactEmail,
      partnerUserId,
      priceBlocks: [{ text: 'Menü drei Gänge', basis: 'per_person', unitNetCents: 45_00 + i * 500, vatRate: 7 }],
    });
  }
}
