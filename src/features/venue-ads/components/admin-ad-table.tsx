import Link from 'next/link';
import { ActionButton } from '@/components/ui/action-button';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { getCity } from '@/features/cities';
import { formatDateTime } from '@/lib/time';
import { ADMIN_ADS_PATH } from '../paths';
import { setVenueAdActive, setVenueAdFeatured } from '../admin-actions';
import { berlinDay } from '@/lib/time';
import type { VenueAd } from '../queries';
import { AdminAdDelete } from './admin-ad-delete';

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
                <ActionButton
                  action={setVenueAdActive}
                  input={{ adId: ad.id, active: !ad.active }}
                  label={ad.active ? 'Deactivate' : 'Activate'}
                  success={ad.active ? 'Venue ad deactivated successfully' : 'Venue ad activated successfully'}
                />
                <ActionButton
                  action={setVenueAdFeatured}
                  input={{ adId: ad.id, featured: !ad.featured }}
                  label={ad.featured ? 'Unfeature' : 'Feature'}
                  success={ad.featured ? 'Venue ad unfeatured successfully' : 'Venue ad featured successfully'}
                />
                <Link href={`${ADMIN_ADS_PATH}/${ad.id}/edit`} className={buttonClasses('outline', 'sm')}>
                  Edit
                </Link>
                <AdminAdDelete adId={ad.id} venueName={ad.venueName} />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
