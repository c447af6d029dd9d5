import type { ReactNode } from 'react';
import { BarChart } from '@/components/ui/bar-chart';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { monthsBetween } from '@/features/bookings/rules';
import { periodText } from '@/features/bookings/texts';
import { getCity } from '@/features/cities';
import { formatEuro } from '@/lib/money';
import { salutationValue } from '@/lib/salutation';
import { formatShortDay } from '@/lib/time';
import type { PartnerDashboardData } from '../dashboard';
import { venuePagePath } from '@/features/venues/paths';
import { partnerAdPath, partnerInvoicePath, partnerVenuePath } from '../paths';
import { CLICK_CHART_DAYS, dayLabel } from '../rules';
import { PartnerContactForm } from './partner-contact-form';
import { BOOKING_STATUS_LABELS, PARTNER_TEXTS, PROFILE_TEXTS, visibleText } from '../texts';

const cityName = (cityId: string) => getCity(cityId)?.name ?? cityId;
const sectionTitle = 'text-2xl font-bold text-pine-900';

function Venues({ venues }: { venues: PartnerDashboardData['venues'] }) {
  return (
    <section aria-labelledby="partner-venues" className="space-y-3">
      <h2 id="partner-venues" className={sectionTitle}>
        {PROFILE_TEXTS.venuesTitle}
      </h2>
      {venues.length === 0 && <p className="text-slate-700">{PROFILE_TEXTS.noVenues}</p>}
      <ul className="space-y-3">
        {venues.map((venue) => (
          <li key={venue.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <div className="space-y-1">
              <h3 className="text-xl font-semibold break-words text-pine-900">
                {venue.name} · {(venue.cityId && cityName(venue.cityId)) || venue.cityName}
              </h3>
              <p className="text-slate-700">
                {venue.publishedAt && venue.cityId && venue.slug ? (
                  <a href={venuePagePath(venue.cityId, venue.slug)} className="font-medium text-pine-700 underline">
                    {PROFILE_TEXTS.isPublic}: {PROFILE_TEXTS.viewPublic}
                  </a>
                ) : (
                  PROFILE_TEXTS.notPublic
                )}
              </p>
              {venue.editPending && <p className="rounded-lg bg-gold-100 p-2 text-sm text-slate-900">{PROFILE_TEXTS.pending}</p>}
            </div>
            <a href={partnerVenuePath(venue.id)} className={buttonClasses('outline')} aria-label={`${PROFILE_TEXTS.edit}: ${venue.name}`}>
              {PROFILE_TEXTS.edit}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Bookings({ bookings }: { bookings: PartnerDashboardData['bookings'] }) {
  return (
    <section aria-labelledby="partner-bookings" className="space-y-3">
      <h2 id="partner-bookings" className={sectionTitle}>
        {PARTNER_TEXTS.bookingsTitle}
      </h2>
      <DataTable columns={['Location', 'Stadt', 'Monate', 'Preis (netto)', 'Status']} empty={bookings.length ? null : <p className="p-3 text-slate-700">{PARTNER_TEXTS.noBookings}</p>}>
        {bookings.map((booking) => (
          <tr key={booking.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 break-words">{booking.venueName}</td>
            <td className="px-3 py-2">{cityName(booking.cityId)}</td>
            <td className="px-3 py-2">{periodText(monthsBetween(booking.firstMonth, booking.lastMonth))}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatEuro(booking.priceCents)}</td>
            <td className="px-3 py-2">
              {BOOKING_STATUS_LABELS[booking.status]}
              {booking.rejectReason && <span className="block text-slate-600">Begründung: {booking.rejectReason}</span>}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function Ads({ ads }: { ads: PartnerDashboardData['ads'] }) {
  return (
    <section aria-labelledby="partner-ads" className="space-y-4">
      <h2 id="partner-ads" className={sectionTitle}>
        {PARTNER_TEXTS.adsTitle}
      </h2>
      {ads.length === 0 && <p className="text-slate-700">{PARTNER_TEXTS.noAds}</p>}
      {ads.map((ad) => {
        const total = ad.clicks.reduce((sum, day) => sum + day.clicks, 0);
        return (
          <article key={ad.id} aria-labelledby={`ad-${ad.id}`} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h3 id={`ad-${ad.id}`} className="text-xl font-semibold text-pine-900">
                {ad.venueName} · {cityName(ad.cityId)}
              </h3>
              <a href={partnerAdPath(ad.id)} className={buttonClasses('outline')}>
                {PARTNER_TEXTS.editAd}
              </a>
            </div>
            <p className="text-slate-700">
              {visibleText(ad)} Klicks auf „Website besuchen“ in den letzten {CLICK_CHART_DAYS} Tagen: <strong>{total}</strong>
            </p>
            {ad.editPending && <p className="rounded-lg bg-gold-100 p-3 text-slate-900">{PARTNER_TEXTS.editPending}</p>}
            <BarChart
              id={`clicks-${ad.id}`}
              caption={`Klicks pro Tag: ${ad.venueName}`}
              columns={['Tag', 'Klicks']}
              points={ad.clicks.map((day) => ({ label: dayLabel(day.day), value: day.clicks }))}
            />
          </article>
        );
      })}
    </section>
  );
}

function Invoices({ invoices }: { invoices: PartnerDashboardData['invoices'] }) {
  return (
    <section aria-labelledby="partner-invoices" className="space-y-3">
      <h2 id="partner-invoices" className={sectionTitle}>
        {PARTNER_TEXTS.invoicesTitle}
      </h2>
      <DataTable columns={['Nummer', 'Datum', 'Location', 'Betrag (brutto)', 'Download']} empty={invoices.length ? null : <p className="p-3 text-slate-700">{PARTNER_TEXTS.noInvoices}</p>}>
        {invoices.map((invoice) => (
          <tr key={invoice.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-2 whitespace-nowrap">
              {invoice.number}
              {invoice.type === 'cancellation' && ' (Storno)'}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatShortDay(invoice.issueDate)}</td>
            <td className="px-3 py-2 break-words">{invoice.venueName}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatEuro(invoice.grossCents)}</td>
            <td className="px-3 py-2">
              <a href={partnerInvoicePath(invoice.id)} className="font-medium text-pine-700 underline" download>
                PDF {invoice.number}
              </a>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

/** The partner area: the operator's venues, its bookings, their ads with clicks per day, their invoices, and how we address them. */
/** `invites`: the availability requests to the operator's venues (features/availability), rendered by the page. */
export function PartnerDashboard({ overview, invites }: { overview: PartnerDashboardData; invites?: ReactNode }) {
  return (
    <div className="space-y-10">
      <Venues venues={overview.venues} />
      {invites}
      <Bookings bookings={overview.bookings} />
      <Ads ads={overview.ads} />
      <Invoices invoices={overview.invoices} />
      <PartnerContactForm initial={{ salutation: salutationValue(overview.contact.salutation), name: overview.contact.name }} />
    </div>
  );
}
