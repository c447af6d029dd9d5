import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGLITE_TEMPLATE_FILE, pgliteTemplateDump } from './pglite-template';

/** Migrates the PGlite template once for the whole run; each test file would otherwise spend seconds on it. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'wf-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, new Uint8Array(await (await pgliteTemplateDump()).arrayBuffer()));
  project.provide(PGLITE_TEMPLATE_FILE, file);
  return () => rmSync(folder, { recursive: true, force: true });
}
