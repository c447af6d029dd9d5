/** The calls' business rules that are not about slots (those are in ./slots.ts), as pure functions. */
import { formatDateTime } from '@/lib/time';
import { CALLS_ADMIN_TEXTS } from './texts';

/** Whether a call's outcome (held, not reached, moved) may be recorded at `now`: from its start on, not before. */
export function outcomeOpen(call: { startsAt: Date }, now: Date): boolean {
  return now.getTime() >= call.startsAt.getTime();
}

/** Why the outcome cannot be recorded yet (the call has not started, its Berlin start named), or undefined when it can. */
export function outcomeRefusal(call: { startsAt: Date }, now: Date): string | undefined {
  return outcomeOpen(call, now) ? undefined : CALLS_ADMIN_TEXTS.outcomeTooEarly(formatDateTime(call.startsAt));
}
