// The app of the build check (../build-check.test.ts): what the app's next.config says for the module to work
// (nextConfigForInternals), with its page cache handler recorded.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { nextConfigForInternals } from '../next-config.ts';
import { BUILD_CHECK_DIST_DIR, PROJECT_ROOT } from './paths.ts';

/** The deepest folder holding both: Turbopack compiles nothing outside its root, and node_modules may be a link elsewhere (a worktree's). */
function commonAncestor(first, second) {
  const [a, b] = [first.split(path.sep), second.split(path.sep)];
  const shared = a.findIndex((part, index) => part !== b[index]);
  return shared < 0 ? first : a.slice(0, shared).join(path.sep) || path.sep;
}

const config = {
  ...nextConfigForInternals(),
  cacheHandler: path.join(import.meta.dirname, 'recording-cache-handler.ts'),
  // Outside src/, so a check's build never looks like a change of the app's sources (scripts/start.ts).
  distDir: path.relative(import.meta.dirname, BUILD_CHECK_DIST_DIR),
  poweredByHeader: false,
  generateEtags: false,
  turbopack: { root: commonAncestor(PROJECT_ROOT, realpathSync(path.join(PROJECT_ROOT, 'node_modules'))) },
};

export default config;
