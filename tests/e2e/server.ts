// Where the e2e suite's server runs and with which settings. No Playwright here: the start test (scripts/start.test.ts)
// makes this very build, so `npm test` builds the site once.

/** E2E_SLOT=1, 2, … runs a second suite beside the first (own ports, build and data folders), e.g. while developing. */
export const E2E_SLOT = Number(process.env.E2E_SLOT ?? 0);
export const E2E_ORIGIN = `http://localhost:${3100 + E2E_SLOT * 10}`;
/** Names the slot's own build and data folders. */
export const E2E_SUFFIX = E2E_SLOT ? `-${E2E_SLOT}` : '';
/** The embedded database's folder of the suite's server. */
export const E2E_DATA_DIR = `.e2e-data${E2E_SUFFIX}`;
/** The mail sink (tests/e2e/mail-sink.ts): SMTP for the app, HTTP for the tests. */
export const MAIL_SINK_SMTP_PORT = 2526 + E2E_SLOT * 10;
export const MAIL_SINK_HTTP_PORT = 2527 + E2E_SLOT * 10;

/** The server's environment; the build-time ones among them (SITE_URL, NEXT_PUBLIC_*, …) decide whether a build fits. */
export const E2E_SERVER_ENV = {
  NEXT_DIST_DIR: `.next-e2e${E2E_SUFFIX}`,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: new URL(E2E_ORIGIN).port,
  SITE_URL: E2E_ORIGIN,
  DATA_DIR: E2E_DATA_DIR,
  REQUEST_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
  MAIL_FROM: 'Weihnachtsfeier-Planer <anfragen@planer.test>',
  LEAD_NOTIFY_EMAIL: 'team@planer.test',
  OUTBOX_POLL_MS: '200',
  // The venue-ad tests serve their images from 127.0.0.1.
  ALLOW_PRIVATE_IMAGE_HOSTS: 'true',
  // As behind nginx: tests that sign in send their own X-Forwarded-For, so per-client limits stay per test.
  TRUSTED_PROXY_HOPS: '1',
  // The partner page's contact and external pages come from the configuration.
  PARTNER_EMAIL: 'partner@planer.test',
  PARTNER_PHONE: '+49 30 1234 567',
  PARTNER_BOOKING_URL: 'https://termine.planer.test/partner',
  PARTNER_DEMO_URL: 'https://demo.planer.test/location',
  // Built in, so the consent tests see a real Ads tag id (the tag itself is intercepted in the tests).
  NEXT_PUBLIC_GADS_ID: 'AW-E2E',
};

/**
 * Two venues in Rostock with a contact address each (seed-venues.ts), the availability spec's: the first kept by its
 * operator's partner account, whose partner area lists the requests to it.
 */
export const E2E_ROSTOCK_VENUES = [
  {
    name: 'E2E Warnowsaal',
    contactSalutation: 'frau',
    contactName: 'Wiebke Warnow',
    contactEmail: 'saal@e2e-warnow.test',
    partner: { salutation: 'frau', name: 'Wiebke Warnow', email: 'saal@e2e-warnow.test', password: 'e2e-partner-3' },
  },
  { name: 'E2E Hafenspeicher Rostock', contactSalutation: 'herr', contactName: 'Henning Haff', contactEmail: 'anfrage@e2e-hafenspeicher.test', partner: undefined },
] as const;

/** Two venue operators' partner accounts (seed-venues.ts), whose venues' profiles the venue-profile spec edits. */
export const E2E_PARTNERS = [
  { salutation: 'frau', name: 'Petra Speicher', email: 'betreiberin@e2e-speicher.test', password: 'e2e-partner-1', venue: 'E2E Speicherboden' },
  { salutation: 'herr', name: 'Nils Nachbar', email: 'nachbar@e2e-halle.test', password: 'e2e-partner-2', venue: 'E2E Nachbarhalle' },
] as const;
