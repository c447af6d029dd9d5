import { date, pgTable } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The planners' morning mail: one row per Berlin working day, inserted by the process that sends that day's mails
 * (in the same transaction as the mails), so several app processes send them once.
 */
export const morningMailRuns = pgTable('morning_mail_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: at('ran_at').notNull().defaultNow(),
});
