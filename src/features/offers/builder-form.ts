import type { OfferDraft } from '@/db/schema';
import type { FormState } from '@/components/admin/form-state';

/** The builder form's values: the draft as typed, and the revision the form was opened with. */
export interface BuilderValues {
  revision: number;
  draft: OfferDraft;
}

/** The venue picker's values: the ticked venues, and the revision the form was opened with. */
export interface VenuePickValues {
  revision: number;
  chosen: string[];
}

export type BuilderState = FormState<BuilderValues>;
export type VenuePickState = FormState<VenuePickValues>;

export const VENUE_FIELD_PREFIX = 'venue.';

/** The ticked venues of a posted picker (`venue.<id>` = on). */
export function chosenVenueIds(fields: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(fields).flatMap((key) => (key.startsWith(VENUE_FIELD_PREFIX) && fields[key] ? [key.slice(VENUE_FIELD_PREFIX.length)] : []));
}

/** The revision a posted form names (a garbled one counts as 0, which any later save makes stale). */
export function postedRevision(form: FormData): number {
  const revision = Number(form.get('revision'));
  return Number.isSafeInteger(revision) && revision >= 0 ? revision : 0;
}
