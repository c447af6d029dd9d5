import { createEvent } from 'ics';
import type { DateOption, OfferVenue } from '@/db/schema';
import { dateOptionSpan } from './validity';

/** The calendar file of the booked party: the chosen date option as a Berlin-timed event at the venue. */
export function partyCalendar(input: { uid: string; venue: Pick<OfferVenue, 'name' | 'address'>; date: DateOption; description: string }): string {
  const { start, end } = dateOptionSpan(input.date);
  const { error, value } = createEvent({
    uid: input.uid,
    productId: 'weihnachtsfeier-planer/ics',
    title: `Weihnachtsfeier – ${input.venue.name}`,
    description: input.description,
    location: `${input.venue.name}, ${input.venue.address}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('No calendar file was made.');
  return value;
}
