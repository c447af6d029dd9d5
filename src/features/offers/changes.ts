import type { DateOption, OfferLine, OfferOption, OfferSnapshot, SnapshotPlanner } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import type { translator } from '@/i18n/translator';
import { formatEuro } from '@/lib/money';

/**
 * What changed between two published versions, in the admin's words, for the planner's list of versions. Options
 * are matched by their venue, price lines by their text, so a moved row is not reported as a change. The words come
 * from the translator (`translator(locale, 'offers.changes')` or the request's); the values (dates, amounts) are
 * written the same in every language.
 */
export type ChangeWords = ReturnType<typeof translator<'offers.changes'>>;

const dateText = (date: DateOption) => `${date.date} ${date.start}–${date.end}`;
const datesText = (dates: readonly DateOption[], t: ChangeWords) => dates.map(dateText).join(', ') || t('none');

function lineText(line: OfferLine, t: ChangeWords): string {
  const values = { quantity: String(line.quantity), price: formatEuro(line.unitNetCents), vatRate: String(line.vatRate) };
  return line.basis === 'per_person' ? t('linePerPerson', values) : t('lineFlat', values);
}

/**
 * JSON with sorted keys: a stored snapshot comes back from jsonb with its keys in another order. A missing key and a
 * null are the same: an older snapshot lacks the fields added since (the planner's phone, the salutation).
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined && v !== null);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
/** A planner as the admin names them: by name, by address while they have none. */
const plannerText = (planner: SnapshotPlanner) => plannerName(planner) ?? planner.email;

function plannerChanges(previous: SnapshotPlanner, next: SnapshotPlanner, t: ChangeWords): string[] {
  if (previous.email.toLowerCase() !== next.email.toLowerCase() || plannerText(previous) !== plannerText(next)) return [t('plannerChanged', { from: plannerText(previous), to: plannerText(next) })];
  const contact = ({ jobTitle, phone, photoImageId }: SnapshotPlanner) => ({ jobTitle: jobTitle?.trim() || null, phone: phone?.trim() || null, photoImageId });
  return same(contact(previous), contact(next)) ? [] : [t('plannerDetailsChanged')];
}

function lineChanges(option: string, previous: readonly OfferLine[], next: readonly OfferLine[], t: ChangeWords): string[] {
  const changes: string[] = [];
  const before = new Map(previous.map((line) => [line.text, line]));
  const after = new Map(next.map((line) => [line.text, line]));
  for (const line of next) {
    const old = before.get(line.text);
    if (!old) changes.push(t('lineAdded', { option, line: line.text, details: lineText(line, t) }));
    else if (!same(old, line)) changes.push(t('lineChanged', { option, line: line.text, from: lineText(old, t), to: lineText(line, t) }));
  }
  for (const line of previous) if (!after.has(line.text)) changes.push(t('lineRemoved', { option, line: line.text }));
  return changes;
}

function optionChanges(previous: OfferOption, next: OfferOption, t: ChangeWords): string[] {
  const option = next.venue.name;
  const changes: string[] = [];
  if (previous.venue.name !== next.venue.name) changes.push(t('venueNameChanged', { option, from: previous.venue.name }));
  if (!same({ ...previous.venue, name: '' }, { ...next.venue, name: '' })) changes.push(t('venueDetailsChanged', { option }));
  if (!same(previous.dates, next.dates)) changes.push(t('datesChanged', { option, from: datesText(previous.dates, t), to: datesText(next.dates, t) }));
  changes.push(...lineChanges(option, previous.lines, next.lines, t));
  if (previous.included !== next.included) changes.push(t('includedChanged', { option }));
  if (previous.holdUntil !== next.holdUntil) changes.push(t('holdUntilChanged', { option, from: previous.holdUntil ?? t('none'), to: next.holdUntil ?? t('none') }));
  if (previous.note !== next.note) changes.push(t('noteChanged', { option }));
  if (previous.minimumSpendCents !== next.minimumSpendCents) {
    const spend = (cents: number | null) => (cents === null ? t('none') : formatEuro(cents));
    changes.push(t('minimumSpendChanged', { option, from: spend(previous.minimumSpendCents), to: spend(next.minimumSpendCents) }));
  }
  if (!same(previous.cancellationTerms, next.cancellationTerms)) changes.push(t('cancellationChanged', { option }));
  if (!same(previous.guestDrop, next.guestDrop)) changes.push(t('guestDropChanged', { option }));
  return changes;
}

const feeText = (fee: OfferLine | null, t: ChangeWords) => (fee ? t('fee', { text: fee.text, amount: formatEuro(fee.unitNetCents) }) : t('none'));

/** The changes from `previous` to `next`, one line each, in the translator's language. */
export function describeChanges(previous: OfferSnapshot, next: OfferSnapshot, t: ChangeWords): string[] {
  const changes: string[] = [];
  const before = new Map(previous.options.map((option) => [option.venue.id, option]));
  const after = new Set(next.options.map((option) => option.venue.id));
  for (const option of previous.options) if (!after.has(option.venue.id)) changes.push(t('optionRemoved', { venue: option.venue.name }));
  for (const option of next.options) {
    const old = before.get(option.venue.id);
    if (old) changes.push(...optionChanges(old, option, t));
    else changes.push(t('optionAdded', { venue: option.venue.name }));
  }
  const kept = (snapshot: OfferSnapshot) => snapshot.options.map((option) => option.venue.id).filter((id) => before.has(id) && after.has(id));
  if (!same(kept(previous), kept(next))) changes.push(t('orderChanged'));
  if (previous.validUntil !== next.validUntil) changes.push(t('validUntilChanged', { from: previous.validUntil, to: next.validUntil }));
  if (previous.coverNote !== next.coverNote) changes.push(t('coverNoteChanged'));
  if (!same(previous.planningFee, next.planningFee)) changes.push(t('planningFeeChanged', { from: feeText(previous.planningFee, t), to: feeText(next.planningFee, t) }));
  if (!same(previous.request, next.request)) changes.push(t('requestChanged'));
  changes.push(...plannerChanges(previous.planner, next.planner, t));
  return changes;
}
