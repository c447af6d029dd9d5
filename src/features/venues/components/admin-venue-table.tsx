import Link from 'next/link';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { removeVenueRow, switchVenueArchived } from '../admin-form-actions';
import { VENUE_TYPE_ADMIN_LABELS } from '../labels';
import { editVenuePath } from '../paths';
import type { Venue } from '../queries';

const COLUMNS = ['Venue', 'City', 'Capacity', 'Types', 'Status', 'Actions'];

/** The list's rows: what each venue is, how many it holds, and what can be done with it. */
export function AdminVenueTable({ rows, failed }: { rows: readonly Venue[]; failed: boolean }) {
  const empty = failed ? 'The venues could not be loaded. Please reload the page.' : 'No venues match these filters.';
  return (
    <DataTable columns={COLUMNS} empty={rows.length === 0 && <p className="p-4 text-slate-700">{empty}</p>}>
      {rows.map((venue) => (
        <tr key={venue.id} className="border-t border-slate-100 align-top">
          <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
            {venue.name}
            <p className="mt-0.5 font-normal text-slate-600">{venue.address}</p>
          </th>
          <td className="px-3 py-2">{venue.cityName}</td>
          <td className="px-3 py-2 whitespace-nowrap tabular-nums">
            {venue.capacitySeated} seated · {venue.capacityStanding} standing
          </td>
          <td className="px-3 py-2">{venue.types.map((type) => VENUE_TYPE_ADMIN_LABELS[type]).join(', ')}</td>
          <td className="px-3 py-2">
            {venue.archivedAt ? (
              <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-slate-900">Archived</span>
            ) : (
              <span className="rounded-full bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900">Active</span>
            )}
          </td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap gap-2">
              <Link href={editVenuePath(venue.id)} className={buttonClasses('outline', 'sm')}>
                Edit
              </Link>
              <RowAction action={switchVenueArchived} fields={{ venueId: venue.id, archived: String(!venue.archivedAt) }} label={venue.archivedAt ? 'Unarchive' : 'Archive'} />
              <RowAction
                action={removeVenueRow}
                fields={{ venueId: venue.id }}
                label="Delete"
                variant="danger"
                confirm={{ title: `Delete “${venue.name}”?`, description: 'This action cannot be undone. A venue used in an offer cannot be deleted, only archived.' }}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
