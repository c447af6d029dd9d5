/**
 * The requests whose calls seed-calls.ts books with the e2e planner, for the Calls tab's spec: an outcome with
 * JavaScript, one without (both calls booked days ago and over, as an outcome is recorded only once a call has
 * started), and the feed's call (ahead, left booked).
 */
export const SEEDED_CALLS = {
  withScript: { companyName: 'Anruf-Test GmbH', phone: '+49 30 5550 1234', email: 'anruf@anruf-test.de', over: true },
  withoutScript: { companyName: 'Ohne-Skript AG', phone: '030 5550 9876', email: 'kontakt@ohne-skript.de', over: true },
  inFeed: { companyName: 'Kalender-Test KG', phone: '+49 40 5550 4711', email: 'termine@kalender-test.de', over: false },
} as const;
