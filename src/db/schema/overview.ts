import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The planners' morning mail: one row per Berlin working day, inserted by the process that sends that day's mails
 * (in the same transaction as the mails), so several app processes send them once.
 */
export const morningMailRuns = pgTable('morning_mail_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
