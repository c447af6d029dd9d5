import 'server-only';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import type { Executor } from '@/db/client';
import { requestPath } from '@/features/requests/paths';
import { formatDateTime } from '@/lib/time';
import { revokeOfferLinkFromRow, saveOfferFromForm, chooseOfferVenuesFromForm } from '../admin-form-actions';
import { offerBuilderData } from '../builder-queries';
import { offerAdminPath } from '../paths';
import { formDraft } from '../rules';
import { BUILDER_TEXTS } from '../texts';
import { venueChoices } from '../venue-choices';
import { type BuilderVenue, OfferBuilderForm } from './offer-builder-form';
import { VenuePicker } from './venue-picker';

type Versions = NonNullable<Awaited<ReturnType<typeof offerBuilderData>>>['versions'];

function VersionList({ versions, requestId }: { versions: Versions; requestId: string }) {
  return (
    <section aria-labelledby="versions-title" className="space-y-2">
      <h2 id="versions-title" className="text-lg font-semibold text-pine-900">
        Published versions
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-slate-700">Not published yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {versions.map((version, i) => (
            <li key={version.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p>
                <strong>Version {version.version}</strong> · {formatDateTime(version.publishedAt)} · {version.publishedByEmail}
                {i === 0 && ' · shown by the link'} ·{' '}
                <Link href={`${offerAdminPath(requestId)}/preview?version=${version.version}`} className="font-medium text-pine-700 underline">
                  View as the company sees it
                </Link>
              </p>
              {version.changes.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-slate-800">
                  {version.changes.map((change, j) => (
                    <li key={j}>{change}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The planner's offer screen of a request: step 1 picks the venues, then the builder with its versions. */
export async function OfferBuilderScreen({ db, requestId, pickVenues, published }: { db: Executor; requestId: string; pickVenues: boolean; published?: number }) {
  const data = await offerBuilderData(db, requestId);
  if (!data) return undefined;
  const { request, offer, versions, acceptance } = data;
  const revision = offer?.revision ?? 0;
  const draft = offer?.draft;
  const back = requestPath(request.id);
  const title = `Offer for ${request.companyName}`;
  if (!draft || draft.options.length === 0 || pickVenues) {
    const choices = await venueChoices(db, request);
    const kept = new Set(draft?.options.map((option) => option.venueId) ?? []);
    // Venues already in the offer stay listed (and ticked) even when archived since.
    const archivedKept = [...data.venues.values()].filter((venue) => venue.archived && kept.has(venue.id)).map((venue) => ({ venue, suggested: false }));
    const rows = [...choices, ...archivedKept].map(({ venue, suggested }) => ({ id: venue.id, name: venue.name, cityName: venue.cityName, capacitySeated: venue.capacitySeated, capacityStanding: venue.capacityStanding, suggested }));
    return (
      <AdminPage titleId="offer-title" title={title}>
        <Link href={back} className="text-sm font-medium text-pine-700 underline">
          ← Back to the request
        </Link>
        <p className="text-sm text-slate-700">
          {request.cityName} · {request.participantCount} participants
        </p>
        <VenuePicker action={chooseOfferVenuesFromForm} requestId={request.id} initial={{ revision, chosen: [...kept] }} venues={rows} />
      </AdminPage>
    );
  }
  const venues: Record<string, BuilderVenue> = Object.fromEntries(
    [...data.venues.values()].map((venue) => [venue.id, { name: venue.name, cityName: venue.cityName, capacitySeated: venue.capacitySeated, capacityStanding: venue.capacityStanding, archived: venue.archived }]),
  );
  const linkLive = offer.tokenHash !== null && offer.tokenRevokedAt === null;
  return (
    <AdminPage titleId="offer-title" title={title}>
      <Link href={back} className="text-sm font-medium text-pine-700 underline">
        ← Back to the request
      </Link>
      <p className="text-sm text-slate-700">
        {request.cityName} · {request.participantCount} participants · {versions.length ? `${versions.length} version(s) published` : 'draft, not published'}
      </p>
      {published !== undefined && versions[0]?.version === published && (
        <p role="status" className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">
          {BUILDER_TEXTS.published(published)}
        </p>
      )}
      {acceptance && <p className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">{BUILDER_TEXTS.accepted}</p>}
      <OfferBuilderForm
        action={saveOfferFromForm}
        requestId={request.id}
        initial={{ revision, draft: formDraft(draft) }}
        venues={venues}
        requestPackage={request.packageId}
        changeVenuesHref={`${offerAdminPath(request.id)}?step=venues`}
        locked={acceptance !== undefined}
      />
      <p className="text-sm">
        <Link href={`${offerAdminPath(request.id)}/preview`} className="font-medium text-pine-700 underline">
          Preview the saved draft as the company will see it
        </Link>
      </p>
      <VersionList versions={versions} requestId={request.id} />
      {offer.tokenHash && (
        <section aria-labelledby="link-title" className="space-y-2">
          <h2 id="link-title" className="text-lg font-semibold text-pine-900">
            Private link
          </h2>
          <p className="text-sm text-slate-700">{linkLive ? 'The link in the mail opens the newest version.' : `Revoked on ${formatDateTime(offer.tokenRevokedAt!)}. The next publication sends a new link.`}</p>
          {linkLive && (
            <RowAction action={revokeOfferLinkFromRow} fields={{ requestId: request.id, offerId: offer.id }} label="Revoke link" variant="danger" confirm={BUILDER_TEXTS.revokeConfirm} />
          )}
        </section>
      )}
    </AdminPage>
  );
}
