import { readdirSync, readFileSync } from 'node:fs';
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
    const touchesServer = (file: string) => importsTables(file) || importsFrom(file, /^@\/db\/client$|^@\/lib\/mail\//);
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

  it("builds the links to the inbox and a request's page only in requests/paths.ts", () => {
    const everyModule = filesBelow(SRC).filter((file) => /\.tsx?$/.test(file) && !isTest(file));
    const literal = /['"`]\/admin\/requests(?![\w-])/;
    expect(everyModule.filter((file) => literal.test(code(file))).map(relative)).toEqual([path.join('features', 'requests', 'paths.ts')]);
  });
});
