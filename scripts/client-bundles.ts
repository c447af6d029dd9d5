// `npm run analyze`: which client code each public page loads, from Next's own bundle analysis
// (`next experimental-analyze`, Turbopack's module graph), not from guesses. Per page: the modules of ours and the
// libraries in the browser's chunks, compressed, apart by when they load (with the page, or on demand: a dynamic
// import such as the request form's schemas or the consent banner's texts). `--no-build` reads the last analysis.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const DIST_DIR = '.next-analyze';
const PUBLIC_ROUTES = ['/', '/[cityId]', '/staedte', '/blog', '/blog/[slug]', '/ad-partners', '/thanks'];

interface Group {
  type: 'group';
  kind: string;
  outputs: string[];
}
interface Part {
  type: 'part';
  filename: string;
  source_path: string;
  compressed_size: number;
}
type AnalyzerRecord = Group | Part | { type: string };

const isClientOutput = (file: string) => file.includes('/static/chunks/') && file.endsWith('.js');

/** Our file (src/…), or the library a module belongs to, e.g. "next (react-dom)" or "zod". */
function owner(sourcePath: string): string {
  const source = sourcePath.replace('[project]/', '');
  if (source.startsWith('src/')) return source;
  if (source.startsWith('[turbopack]')) return 'turbopack runtime';
  const compiled = /^node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (compiled) return `next (${compiled})`;
  const nextPart = /^node_modules\/next\/dist\/(?:esm\/)?([^/]+(?:\/[^/.]+)?)/.exec(source)?.[1];
  if (nextPart) return `next (${nextPart})`;
  return /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source;
}

function routeRecords(route: string): AnalyzerRecord[] {
  const out = execFileSync('npx', ['next', 'analyze', 'export', '--dist-dir', DIST_DIR, '--route', route], { cwd: ROOT, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnalyzerRecord);
}

function report(route: string) {
  const records = routeRecords(route);
  const onDemand = new Set(records.filter((r): r is Group => r.type === 'group' && 'kind' in r && r.kind === 'async').flatMap((g) => g.outputs.filter(isClientOutput)));
  const sizes = new Map<string, { atStart: number; onDemand: number }>();
  for (const record of records) {
    if (record.type !== 'part') continue;
    const part = record as Part;
    if (!isClientOutput(part.filename) || part.source_path.includes('/build/polyfills/')) continue;
    const name = owner(part.source_path);
    const entry = sizes.get(name) ?? { atStart: 0, onDemand: 0 };
    entry[onDemand.has(part.filename) ? 'onDemand' : 'atStart'] += part.compressed_size;
    sizes.set(name, entry);
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const rows = [...sizes].sort((a, b) => b[1].atStart + b[1].onDemand - (a[1].atStart + a[1].onDemand));
  const total = rows.reduce((sum, [, s]) => ({ atStart: sum.atStart + s.atStart, onDemand: sum.onDemand + s.onDemand }), { atStart: 0, onDemand: 0 });
  console.log(`\n${route}   KB compressed (per module): with the page ${kb(total.atStart).trim()}, on demand ${kb(total.onDemand).trim()}`);
  console.log('  with page  on demand  module or library');
  for (const [name, s] of rows) if (s.atStart + s.onDemand >= 200) console.log(`  ${kb(s.atStart)}     ${kb(s.onDemand)}    ${name}`);
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['next', 'experimental-analyze', '--output'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' } });
}
console.log('Sizes are per module as Next compresses them, without the polyfills current browsers do not fetch (nomodule).');
for (const route of PUBLIC_ROUTES) report(route);
