import 'server-only';
import type { Executor } from '@/db/client';
import { partnerContact } from '@/features/auth/partner-queries';
import { addToDay, type Day } from '@/lib/time';
import { venueOfPartner, venuesOfPartner } from '@/features/venues/profile-queries';
import { subjectsWaiting, waitingChange } from './change-queries';
import { adsOfPartner, bookingsOfPartner, clicksByDay, invoicesOfPartner } from './queries';
import { CLICK_CHART_DAYS, dailyClicks } from './rules';

/**
 * The partner's dashboard (the partner area's page): how we address the operator (name, salutation), its venues' profiles (with whether a change waits for the team),
 * bookings, ads with their clicks of the last 30 days, invoices.
 * A booking's price is what it was booked at (full months) until it is invoiced, then what its invoices charge (the
 * month the ad went live in pro rata, a cancellation subtracted).
 */
export async function dashboardOfPartner(db: Executor, partnerId: string, today: Day) {
  const from = addToDay(today, -(CLICK_CHART_DAYS - 1));
  const [venues, bookings, ads, invoices, contact] = await Promise.all([
    venuesOfPartner(db, partnerId),
    bookingsOfPartner(db, partnerId),
    adsOfPartner(db, partnerId),
    invoicesOfPartner(db, partnerId),
    partnerContact(db, partnerId),
  ]);
  const [clicks, venuesWaiting] = await Promise.all([clicksByDay(db, ads.map((ad) => ad.id), from, today), subjectsWaiting(db, 'profile', venues.map((venue) => venue.id))]);
  const invoiced = new Map<string, number>();
  for (const invoice of invoices) invoiced.set(invoice.bookingId, (invoiced.get(invoice.bookingId) ?? 0) + invoice.netCents);
  return {
    contact: { name: contact?.name ?? '', salutation: contact?.salutation ?? null },
    venues: venues.map((venue) => ({ ...venue, editPending: venuesWaiting.has(venue.id) })),
    bookings: bookings.map((booking) => ({ ...booking, priceCents: invoiced.get(booking.id) ?? booking.netCents })),
    invoices,
    ads: ads.map((ad) => ({ ...ad, clicks: dailyClicks(from, today, clicks.filter((row) => row.adId === ad.id)) })),
  };
}

export type PartnerDashboardData = Awaited<ReturnType<typeof dashboardOfPartner>>;

/**
 * One of the operator's venues as its page shows it: the public profile live now, the change of it waiting for the
 * team (if any), the terms; undefined when the venue is not theirs (another operator's id is as unknown as a made-up one).
 */
export async function venuePageOfPartner(db: Executor, partnerId: string, venueId: string) {
  const venue = await venueOfPartner(db, partnerId, venueId);
  if (!venue) return undefined;
  const waiting = await waitingChange(db, { kind: 'profile', venueId: venue.id });
  return { ...venue, pending: waiting ? { ...waiting.payload, photos: waiting.photos, createdAt: waiting.createdAt } : null };
}

export type PartnerVenuePage = NonNullable<Awaited<ReturnType<typeof venuePageOfPartner>>>;
