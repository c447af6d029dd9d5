import 'server-only';
import type { Executor } from '@/db/client';
import { addToDay, type Day } from '@/lib/time';
import { adsOfPartner, bookingsOfPartner, clicksByDay, invoicesOfPartner } from './queries';
import { CLICK_CHART_DAYS, dailyClicks } from './rules';

/** The partner's dashboard (the partner area's page): bookings, ads with their clicks of the last 30 days, invoices. */
export async function dashboardOfPartner(db: Executor, partnerId: string, today: Day) {
  const from = addToDay(today, -(CLICK_CHART_DAYS - 1));
  const [bookings, ads, invoices] = await Promise.all([bookingsOfPartner(db, partnerId), adsOfPartner(db, partnerId), invoicesOfPartner(db, partnerId)]);
  const clicks = await clicksByDay(db, ads.map((ad) => ad.id), from, today);
  return {
    bookings,
    invoices,
    ads: ads.map((ad) => ({ ...ad, clicks: dailyClicks(from, today, clicks.filter((row) => row.adId === ad.id)) })),
  };
}

export type PartnerDashboardData = Awaited<ReturnType<typeof dashboardOfPartner>>;
