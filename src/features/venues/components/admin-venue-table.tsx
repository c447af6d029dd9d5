import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { removeVenueRow, switchVenueArchived } from '../admin-form-actions';
import { editVenuePath, venuePagePath } from '../paths';
import type { Venue } from '../queries';

/**
 * The list's rows: what each venue is, how many it holds, how it answers availability requests, and what can be done
 * with it. `answers`: each venue's answer rate and median answer time, rendered by the page (features/availability).
 */
export function AdminVenueTable({ rows, failed, answers }: { rows: readonly Venue[]; failed: boolean; answers?: ReadonlyMap<string, ReactNode> }) {
  const t = useTranslations('venues.table');
  const types = useTranslations('venues.types');
  const columns = [t('venue'), t('city'), t('capacity'), t('types'), t('answers'), t('status'), t('public'), t('actions')];
  const empty = failed ? t('loadFailed') : t('empty');
  return (
    <DataTable columns={columns} empty={rows.length === 0 && <p className="p-4 text-slate-700">{empty}</p>}>
      {rows.map((venue) => (
        <tr key={venue.id} className="border-t border-slate-100 align-top">
          <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
            {venue.name}
            <p className="mt-0.5 font-normal text-slate-600">{venue.address}</p>
          </th>
          <td className="px-3 py-2">{venue.cityName}</td>
          <td className="px-3 py-2 whitespace-nowrap tabular-nums">
            {t('capacities', { seated: venue.capacitySeated, standing: venue.capacityStanding })}
          </td>
          <td className="px-3 py-2">{venue.types.map((type) => types(type)).join(', ')}</td>
          <td className="px-3 py-2 text-sm">{answers?.get(venue.id)}</td>
          <td className="px-3 py-2">
            {venue.archivedAt ? (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-slate-900">{t('archived')}</span>
            ) : (
              <span className="rounded-full bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900">{t('active')}</span>
            )}
          </td>
          <td className="px-3 py-2">
            {/* Public as the public pages decide it (public-queries.ts): published, not archived, in one of our cities, with a slug. */}
            {venue.publishedAt && !venue.archivedAt && venue.cityId && venue.slug ? (
              <a
                href={venuePagePath(venue.cityId, venue.slug)}
                aria-label={t('publicLink', { name: venue.name })}
                className="rounded-full bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900 underline underline-offset-2"
              >
                {t('public')}
              </a>
            ) : (
              <span className="text-xs text-slate-600">{t('notPublic')}</span>
            )}
          </td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap gap-2">
              <Link href={editVenuePath(venue.id)} className={buttonClasses('outline', 'sm')}>
                {t('edit')}
              </Link>
              <RowAction action={switchVenueArchived} fields={{ venueId: venue.id, archived: String(!venue.archivedAt) }} label={venue.archivedAt ? t('unarchive') : t('archive')} />
              <RowAction
                action={removeVenueRow}
                fields={{ venueId: venue.id }}
                label={t('delete')}
                variant="danger"
                confirm={{ title: t('deleteTitle', { name: venue.name }), description: t('deleteDescription') }}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
