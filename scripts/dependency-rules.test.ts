import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

// The boundaries `npm run lint` checks (.dependency-cruiser.cjs, then the folder cycles of .dependency-cruiser-folders.cjs
// with scripts/folder-cycles.cjs), run with the project's own configurations over small trees written here: each break
// fails with its rule's name, and a tree that keeps to them passes.

const ROOT = path.join(import.meta.dirname, '..');
const trees: string[] = [];

/** A source tree of its own (a tmp folder with the project's `@/` alias): file path → code. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  trees.push(dir);
  const all = { 'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] }, module: 'esnext', moduleResolution: 'bundler' } }), ...files };
  for (const [file, code] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  return dir;
}

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** One run of dependency-cruiser over the tree's src, with a configuration of the project, as its CLI runs it. */
async function run(dir: string, config: string, outputType: string): Promise<IReporterOutput> {
  const options = await extractDepcruiseOptions(path.join(ROOT, config));
  const tsConfig = path.join(dir, 'tsconfig.json');
  return cruise(['src', 'scripts'], { ...options, baseDir: dir, tsConfig: { fileName: tsConfig }, outputType }, {}, { tsConfig: extractTSConfig(tsConfig) });
}

const moduleRules = (dir: string) => run(dir, '.dependency-cruiser.cjs', 'err');
const folderCycles = (dir: string) => run(dir, '.dependency-cruiser-folders.cjs', `plugin:${path.join(ROOT, 'scripts/folder-cycles.cjs')}`);

/** The errors of a run, each as "rule: from → to". */
const errors = ({ output }: IReporterOutput) => [...String(output).matchAll(/error ([\w-]+): (\S+) → (\S+)/g)].map(([, rule, from, to]) => `${rule}: ${from} → ${to}`);

/** Two features and lib as the boundaries allow them: beta uses alpha through an entry point, both use lib. */
const CLEAN = {
  'src/lib/clock.ts': 'export const now = () => new Date();\n',
  'src/db/client.ts': "import { now } from '@/lib/clock';\nexport const db = { now };\n",
  'src/features/alpha/queries.ts': "import { db } from '@/db/client';\nimport { secret } from './internal';\nexport const alpha = () => [db.now(), secret];\n",
  'src/features/alpha/internal.ts': 'export const secret = 1;\n',
  'src/features/beta/queries.ts': "import { alpha } from '@/features/alpha/queries';\nexport const beta = () => alpha();\n",
  'scripts/seed.ts': "import { beta } from '../src/features/beta/queries';\nexport const seed = beta();\n",
};

describe('the dependency rules of npm run lint', () => {
  it('pass a tree that keeps to the boundaries', async () => {
    const dir = tree(CLEAN);
    const modules = await moduleRules(dir);
    expect(modules).toMatchObject({ exitCode: 0, output: expect.stringContaining('no dependency violations found (6 modules, 5 dependencies cruised)') });
    expect(await folderCycles(dir)).toMatchObject({ exitCode: 0, output: expect.stringContaining('no folder cycle (5 folders)') });
  });

  it("fail a deep import of another feature's module that is no entry point", async () => {
    const dir = tree({ ...CLEAN, 'src/features/beta/queries.ts': "import { secret } from '@/features/alpha/internal';\nexport const beta = () => secret;\n" });
    const modules = await moduleRules(dir);
    expect(errors(modules)).toEqual(['feature-entry-points: src/features/beta/queries.ts → src/features/alpha/internal.ts']);
    expect(modules.exitCode).toBe(1);
  });

  it('fail two features that import each other through their entry points, without a cycle of modules', async () => {
    const dir = tree({ ...CLEAN, 'src/features/alpha/paths.ts': "import type { beta } from '@/features/beta/queries';\nexport const betaPath = (id: ReturnType<typeof beta>) => `/beta/${String(id)}`;\n" });
    expect(await moduleRules(dir)).toMatchObject({ exitCode: 0 });
    const folders = await folderCycles(dir);
    expect(errors(folders)).toEqual(['no-folder-cycle: src/features/alpha/ → src/features/beta/', 'no-folder-cycle: src/features/beta/ → src/features/alpha/']);
    expect(folders.exitCode).toBe(1);
  });

  it('fail lib importing a feature', async () => {
    const dir = tree({ ...CLEAN, 'src/lib/report.ts': "import { beta } from '@/features/beta/queries';\nexport const report = () => beta();\n" });
    const modules = await moduleRules(dir);
    expect(errors(modules)).toEqual(['lib-db-below-features: src/lib/report.ts → src/features/beta/queries.ts']);
    expect(modules.exitCode).toBe(1);
  });

  it("fail lib's root importing the database, and src importing a script", async () => {
    const dir = tree({ ...CLEAN, 'src/lib/stamp.ts': "import type { db } from '@/db/client';\nimport { seed } from '../../scripts/seed';\nexport const stamp = (handle: typeof db) => [handle, seed];\n" });
    const modules = await moduleRules(dir);
    expect(errors(modules).sort()).toEqual(['lib-root-at-the-bottom: src/lib/stamp.ts → src/db/client.ts', 'src-imports-no-script: src/lib/stamp.ts → scripts/seed.ts']);
    expect(modules.exitCode).toBe(2);
  });
});
