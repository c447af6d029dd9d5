import type { DateAnswerState } from '@/db/schema';
import { formatLongDate } from '@/lib/time';
import { INVITE_TEXTS } from './texts';

/** „Option bis 04.12.2026" and the other answers to a date, in the venue's words. */
export function dateAnswerText(answer: { state: DateAnswerState; optionUntil: string | null }): string {
  if (answer.state === 'option') return `Option bis ${answer.optionUntil ? formatLongDate(answer.optionUntil) : '–'}`;
  return INVITE_TEXTS.states[answer.state];
}
