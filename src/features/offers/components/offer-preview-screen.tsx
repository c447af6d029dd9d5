import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import type { Executor } from '@/db/client';
import type { SignedInUser } from '@/features/auth/server';
import { plannerProfile } from '@/features/auth/planner-queries';
import { berlinToday } from '@/lib/time';
import { draftContext, offerBuilderData } from '../builder-queries';
import { offerAdminPath } from '../paths';
import { checkDraft } from '../rules';
import { OfferView } from './offer-view';

/**
 * The planner's look at the company's page: the saved draft as it would be published (while it passes every
 * check), or a published version (`version`), rendered by the very component of /angebot/{token}.
 */
export async function OfferPreviewScreen({ db, requestId, version, planner }: { db: Executor; requestId: string; version?: number; planner: SignedInUser }) {
  const data = await offerBuilderData(db, requestId);
  if (!data?.offer) return undefined;
  const t = await getTranslations('offers.preview');
  const back = (
    <Link href={offerAdminPath(requestId)} className="text-sm font-medium text-pine-700 underline">
      {t('back')}
    </Link>
  );
  if (version !== undefined) {
    const shown = data.versions.find((row) => row.version === version);
    if (!shown) return undefined;
    return (
      <AdminPage titleId="preview-title" title={t('versionTitle', { version })}>
        {back}
        <OfferView snapshot={shown.snapshot} version={shown.version} acceptance={data.acceptance?.versionId === shown.id ? data.acceptance : undefined} mode="preview" />
      </AdminPage>
    );
  }
  const profile = (await plannerProfile(db, planner.id)) ?? { name: '', email: planner.email };
  const checked = checkDraft(data.offer.draft, draftContext(data, profile, berlinToday()));
  return (
    <AdminPage titleId="preview-title" title={t('draftTitle')}>
      {back}
      {checked.ok ? (
        <OfferView snapshot={checked.snapshot} version={data.offer.publishedVersion + 1} mode="preview" />
      ) : (
        <p role="alert" className="rounded-lg bg-white p-3 text-sm font-medium text-berry-700 ring-1 ring-slate-200">
          {t('draftInvalid', { count: Object.keys(checked.fieldErrors).length })}
        </p>
      )}
    </AdminPage>
  );
}
