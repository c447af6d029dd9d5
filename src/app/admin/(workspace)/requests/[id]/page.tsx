import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getDb } from '@/db/client';
import { availabilityOfRequest } from '@/features/availability/admin-queries';
import { AdminAvailability } from '@/features/availability/components/admin-availability';
import { requireAdminPage } from '@/features/auth/guard';
import { callOfRequest } from '@/features/calls/admin-queries';
import { AdminRequestCall } from '@/features/calls/components/admin-request-call';
import { isInvoiceable } from '@/features/invoices/admin-queries';
import { AdminRequestInvoices } from '@/features/invoices/components/admin-request-invoices';
import { listInvoiceDrafts } from '@/features/invoices/draft-queries';
import { invoicesOfRequest } from '@/features/invoices/queries';
import { setRequestStatusFromForm } from '@/features/offers/admin-form-actions';
import { offerEntryOf } from '@/features/offers/builder-queries';
import { isPageView } from '@/features/offers/page-view';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { requestDetail } from '@/features/requests/inbox';
import { clearVenueNews } from '@/features/requests/venue-news-queries';
import { editVenuePath } from '@/features/venues/paths';
import { venueNamesOf } from '@/features/venues/queries';
import { berlinToday } from '@/lib/time';

type Props = { params: Promise<{ id: string }> };

export default async function RequestDetailPage({ params }: Props) {
  await requireAdminPage();
  const db = await getDb();
  const { id } = await params;
  const detail = await requestDetail(db, id);
  if (!detail) notFound();
  // The inbox's links are prefetched: only the planner's own look takes the mark of a venue's news away.
  if (detail.request.venueNewsAt && isPageView(await headers())) await clearVenueNews(db, id);
  const wishedVenueId = detail.request.wishedVenueId;
  const [offer, call, invoices, drafts, invoiceable, wishedVenueNames, availability] = await Promise.all([
    offerEntryOf(db, id),
    callOfRequest(db, id),
    invoicesOfRequest(db, id),
    listInvoiceDrafts(db, id),
    isInvoiceable(db, id),
    venueNamesOf(db, wishedVenueId ? [wishedVenueId] : []),
    availabilityOfRequest(db, detail.request, new Date()),
  ]);
  const wishedVenueName = wishedVenueId ? wishedVenueNames.get(wishedVenueId) : undefined;
  return (
    <RequestDetail
      detail={detail}
      offer={offer}
      statusAction={setRequestStatusFromForm}
      call={<AdminRequestCall call={call} />}
      availability={<AdminAvailability requestId={id} availability={availability} prefill={{ participantCount: detail.request.participantCount, call }} today={berlinToday()} />}
      invoices={<AdminRequestInvoices requestId={id} invoices={invoices} drafts={drafts} invoiceable={invoiceable} />}
      wishedVenue={wishedVenueId && wishedVenueName ? { name: wishedVenueName, href: editVenuePath(wishedVenueId) } : undefined}
    />
  );
}
