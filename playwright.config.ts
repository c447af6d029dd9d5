import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;
export const E2E_BASE_URL = `http://localhost:${PORT}`;

const serverEnv = {
  NEXT_DIST_DIR: '.next-e2e',
  NEXT_TELEMETRY_DISABLED: '1',
  SITE_URL: E2E_BASE_URL,
  DATA_DIR: '.e2e-data',
  REQUEST_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
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
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .e2e-data && next build && next start --port ${PORT}`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: serverEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
