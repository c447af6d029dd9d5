/** The tag of the cached data the build check's page shows (outside app/: a TypeScript file there would make Next set up TypeScript in this folder). */
export const STAMP_TAG = 'build-check-stamp';
