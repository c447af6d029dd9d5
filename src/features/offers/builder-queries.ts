import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { offers, venueRequests } from '@/db/schema';
import { getPackage, type PackageId } from '@/features/packages/packages';
import { requestTranslator } from '@/features/auth/request-locale';
import { isUuid } from '@/lib/uuid';
import { offerAdminPath } from './paths';
import { acceptedOfferForAdmin } from './format';
import { acceptanceOfRequest, offerOfRequest } from './queries';
import type { DraftContext } from './rules';
import { venuesForOffer } from './venue-choices';

/** The facts of a request an offer is built for. */
export async function requestForOffer(db: Executor, requestId: string) {
  if (!isUuid(requestId)) return undefined;
  const [request] = await db
    .select({
      id: venueRequests.id,
      companyName: venueRequests.companyName,
      contactName: venueRequests.contactName,
      salutation: venueRequests.salutation,
      email: venueRequests.email,
      cityId: venueRequests.cityId,
      cityName: venueRequests.cityName,
      participantCount: venueRequests.participantCount,
      package: venueRequests.package,
    })
    .from(venueRequests)
    .where(eq(venueRequests.id, requestId));
  if (!request) return undefined;
  return { ...request, packageId: (getPackage(request.package)?.id ?? null) as PackageId | null };
}

export type OfferRequest = NonNullable<Awaited<ReturnType<typeof requestForOffer>>>;

/** The request, its offer (if started) with every version, and what checking its draft needs. */
export async function offerBuilderData(db: Executor, requestId: string) {
  const request = await requestForOffer(db, requestId);
  if (!request) return undefined;
  const found = await offerOfRequest(db, requestId);
  const publishedVenueIds = new Set(found?.versions.flatMap((version) => version.snapshot.options.map((option) => option.venue.id)) ?? []);
  const venues = await venuesForOffer(db, found?.offer.draft.options.map((option) => option.venueId) ?? []);
  return { request, offer: found?.offer, versions: found?.versions ?? [], acceptance: found?.acceptance, venues, publishedVenueIds };
}

/** What checkDraft needs besides the draft. */
export function draftContext(
  data: { request: OfferRequest; venues: DraftContext['venues']; publishedVenueIds: DraftContext['publishedVenueIds'] },
  planner: DraftContext['planner'],
  today: string,
): DraftContext {
  const { request } = data;
  return {
    today,
    request: { companyName: request.companyName, contactName: request.contactName, salutation: request.salutation, cityName: request.cityName, participantCount: request.participantCount, packageId: request.packageId },
    planner,
    venues: data.venues,
    publishedVenueIds: data.publishedVenueIds,
  };
}

/** The request detail's way into the builder: "Create offer", or "Edit offer" once one is started; with what the company accepted, once it has (in the admin's language). */
export async function offerEntryOf(db: Executor, requestId: string): Promise<{ href: string; label: string; accepted?: ReturnType<typeof acceptedOfferForAdmin> }> {
  const [[offer], accepted] = isUuid(requestId)
    ? await Promise.all([db.select({ id: offers.id }).from(offers).where(eq(offers.requestId, requestId)), acceptanceOfRequest(db, requestId)])
    : [[], undefined];
  const [t, acceptanceWords] = await Promise.all([requestTranslator('offers.builder'), requestTranslator('offers.acceptance')]);
  return {
    href: offerAdminPath(requestId),
    label: offer ? t('edit') : t('create'),
    ...(accepted && { accepted: acceptedOfferForAdmin(accepted.snapshot, accepted.acceptance, acceptanceWords) }),
  };
}
