import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { PGLITE_EXTENSIONS } from '@/db/pglite-extensions';

/** The key under which the global setup provides the file of the migrated PGlite template's dump. */
export const PGLITE_TEMPLATE_FILE = 'pgliteTemplateFile';

declare module 'vitest' {
  interface ProvidedContext {
    [PGLITE_TEMPLATE_FILE]: string;
  }
}

/** A migrated PGlite database as a dump (`dumpDataDir`), for test databases to be loaded from. */
export async function pgliteTemplateDump(): Promise<Blob> {
  const template = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrateDatabase(fromPglite(template));
    return (await template.dumpDataDir('none')) as Blob;
  } finally {
    await template.close();
  }
}
