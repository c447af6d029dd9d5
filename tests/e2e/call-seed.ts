/** The requests whose calls seed-calls.ts books with the e2e planner, for the Calls tab's spec: an outcome with JavaScript, one without, and the feed's call (left booked). */
export const SEEDED_CALLS = {
  withScript: { companyName: 'Anruf-Test GmbH', phone: '+49 30 5550 1234', email: 'anruf@anruf-test.de' },
  withoutScript: { companyName: 'Ohne-Skript AG', phone: '030 5550 9876', email: 'kontakt@ohne-skript.de' },
  inFeed: { companyName: 'Kalender-Test KG', phone: '+49 40 5550 4711', email: 'termine@kalender-test.de' },
} as const;
