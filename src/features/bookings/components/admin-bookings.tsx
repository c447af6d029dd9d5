import { useLocale, useTranslations } from 'next-intl';
import { ReasonForm } from '@/components/admin/reason-form';
import { RowAction } from '@/components/admin/row-action';
import { FactList } from '@/components/ui/fact-list';
import { getCity } from '@/features/cities';
import { formatEuro } from '@/lib/money';
import { formatDateTime, formatMonth } from '@/lib/time';
import { approveRow, rejectForm } from '../admin-form-actions';
import type { listBookingsForAdmin } from '../admin-queries';

type BookingRow = Awaited<ReturnType<typeof listBookingsForAdmin>>[number];

/** One booking as the team reviews it: the ad's content, the period and price, the operator, and approve or reject. */
function BookingCard({ booking }: { booking: BookingRow }) {
  const t = useTranslations('bookings.review');
  const status = useTranslations('bookings.statuses');
  const locale = useLocale();
  const [first, last] = [formatMonth(booking.firstMonth, locale), formatMonth(booking.lastMonth, locale)];
  const facts: [string, string][] = [
    [t('city'), getCity(booking.cityId)?.name ?? booking.cityId],
    [t('period'), first === last ? first : t('periodRange', { from: first, to: last })],
    [t('price'), t('net', { amount: formatEuro(booking.netCents) })],
    [t('description'), booking.description],
    [t('image'), booking.imageUrl ?? '–'],
    [t('website'), booking.websiteUrl ?? '–'],
    [t('contact'), `${booking.contactName}, ${booking.email}, ${booking.phone}`],
    [t('billing'), `${booking.billing.company}, ${booking.billing.street}, ${booking.billing.postalCode} ${booking.billing.city}${booking.vatId ? `, ${booking.vatId}` : ''}`],
    [t('sent'), formatDateTime(booking.createdAt)],
    ...(booking.rejectReason ? ([[t('reason'), booking.rejectReason]] as [string, string][]) : []),
  ];
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-pine-900">{booking.venueName}</h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{status(booking.status)}</span>
      </div>
      <FactList facts={facts} className="gap-y-1" valueClassName="break-words whitespace-pre-wrap" />
      {booking.status === 'confirmed' && (
        <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
          <RowAction
            action={approveRow}
            fields={{ bookingId: booking.id }}
            label={t('approve')}
            variant="primary"
            confirm={{ title: t('approveTitle', { name: booking.venueName }), description: t('approveDescription') }}
          />
          <ReasonForm action={rejectForm} fields={{ bookingId: booking.id }} id={booking.id} name={booking.venueName} label={t('rejectReason')} />
        </div>
      )}
    </li>
  );
}

export function AdminBookings({ bookings }: { bookings: readonly BookingRow[] }) {
  const t = useTranslations('bookings.review');
  if (!bookings.length) return <p className="text-sm text-slate-700">{t('empty')}</p>;
  return (
    <ul className="space-y-4">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}
