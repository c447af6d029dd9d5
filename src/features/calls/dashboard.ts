import 'server-only';
import { cache } from 'react';
import { type Executor, getDb } from '@/db/client';
import { logger } from '@/lib/logger';
import { availability, callSettingsOf } from './queries';
import { type CallSlotsProblem, callSlotsProblemOf, checkedDays } from './slots';

/**
 * What keeps companies from booking their call at `now`: nobody takes calls ('nobody'), or no planner has a free
 * slot today or in the next three working days ('no-slots'); null when they can book. One set of reads: the
 * settings, and the planners taking calls with their hours, exceptions and calls of those days.
 */
export async function callSlotsProblem(db: Executor, now: Date): Promise<CallSlotsProblem | null> {
  const days = checkedDays(now);
  const [settings, planners] = await Promise.all([callSettingsOf(db), availability(db, days[0], days.at(-1)!)]);
  return callSlotsProblemOf({ planners, settings, now });
}

/**
 * The same for the page being rendered, read once however many parts of it ask (the admin layout's notice, the
 * overview's due list). A failed read is logged and shows no problem: the notice must not take the admin pages down.
 */
export const currentCallSlotsProblem = cache(async (): Promise<CallSlotsProblem | null> => {
  try {
    return await callSlotsProblem(await getDb(), new Date());
  } catch (err) {
    logger.error({ err }, 'call slots could not be checked');
    return null;
  }
});
