import type { DateOption, OfferLine, OfferOption, OfferSnapshot, SnapshotPlanner } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import { formatEuro } from '@/lib/money';

/**
 * What changed between two published versions, in the admin's words, for the planner's list of versions. Options
 * are matched by their venue, price lines by their text, so a moved row is not reported as a change.
 */

const dateText = (date: DateOption) => `${date.date} ${date.start}–${date.end}`;
const datesText = (dates: readonly DateOption[]) => dates.map(dateText).join(', ') || 'none';

function lineText(line: OfferLine): string {
  const basis = line.basis === 'per_person' ? 'per person' : 'flat';
  return `${line.quantity} × ${formatEuro(line.unitNetCents)} ${basis}, VAT ${line.vatRate} %`;
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
const quoted = (text: string) => `“${text}”`;

/** A planner as the admin names them: by name, by address while they have none. */
const plannerText = (planner: SnapshotPlanner) => plannerName(planner) ?? planner.email;

function plannerChanges(previous: SnapshotPlanner, next: SnapshotPlanner): string[] {
  if (previous.email.toLowerCase() !== next.email.toLowerCase() || plannerText(previous) !== plannerText(next)) return [`Planner changed from ${plannerText(previous)} to ${plannerText(next)}`];
  const contact = ({ jobTitle, phone, photoImageId }: SnapshotPlanner) => ({ jobTitle: jobTitle?.trim() || null, phone: phone?.trim() || null, photoImageId });
  return same(contact(previous), contact(next)) ? [] : ['Planner details changed (title, phone or photo)'];
}

function lineChanges(name: string, previous: readonly OfferLine[], next: readonly OfferLine[]): string[] {
  const changes: string[] = [];
  const before = new Map(previous.map((line) => [line.text, line]));
  const after = new Map(next.map((line) => [line.text, line]));
  for (const line of next) {
    const old = before.get(line.text);
    if (!old) changes.push(`${name}: price line ${quoted(line.text)} added (${lineText(line)})`);
    else if (!same(old, line)) changes.push(`${name}: price line ${quoted(line.text)} changed from ${lineText(old)} to ${lineText(line)}`);
  }
  for (const line of previous) if (!after.has(line.text)) changes.push(`${name}: price line ${quoted(line.text)} removed`);
  return changes;
}

function optionChanges(previous: OfferOption, next: OfferOption): string[] {
  const name = next.venue.name;
  const changes: string[] = [];
  if (previous.venue.name !== next.venue.name) changes.push(`${name}: venue name changed from ${quoted(previous.venue.name)}`);
  if (!same({ ...previous.venue, name: '' }, { ...next.venue, name: '' })) changes.push(`${name}: venue details changed`);
  if (!same(previous.dates, next.dates)) changes.push(`${name}: dates changed from ${datesText(previous.dates)} to ${datesText(next.dates)}`);
  changes.push(...lineChanges(name, previous.lines, next.lines));
  if (previous.included !== next.included) changes.push(`${name}: included services changed`);
  if (previous.holdUntil !== next.holdUntil) changes.push(`${name}: option date changed from ${previous.holdUntil ?? 'none'} to ${next.holdUntil ?? 'none'}`);
  if (previous.note !== next.note) changes.push(`${name}: personal note changed`);
  if (previous.minimumSpendCents !== next.minimumSpendCents) {
    const spend = (cents: number | null) => (cents === null ? 'none' : formatEuro(cents));
    changes.push(`${name}: minimum spend changed from ${spend(previous.minimumSpendCents)} to ${spend(next.minimumSpendCents)}`);
  }
  if (!same(previous.cancellationTerms, next.cancellationTerms)) changes.push(`${name}: cancellation terms changed`);
  if (!same(previous.guestDrop, next.guestDrop)) changes.push(`${name}: guest count reduction terms changed`);
  return changes;
}

const feeText = (fee: OfferLine | null) => (fee ? `${fee.text} ${formatEuro(fee.unitNetCents)} net` : 'none');

export function describeChanges(previous: OfferSnapshot, next: OfferSnapshot): string[] {
  const changes: string[] = [];
  const before = new Map(previous.options.map((option) => [option.venue.id, option]));
  const after = new Set(next.options.map((option) => option.venue.id));
  for (const option of previous.options) if (!after.has(option.venue.id)) changes.push(`Option removed: ${option.venue.name}`);
  for (const option of next.options) {
    const old = before.get(option.venue.id);
    if (old) changes.push(...optionChanges(old, option));
    else changes.push(`Option added: ${option.venue.name}`);
  }
  const kept = (snapshot: OfferSnapshot) => snapshot.options.map((option) => option.venue.id).filter((id) => before.has(id) && after.has(id));
  if (!same(kept(previous), kept(next))) changes.push('Order of the options changed');
  if (previous.validUntil !== next.validUntil) changes.push(`Valid until changed from ${previous.validUntil} to ${next.validUntil}`);
  if (previous.coverNote !== next.coverNote) changes.push('Cover note changed');
  if (!same(previous.planningFee, next.planningFee)) changes.push(`Planning fee changed from ${feeText(previous.planningFee)} to ${feeText(next.planningFee)}`);
  if (!same(previous.request, next.request)) changes.push('Request details changed (company, contact, city, participants or package)');
  changes.push(...plannerChanges(previous.planner, next.planner));
  return changes;
}
