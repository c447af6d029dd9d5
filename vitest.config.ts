import { readFileSync, globSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TESTS = ['src/**/*.test.ts', 'scripts/**/*.test.ts'];
/** Builds the site (a minute of both cores): `npm run test:unit` runs it, the everyday `npm run check` does not. */
const START_TEST = 'scripts/start.test.ts';

/**
 * Test files that change what other files would see: module mocks, stubbed globals or environment, fake timers
 * (src/test/clock.ts's fixClock and fixClockAnyMoment install them too).
 * They each get modules of their own; the others share a worker's modules, which saves evaluating the same
 * modules (drizzle, zod, the features) once per file, a third of the run's time.
 */
const changesItsWorld = (file: string) => /\bvi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\b|\bfixClock\w*\(|process\.env\.\w+\s*=[^=]|process\.env\[|globalThis\.\w+\s*=[^=]|delete process\.env/.test(readFileSync(file, 'utf8'));
const isolated = globSync(TESTS).filter(changesItsWorld);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'server-only': path.resolve(import.meta.dirname, 'src/test/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // A secret of their own: without it the server would make its secret file in ./data.
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', ALLOW_PRIVATE_IMAGE_HOSTS: 'true', AUTH_SECRET: 'test-secret-of-the-unit-tests-0123456789' },
    // Vitest's default on two cores is one worker; most tests wait on a database, so three keep both cores busy.
    maxWorkers: 3,
    // `npm run test:unit` runs the `postgres` suites' tests tagged `database` only (--tags-filter; src/test/databases.ts).
    tags: [
      { name: 'postgres', description: 'A suite of describeEachDatabase on the TEST_DATABASE_URL server.' },
      { name: 'database', description: 'A test whose outcome the database engine decides (DATABASE_DECIDES).' },
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated.filter((file) => file !== START_TEST) } },
      { extends: true, test: { name: 'shared', include: TESTS, exclude: [...isolated, START_TEST], isolate: false } },
      { extends: true, test: { name: 'start', include: [START_TEST] } },
    ],
  },
});
