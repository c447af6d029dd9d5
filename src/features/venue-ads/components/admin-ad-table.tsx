import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { getCity } from '@/features/cities';
import { berlinDay, formatDateTime } from '@/lib/time';
import { ADMIN_ADS_PATH } from '../paths';
import { removeVenueAd, switchVenueAdActive, switchVenueAdFeatured } from '../admin-form-actions';
import type { VenueAd } from '../queries';

export type AdminAdRow = VenueAd & { clicks: number };

function Badge({ children, tone = 'plain' }: { children: React.ReactNode; tone?: 'plain' | 'good' | 'warn' }) {
  const tones = { plain: 'bg-slate-100 text-slate-800', good: 'bg-pine-100 text-pine-900', warn: 'bg-gold-100 text-slate-900' };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** The list's rows: what each ad is, how it does, and what can be done with it. */
export function AdminAdTable({ rows, now, failed }: { rows: readonly AdminAdRow[]; now: Date; failed: boolean }) {
  const t = useTranslations('venueAds.table');
  const columns = [t('venue'), t('city'), t('status'), t('expires'), t('clicks'), t('created'), t('actions')];
  const empty = failed ? t('loadFailed') : t('empty');
  return (
    <DataTable columns={columns} empty={rows.length === 0 && <p className="p-4 text-slate-700">{empty}</p>}>
      {rows.map((ad) => {
        const expired = ad.expiresAt !== null && ad.expiresAt.getTime() <= now.getTime();
        return (
          <tr key={ad.id} className="border-t border-slate-100 align-top">
            <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
              {ad.venueName}
              <p className="mt-0.5 line-clamp-2 font-normal text-slate-600">{ad.description}</p>
            </th>
            <td className="px-3 py-2">{getCity(ad.cityId)?.displayName ?? ad.cityId}</td>
            <td className="px-3 py-2">
              <span className="inline-flex flex-wrap gap-1">
                {ad.active ? <Badge tone="good">{t('active')}</Badge> : <Badge>{t('inactive')}</Badge>}
                {ad.featured && <Badge tone="good">{t('featured')}</Badge>}
                {ad.liveSystem && <Badge tone="good">{t('live')}</Badge>}
                {expired && <Badge tone="warn">{t('expired')}</Badge>}
              </span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{ad.expiresAt ? berlinDay(ad.expiresAt) : t('never')}</td>
            <td className="px-3 py-2 text-right tabular-nums">{ad.clicks}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(ad.createdAt)}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-2">
                <RowAction action={switchVenueAdActive} fields={{ adId: ad.id, active: String(!ad.active) }} label={ad.active ? t('deactivate') : t('activate')} />
                <RowAction action={switchVenueAdFeatured} fields={{ adId: ad.id, featured: String(!ad.featured) }} label={ad.featured ? t('unfeature') : t('feature')} />
                <Link href={`${ADMIN_ADS_PATH}/${ad.id}/edit`} className={buttonClasses('outline', 'sm')}>
                  {t('edit')}
                </Link>
                <RowAction
                  action={removeVenueAd}
                  fields={{ adId: ad.id }}
                  label={t('delete')}
                  variant="danger"
                  confirm={{ title: t('deleteTitle', { name: ad.venueName }), description: t('deleteDescription') }}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
