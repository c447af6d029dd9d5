import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The checkable part of the feature shape written down in ./README.md.

const SRC = path.join(process.cwd(), 'src');
const FEATURES = path.join(SRC, 'features');

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** The module's code without comments, so a comment that names a directive or an import does not count. */
const code = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/** The first statement of a module: where a directive or `import 'server-only'` must stand. */
const firstStatement = (file: string) => code(file).trim().split('\n')[0].trim();
/** Imports that bring values, not only types: the source and the names it brings. */
function valueImports(file: string): { source: string; names: string[] }[] {
  return [...code(file).matchAll(/^import (?!type )([^;]*?) from '([^']+)'/gm)].map(([, clause, source]) => ({
    source,
    names: clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  }));
}
const importsFrom = (file: string, source: RegExp) => valueImports(file).some((found) => source.test(found.source));
/** Tables and queries, not the constants (status lists) a schema module also exports. */
const importsTables = (file: string) => valueImports(file).some(({ source, names }) => source.startsWith('@/db/schema') && names.some((name) => !/^[A-Z][A-Z0-9_]*$/.test(name)));

/** Server actions: public (actions.ts), the admin's (admin-actions.ts) and their form and row wrappers (admin-form-actions.ts). */
const ACTION_FILES = ['actions.ts', 'admin-actions.ts', 'admin-form-actions.ts'];

const featureFiles = filesBelow(FEATURES).filter((file) => !isTest(file));
const inComponents = (file: string) => relative(file).split(path.sep).includes('components');
/** The feature folder a file belongs to (undefined for the files beside the folders, like this test). */
const featureOf = (file: string) => {
  const parts = path.relative(FEATURES, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
};

/**
 * The file names the README's table gives a role: every backticked name in a row's first column (`queries.ts`,
 * `<topic>-queries.ts`, `*filter.ts`, `data/<name>.ts`), `<…>` and `*` standing for any part of a name.
 */
function rolePatterns(): RegExp[] {
  const firstCells = readFileSync(path.join(FEATURES, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]);
  const names = firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+\.ts)`/g)].map(([, name]) => name));
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return names.map((name) => new RegExp(`^${name.split(/(<[^>]+>|\*)/).map((part) => (part === '*' ? '[\\w.-]*' : part.startsWith('<') ? '[\\w-]+' : escape(part))).join('')}$`));
}

/** The modules a feature names beyond the roles, in its own feature.json: its entry points and its private modules. */
function declaredModules(feature: string): string[] {
  const file = path.join(FEATURES, feature, 'feature.json');
  if (!existsSync(file)) return [];
  const { entryPoints, modules } = JSON.parse(readFileSync(file, 'utf8')) as { entryPoints: string[]; modules: string[] };
  return [...entryPoints, ...modules];
}

describe('the feature shape (src/features/README.md)', () => {
  it('finds the features', () => {
    expect(featureFiles.length).toBeGreaterThan(100);
  });

  it('keeps React components in components/', () => {
    expect(featureFiles.filter((file) => file.endsWith('.tsx') && !inComponents(file)).map(relative)).toEqual([]);
  });

  it("writes 'use server' only in the action files, as their first statement", () => {
    const serverActionModules = featureFiles.filter((file) => /^['"]use server['"]/m.test(code(file)));
    expect(serverActionModules.filter((file) => !ACTION_FILES.includes(path.basename(file))).map(relative)).toEqual([]);
    const actionFiles = featureFiles.filter((file) => ACTION_FILES.includes(path.basename(file)));
    expect(actionFiles.filter((file) => !/^['"]use server['"];?$/.test(firstStatement(file))).map(relative)).toEqual([]);
  });

  it("writes 'use client' only in components/, hooks and client.ts", () => {
    const clientModules = featureFiles.filter((file) => /^['"]use client['"]/m.test(code(file)));
    const allowed = (file: string) => inComponents(file) || /^use-[\w-]+\.ts$/.test(path.basename(file)) || path.basename(file) === 'client.ts';
    expect(clientModules.filter((file) => !allowed(file)).map(relative)).toEqual([]);
  });

  it("begins every module that uses the database or the mail outbox with import 'server-only'", () => {
    const touchesServer = (file: string) => importsTables(file) || importsFrom(file, /^@\/db\/client$|^@\/lib\/mail\/(queue|outbox|outbox-worker)$/);
    const guarded = (file: string) => /^(import 'server-only';|['"]use server['"];?)$/.test(firstStatement(file));
    expect(featureFiles.filter((file) => touchesServer(file) && !guarded(file)).map(relative)).toEqual([]);
  });

  it('keeps rules.ts pure and tested', () => {
    const rules = featureFiles.filter((file) => path.basename(file) === 'rules.ts');
    expect(rules.length).toBeGreaterThan(0);
    const impure = (file: string) => importsTables(file) || importsFrom(file, /^@\/db\/client$|^next(\/|$)|^react(-dom)?(\/|$)|^server-only$/);
    expect(rules.filter(impure).map(relative)).toEqual([]);
    expect(rules.filter((file) => !filesBelow(path.dirname(file)).includes(file.replace(/\.ts$/, '.test.ts'))).map(relative)).toEqual([]);
  });

  it('lets routes and components reach tables only through a feature', () => {
    const outside = [...filesBelow(path.join(SRC, 'app')), ...filesBelow(path.join(SRC, 'components'))];
    expect(outside.filter(importsTables).map(relative)).toEqual([]);
  });

  it("names every file after a role written in the README, or in its feature's feature.json", () => {
    const patterns = rolePatterns();
    expect(patterns.length).toBeGreaterThan(30);
    const unnamed = filesBelow(FEATURES)
      .filter((file) => featureOf(file) && !inComponents(file))
      .map((file) => ({ feature: featureOf(file)!, name: path.relative(path.join(FEATURES, featureOf(file)!), file).split(path.sep).join('/') }))
      .filter(({ feature, name }) => !declaredModules(feature).includes(name) && !patterns.some((pattern) => pattern.test(name) || pattern.test(path.posix.basename(name))))
      .map(({ feature, name }) => `${feature}/${name}`);
    expect(unnamed).toEqual([]);
  });

  it('declares in feature.json only modules that exist', () => {
    const features = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const missing = features.flatMap((feature) => declaredModules(feature).filter((name) => !existsSync(path.join(FEATURES, feature, name))).map((name) => `${feature}/${name}`));
    expect(missing).toEqual([]);
  });

  it('writes tables only in the queries and the action files', () => {
    const writer = (file: string) => /(^|-)queries\.ts$/.test(path.basename(file)) || ['actions.ts', 'admin-actions.ts'].includes(path.basename(file));
    const writes = (file: string) => importsTables(file) && /\.(insert|update|delete)\(/.test(code(file));
    expect(featureFiles.filter((file) => writes(file) && !writer(file)).map(relative)).toEqual([]);
  });

  it("writes '/admin/…' paths as literals only in paths.ts and routes.ts", () => {
    const modules = [FEATURES, path.join(SRC, 'app'), path.join(SRC, 'components')].flatMap(filesBelow).filter((file) => !isTest(file));
    const literal = /['"`]\/admin(?![\w-])/;
    const pathModule = (file: string) => featureOf(file) !== undefined && ['paths.ts', 'routes.ts'].includes(path.basename(file));
    expect(modules.filter((file) => !pathModule(file) && literal.test(code(file))).map(relative)).toEqual([]);
  });
});

