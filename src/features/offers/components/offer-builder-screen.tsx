import 'server-only';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AdminPage, AdminSection } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import type { Executor } from '@/db/client';
import { requestPath } from '@/features/requests/paths';
import { formatDateTime } from '@/lib/time';
import { revokeOfferLinkFromRow, saveOfferFromForm, chooseOfferVenuesFromForm } from '../admin-form-actions';
import { offerBuilderData } from '../builder-queries';
import { describeChanges } from '../changes';
import { offerAdminPath } from '../paths';
import { formDraft } from '../rules';
import { venueChoices } from '../venue-choices';
import { type BuilderVenue, OfferBuilderForm } from './offer-builder-form';
import { VenuePicker } from './venue-picker';

type Versions = NonNullable<Awaited<ReturnType<typeof offerBuilderData>>>['versions'];

async function VersionList({ versions, requestId }: { versions: Versions; requestId: string }) {
  const [t, changeWords] = await Promise.all([getTranslations('offers.screen'), getTranslations('offers.changes')]);
  // Each version's changes against the one before it (the list is newest first), said in the reader's language
  // from the stored snapshots; the `changes` column keeps the English record of the publication.
  const listed = versions.map((version, i) => ({ version, changes: versions[i + 1] ? describeChanges(versions[i + 1].snapshot, version.snapshot, changeWords) : [] }));
  return (
    <AdminSection titleId="versions-title" title={t('versionsTitle')} className="space-y-2">
      {versions.length === 0 ? (
        <p className="text-sm text-slate-700">{t('noVersions')}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {listed.map(({ version, changes }, i) => (
            <li key={version.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
              <p>
                <strong>{t('version', { version: version.version })}</strong> · {formatDateTime(version.publishedAt)} · {version.publishedByEmail}
                {i === 0 && ` · ${t('shownByLink')}`} ·{' '}
                <Link href={`${offerAdminPath(requestId)}/preview?version=${version.version}`} className="font-medium text-pine-700 underline">
                  {t('viewVersion')}
                </Link>
              </p>
              {changes.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-slate-800">
                  {changes.map((change, j) => (
                    <li key={j}>{change}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}

/** The planner's offer screen of a request: step 1 picks the venues, then the builder with its versions. */
export async function OfferBuilderScreen({ db, requestId, pickVenues, published }: { db: Executor; requestId: string; pickVenues: boolean; published?: number }) {
  const data = await offerBuilderData(db, requestId);
  if (!data) return undefined;
  const { request, offer, versions, acceptance } = data;
  const [t, builderWords] = await Promise.all([getTranslations('offers.screen'), getTranslations('offers.builder')]);
  const revision = offer?.revision ?? 0;
  const draft = offer?.draft;
  // Both steps under the request's title, with the way back to it and its city and guests (`more`: what the step adds).
  const screen = (content: ReactNode, more?: string) => (
    <AdminPage titleId="offer-title" title={t('title', { companyName: request.companyName })}>
      <Link href={requestPath(request.id)} className="text-sm font-medium text-pine-700 underline">
        {t('back')}
      </Link>
      <p className="text-sm text-slate-700">
        {request.cityName} · {t('participants', { count: request.participantCount })}
        {more !== undefined && ` · ${more}`}
      </p>
      {content}
    </AdminPage>
  );
  if (!draft || draft.options.length === 0 || pickVenues) {
    const choices = await venueChoices(db, request);
    const kept = new Set(draft?.options.map((option) => option.venueId) ?? []);
    // Venues already in the offer stay listed (and ticked) even when archived since.
    const archivedKept = [...data.venues.values()].filter((venue) => venue.archived && kept.has(venue.id)).map((venue) => ({ venue, suggested: false }));
    const rows = [...choices, ...archivedKept].map(({ venue, suggested }) => ({ id: venue.id, name: venue.name, cityName: venue.cityName, capacitySeated: venue.capacitySeated, capacityStanding: venue.capacityStanding, suggested }));
    return screen(<VenuePicker action={chooseOfferVenuesFromForm} requestId={request.id} initial={{ revision, chosen: [...kept] }} venues={rows} />);
  }
  const venues: Record<string, BuilderVenue> = Object.fromEntries(
    [...data.venues.values()].map((venue) => [venue.id, { name: venue.name, cityName: venue.cityName, capacitySeated: venue.capacitySeated, capacityStanding: venue.capacityStanding, archived: venue.archived }]),
  );
  const linkLive = offer.tokenHash !== null && offer.tokenRevokedAt === null;
  return screen(
    <>
      {published !== undefined && versions[0]?.version === published && (
        <p role="status" className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">
          {builderWords('published', { version: published })}
        </p>
      )}
      {acceptance && <p className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">{builderWords('accepted')}</p>}
      <OfferBuilderForm
        action={saveOfferFromForm}
        requestId={request.id}
        initial={{ revision, draft: formDraft(draft) }}
        venues={venues}
        requestPackage={request.packageId}
        participants={request.participantCount}
        changeVenuesHref={`${offerAdminPath(request.id)}?step=venues`}
        locked={acceptance !== undefined}
        answerMoments={Object.fromEntries(draft.options.flatMap((option) => (option.fromAnswer ? [[option.fromAnswer.inviteId, formatDateTime(new Date(option.fromAnswer.answeredAt))]] : [])))}
      />
      <p className="text-sm">
        <Link href={`${offerAdminPath(request.id)}/preview`} className="font-medium text-pine-700 underline">
          {t('preview')}
        </Link>
      </p>
      <VersionList versions={versions} requestId={request.id} />
      {offer.tokenHash && (
        <AdminSection titleId="link-title" title={t('linkTitle')} className="space-y-2">
          <p className="text-sm text-slate-700">{linkLive ? t('linkLive') : t('linkRevoked', { at: formatDateTime(offer.tokenRevokedAt!) })}</p>
          {linkLive && (
            <RowAction
              action={revokeOfferLinkFromRow}
              fields={{ requestId: request.id, offerId: offer.id }}
              label={t('revokeLink')}
              variant="danger"
              confirm={{ title: builderWords('revokeConfirmTitle'), description: builderWords('revokeConfirmDescription') }}
            />
          )}
        </AdminSection>
      )}
    </>,
    versions.length ? t('versionsPublished', { count: versions.length }) : t('notPublished'),
  );
}
