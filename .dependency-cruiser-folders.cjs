/**
 * The folders of src/features/README.md ("Boundaries") as single nodes: each feature, each components/ part, lib's
 * root and each of its sub-folders, db, i18n, app, src/test, each folder of scripts; a file beside them (src/boot.ts,
 * scripts/seed.ts) is a node of its own. `npm run lint` runs it after .dependency-cruiser.cjs, with
 * scripts/folder-cycles.cjs as its reporter: dependency-cruiser's own rules see cycles of modules, and its folder
 * scope takes a folder with its sub-folders, so the cycles of these nodes are found there (rule no-folder-cycle).
 * No allow-list. Tests are left out: a test may import what is above the code it tests.
 */
const modules = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  options: {
    ...modules.options,
    exclude: { path: [modules.options.exclude.path, '\\.test\\.tsx?$'] },
    collapse: '^(src/(features|components|lib)/[^/]+/|src/[^/]+/|scripts/[^/]+/)',
  },
};
