import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the server secret lives when AUTH_SECRET is unset: a file in DATA_DIR beside the embedded database
 * (DATA_DIR/pglite) and its backups (DATA_DIR/backups), in neither, so no copy of the database or of a backup opens a
 * private link. Readable by the server's user only.
 */
export const secretFileOf = (dataDir: string) => path.join(dataDir, 'auth-secret');

/** Where the secret came from: the file, or, made just now, a former version's database (moved) or chance. */
export type SecretSource = 'file' | 'database' | 'random';

const MIN_LENGTH = 32;

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (text.length < MIN_LENGTH) {
    throw new Error(`The server secret in ${file} is shorter than ${MIN_LENGTH} characters: put back your copy of it, or delete the file to have a new one made (every private link sent so far then ends).`);
  }
  return text;
}

/**
 * The secret in the file; when there is none yet, the file is made with the secret `stored` gives (the one a former
 * version kept in the database, so the links it sent keep working), else with 32 random bytes. Of two processes
 * making it at once, the first one's file counts for both.
 */
export async function fileSecret(dataDir: string, stored: () => Promise<string | undefined>): Promise<{ secret: string; source: SecretSource; file: string }> {
  const file = secretFileOf(dataDir);
  const existing = readSecret(file);
  if (existing) return { secret: existing, source: 'file', file };
  const carried = await stored();
  const secret = carried ?? randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { secret: readSecret(file)!, source: 'file', file };
  }
  return { secret, source: carried ? 'database' : 'random', file };
}
