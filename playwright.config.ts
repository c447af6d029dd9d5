import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_ORIGIN, E2E_SUFFIX, MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './tests/e2e/helpers';

const PORT = new URL(E2E_ORIGIN).port;

const serverEnv = {
  NEXT_DIST_DIR: `.next-e2e${E2E_SUFFIX}`,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT,
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

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node tests/e2e/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/`,
      reuseExistingServer: false,
    },
    {
      // The first admin, the builder's venues and the offer page's offers made by commands (while no server holds the embedded database), then `npm start`
      // as a newcomer runs it: it builds when the build is missing or stale, then serves it.
      command: `rm -rf ${E2E_DATA_DIR} && npm run --silent create-admin -- --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} && npm exec --silent -- tsx --conditions=react-server tests/e2e/seed-venues.ts && npm exec --silent -- tsx --conditions=react-server tests/e2e/seed-offers.ts && npm exec --silent -- tsx --conditions=react-server tests/e2e/seed-calls.ts && node scripts/start.ts`,
      url: `${E2E_ORIGIN}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: serverEnv,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
