// The calls bench's verdict on 100 bookings at once, as pure functions (their test beside them).

/** What came of the bookings fired at once: outcomes by kind, and the bookings that threw. */
export interface BookingTally {
  booked: number;
  taken: number;
  /** Outcomes that should not occur here (refused, already_booked, missing), by kind. */
  other: Record<string, number>;
  errors: number;
  firstError?: string;
}

export function tallyBookings(settled: readonly PromiseSettledResult<{ kind: string }>[]): BookingTally {
  const tally: BookingTally = { booked: 0, taken: 0, other: {}, errors: 0 };
  for (const result of settled) {
    if (result.status === 'rejected') {
      tally.errors++;
      tally.firstError ??= result.reason instanceof Error ? result.reason.message : String(result.reason);
    } else if (result.value.kind === 'booked' || result.value.kind === 'taken') tally[result.value.kind]++;
    else tally.other[result.value.kind] = (tally.other[result.value.kind] ?? 0) + 1;
  }
  return tally;
}

export interface BookingRace extends BookingTally {
  requests: number;
  /** Bookable slots before the race (a start with two planners free counts twice). */
  freeSlots: number;
  /** Booked calls in the table afterwards. */
  bookedRows: number;
  /** Pairs of booked calls of one planner whose [starts_at, blocked_until) overlap. */
  overlaps: number;
}

/** Every way the race missed: each free slot booked once, every other request told "taken", no error, no overlap. */
export function raceFailures(race: BookingRace): string[] {
  const failures: string[] = [];
  const expectTaken = race.requests - race.freeSlots;
  if (race.booked !== race.freeSlots) failures.push(`${race.booked} booked, expected ${race.freeSlots}`);
  if (race.taken !== expectTaken) failures.push(`${race.taken} told the slot was taken, expected ${expectTaken}`);
  if (race.errors) failures.push(`${race.errors} errors (first: ${race.firstError})`);
  for (const [kind, n] of Object.entries(race.other)) failures.push(`${n} answered ${kind}`);
  if (race.bookedRows !== race.freeSlots) failures.push(`${race.bookedRows} booked calls in the table, expected ${race.freeSlots}`);
  if (race.overlaps) failures.push(`${race.overlaps} overlapping pairs of booked calls in the table`);
  return failures;
}
