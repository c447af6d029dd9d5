/**
 * The boundaries of src/features/README.md ("Boundaries"), checked by `npm run lint`: the module rules here, the
 * folder cycles by .dependency-cruiser-folders.cjs (run right after it). Tests are in the graph for the layers, and
 * free of the entry points: a test reaches into what it tests (auth/roles.test.ts calls every admin action).
 * scripts/dependency-rules.test.ts proves that each kind of break fails.
 */
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const FEATURES = path.join(__dirname, 'src/features');

/** The modules every feature offers to the others and to the routes, by role (src/features/README.md, "Entry points"). */
const ENTRY_ROLES = [
  'components/.+',
  'paths', 'routes', 'anchors',
  'texts', 'labels',
  'rules', 'format',
  '[a-z-]*queries',
  'cache', 'server', 'client', 'index',
  'public-service', 'dashboard',
  'actions', 'admin-form-actions',
  'form-schema', 'admin-form-schema', 'form-state',
  '[a-z-]*filter', 'admin-notices',
  'emails', 'jobs', 'seed',
];

/** Each feature's own entry points beyond the roles: the subject modules its feature.json lists under "entryPoints". */
const declared = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'feature.json')))
  .flatMap((entry) => JSON.parse(readFileSync(path.join(FEATURES, entry.name, 'feature.json'), 'utf8')).entryPoints.map((file) => `${entry.name}/${file}`));

const TEST = '\\.test\\.tsx?$';

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const ENTRY_POINT = [`^src/features/[^/]+/(${ENTRY_ROLES.join('|')})\\.tsx?$`, ...declared.map((file) => `^src/features/${escape(file)}$`)];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'No module imports itself round about.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-entry-points',
      comment: "A feature reaches another only through its entry points (src/features/README.md, 'Entry points').",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', ...ENTRY_POINT] },
    },
    {
      name: 'outside-through-entry-points',
      comment: "Routes, the chrome, the start-up and the scripts use a feature through its entry points (src/features/README.md, 'Entry points').",
      severity: 'error',
      from: { pathNot: ['^src/features/[^/]+/', TEST] },
      to: { path: '^src/features/[^/]+/', pathNot: ENTRY_POINT },
    },
    {
      name: 'lib-db-below-features',
      comment: 'lib, i18n and db sit at the bottom: they import no feature, component or route, nor the start-up.',
      severity: 'error',
      from: { path: '^src/(lib|db|i18n)/' },
      to: { path: '^src/(features|components|app)/|^src/[^/]+\\.tsx?$' },
    },
    {
      name: 'lib-root-at-the-bottom',
      comment: "lib's root holds the helpers that need no database (config, logger, time, money): it imports no db, no i18n and none of lib's sub-folders.",
      severity: 'error',
      from: { path: '^src/lib/[^/]+$' },
      to: { path: '^src/(db|i18n)/|^src/lib/[^/]+/' },
    },
    {
      name: 'db-and-i18n-on-lib-root',
      comment: "db and i18n build on lib's root only: lib's sub-folders (the mail outbox, the rate limits) build on them.",
      severity: 'error',
      from: { path: '^src/(db|i18n)/' },
      to: { path: '^src/lib/[^/]+/' },
    },
    {
      name: 'src-imports-no-script',
      comment: 'The scripts build on src (the seed, the mail preview, the benchmarks); src never imports them.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'ui-knows-no-feature',
      comment: 'UI primitives and marketing sections know no feature and no database.',
      severity: 'error',
      from: { path: '^src/components/(ui|marketing)/' },
      to: { path: '^src/(features|db|app)/|^src/components/(site|admin)/' },
    },
    {
      name: 'admin-toolkit-knows-no-feature',
      comment: 'The admin toolkit serves every feature and knows none of them.',
      severity: 'error',
      from: { path: '^src/components/admin/' },
      to: { path: '^src/(features|db|app)/|^src/components/site/' },
    },
    {
      name: 'chrome-below-routes',
      comment: 'The chrome is composed by routes.',
      severity: 'error',
      from: { path: '^src/components/site/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'features-below-routes',
      comment: 'A feature is composed by routes and the chrome, never the other way round.',
      severity: 'error',
      // A feature's test may call the route handlers that serve it (auth/roles.test.ts tries every admin download).
      from: { path: '^src/features/', pathNot: TEST },
      to: { path: '^src/app/|^src/components/site/' },
    },
    {
      name: 'next-internals-through-index',
      comment: "Next's internals are used through their one entry point, src/lib/next-internals/index.ts (its README).",
      severity: 'error',
      from: { pathNot: '^src/lib/next-internals/' },
      to: { path: '^src/lib/next-internals/', pathNot: '^src/lib/next-internals/index\\.ts$' },
    },
    {
      name: 'next-private-modules-in-next-internals',
      comment: "Only src/lib/next-internals reads Next's private modules (next/dist/…): what it relies on is listed there and checked against a build.",
      severity: 'error',
      from: { pathNot: '^src/lib/next-internals/' },
      // 'next' itself resolves to its main module in dist/.
      to: { path: ['(^|/)node_modules/next/dist/', '^next/dist/'], pathNot: '(^|/)node_modules/next/dist/server/next\\.(js|d\\.ts)$' },
    },
  ],
  options: {
    // Next's private modules stay in the graph (as leaves) for the rule that only lib/next-internals reads them.
    exclude: { path: '(^|/)node_modules/(?!next/dist/)|^src/db/migrations/' },
    doNotFollow: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type imports count: a cycle of types is a cycle of knowledge all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
