import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_PLANNER_NAME, E2E_PLANNER_PHONE, E2E_PLANNER_TITLE } from './tests/e2e/helpers';
import { E2E_DATA_DIR, E2E_ORIGIN, E2E_SERVER_ENV, MAIL_SINK_HTTP_PORT } from './tests/e2e/server';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: E2E_ORIGIN,
    // The browser's language picks the admin's until an account chooses; the suite reads the English admin unless a test says otherwise.
    locale: 'en-US',
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
      // The first admin made by the command, then the second admin, the venues, offers and calls the specs expect (tests/e2e/seed.ts), while
      // no server holds the embedded database; then `npm start` as a newcomer runs it: it builds when the build is missing or stale, then serves it.
      command: `rm -rf ${E2E_DATA_DIR} && npm run --silent create-admin -- --name '${E2E_PLANNER_NAME}' --phone '${E2E_PLANNER_PHONE}' --title '${E2E_PLANNER_TITLE}' --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password} && npm exec --silent -- tsx --conditions=react-server tests/e2e/seed.ts && node scripts/start.ts`,
      url: `${E2E_ORIGIN}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: E2E_SERVER_ENV,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
