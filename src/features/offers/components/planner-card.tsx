import type { SnapshotPlanner } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import { imagePath } from '@/features/images/paths';
import { OFFER_VIEW_TEXTS } from '../texts';
import { telHref } from '@/lib/text';

/** The portrait's size in CSS pixels: small and round beside the name. */
const PHOTO_SIZE = 64;

/**
 * „Ihr Kontakt: Katrin Vogel“: the planner who published the offer, with the job title, direct line, address and
 * portrait they had then (an offer published before planners had them shows the name and address only). While the
 * planner has no name, the card speaks for the team: never the address as a name, no portrait without a name.
 */
export function PlannerCard({ planner }: { planner: SnapshotPlanner }) {
  const name = plannerName(planner);
  const jobTitle = name ? planner.jobTitle?.trim() : undefined;
  const phone = planner.phone?.trim();
  const photo = name ? planner.photoImageId : undefined;
  return (
    <address className="mt-6 flex max-w-md items-center gap-4 rounded-xl bg-white p-4 not-italic ring-1 ring-slate-200">
      {photo && (
        // Our stored copy, square-cropped by object-cover; width and height keep its place before it loads.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={imagePath(photo)} alt={name} width={PHOTO_SIZE} height={PHOTO_SIZE} decoding="async" className="size-16 shrink-0 rounded-full bg-pine-50 object-cover" />
      )}
      <div className="min-w-0 space-y-0.5 text-slate-700">
        <p className="font-semibold text-pine-900">{OFFER_VIEW_TEXTS.contact(name)}</p>
        {jobTitle && <p className="text-sm">{jobTitle}</p>}
        {phone && (
          <p className="text-sm">
            {OFFER_VIEW_TEXTS.contactPhone}{' '}
            <a href={telHref(phone)} className="font-medium whitespace-nowrap text-pine-700 underline">
              {phone}
            </a>
          </p>
        )}
        <p className="text-sm">
          {OFFER_VIEW_TEXTS.contactEmail}{' '}
          <a href={`mailto:${planner.email}`} className="font-medium break-all text-pine-700 underline">
            {planner.email}
          </a>
        </p>
      </div>
    </address>
  );
}
