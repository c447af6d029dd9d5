import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { pendingChangePhotos, pendingChanges, storedImages, user } from '@/db/schema';
import type { AdChangePayload, PendingChangeKind, PendingChangePayloads } from '@/db/schema/partner-area';
import type { ProfileFields } from '@/db/schema/venues';
import { getCity } from '@/features/cities';
import { deleteImagesIfUnused } from '@/features/images/retention-queries';
import { getAd } from '@/features/venue-ads/queries';
import { liveProfileOf, lockVenue, lockVenueOfPartner, type PhotoWithSize } from '@/features/venues/profile-queries';
import type { Salutation } from '@/lib/salutation';
import { isUuid } from '@/lib/uuid';
import { lockAd, lockAdOfPartner } from './queries';

// The one flow of what an operator submits for the team's approval (pending_changes, by kind): its submission, which
// replaces the change of the same kind still waiting for the same subject, what the operator's pages and the team's
// review read, and the change taken off for the team's decision (review.ts). A new kind adds its subject and payload
// here and its view and its application, not a table, a query or a screen.

/** What a change of each kind is about: an ad, or a venue. */
export type ChangeSubject = { kind: 'ad'; adId: string } | { kind: 'profile'; venueId: string };

/** A photo a change carries: where it came from, our stored copy, its alt text. */
export interface ChangePhoto {
  sourceUrl: string;
  imageId: string;
  alt: string;
}

/** A change as the operator sends it: its kind's payload and its photos in their order. */
export type SubmittedChange<K extends PendingChangeKind> = { partnerUserId: string; payload: PendingChangePayloads[K]; photos: readonly ChangePhoto[] };

/** A stored change of one kind, with its subject's id and its photos (with their sizes) in their order. */
export type StoredChange<K extends PendingChangeKind = PendingChangeKind> = {
  [Kind in K]: { id: string; kind: Kind; partnerUserId: string; createdAt: Date; payload: PendingChangePayloads[Kind]; photos: (ChangePhoto & { width: number; height: number })[] } & SubjectIdOf<Kind>;
}[K];

type SubjectIdOf<K extends PendingChangeKind> = Omit<Extract<ChangeSubject, { kind: K }>, 'kind'>;

const subjectIs = (subject: ChangeSubject): SQL =>
  and(eq(pendingChanges.kind, subject.kind), subject.kind === 'ad' ? eq(pendingChanges.adId, subject.adId) : eq(pendingChanges.venueId, subject.venueId))!;

type ChangeRow = typeof pendingChanges.$inferSelect;

/** A row as its kind's change: the subject's id and payload typed by the kind. */
function typed(row: ChangeRow, photos: StoredChange['photos']): StoredChange {
  const common = { id: row.id, partnerUserId: row.partnerUserId, createdAt: row.createdAt, photos };
  switch (row.kind) {
    case 'ad':
      return { ...common, kind: 'ad', adId: row.adId!, payload: row.payload as PendingChangePayloads['ad'] };
    case 'profile':
      return { ...common, kind: 'profile', venueId: row.venueId!, payload: row.payload as PendingChangePayloads['profile'] };
  }
}

/** The photos of changes in their order, with their sizes, by change. */
async function photosOf(db: Executor, changeIds: readonly string[]): Promise<Map<string, StoredChange['photos']>> {
  const byChange = new Map<string, StoredChange['photos']>(changeIds.map((id) => [id, []]));
  if (!changeIds.length) return byChange;
  const rows = await db
    .select({ changeId: pendingChangePhotos.changeId, sourceUrl: pendingChangePhotos.sourceUrl, imageId: pendingChangePhotos.imageId, alt: pendingChangePhotos.alt, width: storedImages.width, height: storedImages.height })
    .from(pendingChangePhotos)
    .innerJoin(storedImages, eq(storedImages.id, pendingChangePhotos.imageId))
    .where(inArray(pendingChangePhotos.changeId, [...changeIds]))
    .orderBy(asc(pendingChangePhotos.changeId), asc(pendingChangePhotos.position));
  for (const { changeId, ...photo } of rows) byChange.get(changeId)!.push(photo);
  return byChange;
}

/**
 * What a submission did: nothing, as the subject is not the operator's; or its change began to wait (none of its kind
 * waited for the subject: the team hears of it), replaced the one waiting, or withdrew it.
 */
export type Submission = 'not-theirs' | 'began' | 'replaced' | 'withdrawn';

/**
 * The operator's change waits for the team, in the caller's transaction, which has locked the subject's row (so a
 * decision on the same subject and this wait for each other, and of two submissions one begins the wait): it replaces
 * the change of its kind still waiting for the subject, and `null` withdraws that one (the operator went back to the
 * live version). The replaced change's photos that nothing else shows (the new change, the live version) are deleted
 * with it.
 */
export async function replaceWaitingChange<K extends PendingChangeKind>(tx: Transaction, subject: Extract<ChangeSubject, { kind: K }>, change: SubmittedChange<K> | null): Promise<Exclude<Submission, 'not-theirs'>> {
  const replaced = await tx
    .select({ imageId: pendingChangePhotos.imageId })
    .from(pendingChangePhotos)
    .innerJoin(pendingChanges, eq(pendingChanges.id, pendingChangePhotos.changeId))
    .where(subjectIs(subject));
  const dropped = await tx.delete(pendingChanges).where(subjectIs(subject)).returning({ id: pendingChanges.id });
  if (change) {
    const { kind, ...subjectId } = subject;
    const [row] = await tx
      .insert(pendingChanges)
      .values({ kind, ...subjectId, partnerUserId: change.partnerUserId, payload: change.payload })
      .returning({ id: pendingChanges.id });
    if (change.photos.length) await tx.insert(pendingChangePhotos).values(change.photos.map((photo, position) => ({ changeId: row.id, position, ...photo })));
  }
  await deleteImagesIfUnused(tx, replaced.map((photo) => photo.imageId));
  return !change ? 'withdrawn' : dropped.length ? 'replaced' : 'began';
}

/** The operator's change to their ad (text, image address and our copy of it, website) waits for the team, replacing a change still waiting. */
export async function submitAdChange(db: Executor, partnerId: string, adId: string, change: AdChangePayload & { imageId: string | null }): Promise<Submission> {
  const { imageId, ...payload } = change;
  return db.transaction(async (tx) => {
    if (!(await lockAdOfPartner(tx, partnerId, adId))) return 'not-theirs';
    const photos = imageId && payload.imageUrl ? [{ sourceUrl: payload.imageUrl, imageId, alt: '' }] : [];
    return replaceWaitingChange(tx, { kind: 'ad', adId }, { partnerUserId: partnerId, payload, photos });
  });
}

/**
 * The operator's change to a venue's public profile waits for the team, replacing a change still waiting; `null`
 * withdraws the waiting one (the operator went back to the live version).
 */
export async function submitProfileChange(db: Executor, partnerUserId: string, venueId: string, change: { fields: ProfileFields; photos: readonly ChangePhoto[] } | null): Promise<Submission> {
  return db.transaction(async (tx) => {
    if (!(await lockVenueOfPartner(tx, partnerUserId, venueId))) return 'not-theirs';
    return replaceWaitingChange(tx, { kind: 'profile', venueId }, change && { partnerUserId, payload: change.fields, photos: change.photos });
  });
}

/** The change of a kind waiting for a subject, with its photos; undefined when none waits. */
export async function waitingChange<K extends PendingChangeKind>(db: Executor, subject: Extract<ChangeSubject, { kind: K }>): Promise<StoredChange<K> | undefined> {
  const [row] = await db.select().from(pendingChanges).where(subjectIs(subject));
  if (!row) return undefined;
  return typed(row, (await photosOf(db, [row.id])).get(row.id)!) as unknown as StoredChange<K>;
}

/** How many changes, of every kind, wait for the team's decision (a change leaves the table when it is decided). */
export function waitingChangesCount(db: Executor): Promise<number> {
  return db.$count(pendingChanges);
}

/** Which of the subjects (ads or venues by id) have a change of the kind waiting. */
export async function subjectsWaiting(db: Executor, kind: PendingChangeKind, subjectIds: readonly string[]): Promise<Set<string>> {
  if (!subjectIds.length) return new Set();
  const column = kind === 'ad' ? pendingChanges.adId : pendingChanges.venueId;
  const rows = await db
    .select({ subjectId: column })
    .from(pendingChanges)
    .where(and(eq(pendingChanges.kind, kind), inArray(column, [...subjectIds])));
  return new Set(rows.map((row) => row.subjectId!));
}

/** A change as the team's review shows it: who sent it when, what it is about, and its new version beside the live one. */
export type ChangeForReview = { id: string; createdAt: Date; sentBy: string; sentByEmail: string; subject: { name: string; cityName: string } } & (
  | { kind: 'ad'; change: AdChangePayload; live: AdChangePayload }
  | { kind: 'profile'; change: ProfileFields & { photos: StoredChange['photos'] }; live: ProfileFields & { photos: PhotoWithSize[] } }
);

/**
 * The team's one list of what the operators submitted, every kind, oldest first: each change with who sent it (the
 * operator's name and address) beside the live version of its subject.
 */
export async function changesForReview(db: Executor): Promise<ChangeForReview[]> {
  const rows = await db
    .select({ change: pendingChanges, sentBy: user.name, sentByEmail: user.email })
    .from(pendingChanges)
    .innerJoin(user, eq(user.id, pendingChanges.partnerUserId))
    .orderBy(asc(pendingChanges.createdAt), asc(pendingChanges.id));
  const photos = await photosOf(db, rows.map((row) => row.change.id));
  return Promise.all(
    rows.map(async ({ sentBy, sentByEmail, ...row }): Promise<ChangeForReview> => {
      const change = typed(row.change, photos.get(row.change.id)!);
      const common = { id: change.id, createdAt: change.createdAt, sentBy, sentByEmail };
      if (change.kind === 'ad') {
        const ad = (await getAd(db, change.adId))!;
        return { ...common, kind: 'ad', subject: { name: ad.venueName, cityName: getCity(ad.cityId)?.name ?? ad.cityId }, change: change.payload, live: { description: ad.description, imageUrl: ad.imageUrl, websiteUrl: ad.websiteUrl } };
      }
      const venue = (await liveProfileOf(db, change.venueId))!;
      const subject = { name: venue.name, cityName: (venue.cityId && getCity(venue.cityId)?.name) || venue.cityName };
      return { ...common, kind: 'profile', subject, change: { ...change.payload, photos: change.photos }, live: venue.live };
    }),
  );
}

/** What a change is about. */
export const subjectOf = (change: StoredChange): ChangeSubject => (change.kind === 'ad' ? { kind: 'ad', adId: change.adId } : { kind: 'profile', venueId: change.venueId });

/** Locks a change's subject row in the caller's transaction, as a submission of a change to it does. */
async function lockSubject(tx: Transaction, subject: ChangeSubject): Promise<void> {
  if (subject.kind === 'ad') await lockAd(tx, subject.adId);
  else await lockVenue(tx, subject.venueId);
}

/** A change taken off for the team's decision, and who sent it (the partner account's address and name). */
export type TakenChange = { change: StoredChange; sender: { email: string; name: string; salutation: Salutation | null } };

/**
 * Takes a waiting change off for the team's decision, in the decision's transaction: its subject's row is locked
 * first (the order of a submission's locks, so neither waits for the other in a circle), then the change is deleted
 * with its photos' rows and returned with them. Undefined when no such change waits (decided meanwhile by someone
 * else, replaced by a newer one or withdrawn).
 */
export async function takeChange(tx: Transaction, changeId: string): Promise<TakenChange | undefined> {
  if (!isUuid(changeId)) return undefined;
  const [found] = await tx.select().from(pendingChanges).where(eq(pendingChanges.id, changeId));
  if (!found) return undefined;
  await lockSubject(tx, subjectOf(typed(found, [])));
  const photos = (await photosOf(tx, [changeId])).get(changeId)!;
  const [row] = await tx.delete(pendingChanges).where(eq(pendingChanges.id, changeId)).returning();
  if (!row) return undefined;
  const [sender] = await tx.select({ email: user.email, name: user.name, salutation: user.salutation }).from(user).where(eq(user.id, row.partnerUserId));
  return { change: typed(row, photos), sender };
}
