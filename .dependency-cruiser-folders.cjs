/**
 * The folders of src/features/README.md ("Boundaries") as single nodes: each feature, each components/ part, lib's
 * root and each of its sub-folders, db, i18n, app. No cycle among them, and no allow-list.
 */
const modules = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'No two folders import each other, directly or round about: the lower one knows nothing of the higher.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...modules.options,
    collapse: '^(src/(features|components|lib)/[^/]+/|src/[^/]+/|scripts/[^/]+/)',
  },
};
