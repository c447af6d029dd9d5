import Link from 'next/link';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { getCity } from '@/features/cities';
import { berlinDay, formatDateTime } from '@/lib/time';
import { ADMIN_ADS_PATH } from '../paths';
import { removeVenueAd, switchVenueAdActive, switchVenueAdFeatured } from '../admin-form-actions';
import type { VenueAd } from '../queries';

export type AdminAdRow = VenueAd & { clicks: number };

const COLUMNS = ['Venue', 'City', 'Status', 'Expires', 'Clicks (30 days)', 'Created', 'Actions'];

function Badge({ children, tone = 'plain' }: { children: React.ReactNode; tone?: 'plain' | 'good' | 'warn' }) {
  const tones = { plain: 'bg-slate-100 text-slate-800', good: 'bg-pine-100 text-pine-900', warn: 'bg-gold-100 text-slate-900' };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** The list's rows: what each ad is, how it does, and what can be done with it. */
export function AdminAdTable({ rows, now, failed }: { rows: readonly AdminAdRow[]; now: Date; failed: boolean }) {
  const empty = failed ? 'The venue ads could not be loaded. Please reload the page.' : 'No venue ads match these filters.';
  return (
    <DataTable columns={COLUMNS} empty={rows.length === 0 && <p className="p-4 text-slate-700">{empty}</p>}>
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
                {ad.active ? <Badge tone="good">Active</Badge> : <Badge>Inactive</Badge>}
                {ad.featured && <Badge tone="good">Featured</Badge>}
                {ad.liveSystem && <Badge tone="good">Live</Badge>}
                {expired && <Badge tone="warn">Expired</Badge>}
              </span>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{ad.expiresAt ? berlinDay(ad.expiresAt) : 'Never'}</td>
            <td className="px-3 py-2 text-right tabular-nums">{ad.clicks}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(ad.createdAt)}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap gap-2">
                <RowAction action={switchVenueAdActive} fields={{ adId: ad.id, active: String(!ad.active) }} label={ad.active ? 'Deactivate' : 'Activate'} />
                <RowAction action={switchVenueAdFeatured} fields={{ adId: ad.id, featured: String(!ad.featured) }} label={ad.featured ? 'Unfeature' : 'Feature'} />
                <Link href={`${ADMIN_ADS_PATH}/${ad.id}/edit`} className={buttonClasses('outline', 'sm')}>
                  Edit
                </Link>
                <RowAction
                  action={removeVenueAd}
                  fields={{ adId: ad.id }}
                  label="Delete"
                  variant="danger"
                  confirm={{ title: `Delete “${ad.venueName}”?`, description: 'This action cannot be undone.' }}
                />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
