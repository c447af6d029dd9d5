import { createEvent } from 'ics';

export interface CallCalendarInput {
  /** Stable per call, e.g. `${callId}@${siteHost}`: a move or a cancellation replaces the event it names. */
  uid: string;
  /** The call's sequence: 0 when booked, one more with each move and with the cancellation. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  planner: { name: string; email: string };
  company: { companyName: string; contactName: string; email: string; phone: string };
  /** More lines for the description (wishes, the link to move or cancel). */
  details?: string[];
}

/**
 * The calendar file of a call for the company and the planner: in UTC (every calendar shows it at the Berlin time
 * it is), the planner as organizer and the company's contact as attendee, the number to call in the description.
 */
export function callCalendar(input: CallCalendarInput): string {
  const { company, planner } = input;
  const { error, value } = createEvent({
    uid: input.uid,
    sequence: input.sequence,
    method: input.method,
    productId: 'weihnachtsfeier-planer/ics',
    title: `Telefonat zur Weihnachtsfeier – ${company.companyName}`,
    description: [`${planner.name} ruft ${company.contactName} (${company.companyName}) an: ${company.phone}`, ...(input.details ?? [])].join('\n'),
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: planner.name, email: planner.email },
    attendees: [{ name: company.contactName, email: company.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('No calendar file was made.');
  return value;
}
