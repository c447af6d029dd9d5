/** The calls' business rules that are not about slots (those are in ./slots.ts), as pure functions. */
import { formatDateTime } from '@/lib/time';

/** Whether a call's outcome (held, not reached, moved) may be recorded at `now`: from its start on, not before. */
export function outcomeOpen(call: { startsAt: Date }, now: Date): boolean {
  return now.getTime() >= call.startsAt.getTime();
}

/**
 * Why the outcome cannot be recorded yet: the call has not started, `when` its Berlin start ("30.11.2026, 09:15"), the
 * value the message 'calls.outcome.tooEarly' names; undefined when it can.
 */
export function outcomeRefusal(call: { startsAt: Date }, now: Date): { when: string } | undefined {
  return outcomeOpen(call, now) ? undefined : { when: formatDateTime(call.startsAt) };
}
