import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import { appSecrets } from '@/db/schema';
import { pgliteFolder } from '@/features/backups/restore';
import { parseConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { fileSecret, secretFileOf } from './secret-file';
import { authSecret, prepareAuthSecret } from './server';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** The settings of an installation without AUTH_SECRET, on the embedded database in `dataDir`. */
const withoutSecret = (dataDir: string) => ({ ...parseConfig({ DATA_DIR: dataDir }), AUTH_SECRET: undefined });
const FORMER_SECRET = 'the-secret-a-former-version-kept-in-the-database';

it('makes a random secret in a file of its own on first use, readable by its user only, and reads it after', async () => {
  const dataDir = freshDir();
  const made = await fileSecret(dataDir, async () => undefined);
  expect(made.source).toBe('random');
  expect(made.secret).toMatch(/^[\w-]{43}$/);
  expect(statSync(made.file).mode & 0o777).toBe(0o600);
  expect(readFileSync(made.file, 'utf8').trim()).toBe(made.secret);
  expect(await fileSecret(dataDir, async () => 'never asked for, the file exists')).toEqual({ ...made, source: 'file' });
});

it('lies outside the embedded database and its backups', () => {
  const dataDir = freshDir();
  const file = secretFileOf(dataDir);
  const settings = parseConfig({ DATA_DIR: dataDir });
  for (const folder of [pgliteFolder(dataDir), settings.BACKUP_DIR]) expect(path.relative(folder, file).startsWith('..')).toBe(true);
});

it('of two processes making it at once, gives both the same secret', async () => {
  const dataDir = freshDir();
  const [first, second] = await Promise.all([fileSecret(dataDir, async () => undefined), fileSecret(dataDir, async () => undefined)]);
  expect(first.secret).toBe(second.secret);
});

it('refuses a file whose secret is too short, and says what to do', async () => {
  const dataDir = freshDir();
  writeFileSync(secretFileOf(dataDir), 'kurz\n');
  await expect(fileSecret(dataDir, async () => undefined)).rejects.toThrow(/shorter than 32 characters: put back your copy/);
});

describeEachDatabase('the server secret at start-up', (database) => {
  const handle = freshDatabaseEach(database);
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('moves a former version’s secret out of the database into the file, so the links sent keep working, and says so', async () => {
    const dataDir = freshDir();
    await handle.db.insert(appSecrets).values({ name: 'auth', value: FORMER_SECRET });
    await prepareAuthSecret(handle.db, withoutSecret(dataDir));
    expect(readFileSync(secretFileOf(dataDir), 'utf8').trim()).toBe(FORMER_SECRET);
    expect(await handle.db.select().from(appSecrets)).toEqual([]);
    expect(await authSecret(handle.db, withoutSecret(dataDir))).toBe(FORMER_SECRET);
    expect(warn).toHaveBeenCalledWith({ file: secretFileOf(dataDir) }, expect.stringContaining('moved the server secret out of the database into this file'));
  });

  it('makes a new secret in the file on a fresh installation, says so, and writes nothing into the database', async () => {
    const dataDir = freshDir();
    await prepareAuthSecret(handle.db, withoutSecret(dataDir));
    const secret = readFileSync(secretFileOf(dataDir), 'utf8').trim();
    expect(await authSecret(handle.db, withoutSecret(dataDir))).toBe(secret);
    expect(await handle.db.select().from(appSecrets)).toEqual([]);
    expect(warn).toHaveBeenCalledWith({ file: secretFileOf(dataDir) }, expect.stringContaining('AUTH_SECRET is not set: made a random server secret'));
  });

  it('with AUTH_SECRET uses it, makes no file and removes a former secret from the database', async () => {
    const dataDir = freshDir();
    await handle.db.insert(appSecrets).values({ name: 'auth', value: FORMER_SECRET });
    const settings = parseConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(40) });
    await prepareAuthSecret(handle.db, settings);
    expect(await authSecret(handle.db, settings)).toBe('a'.repeat(40));
    expect(await handle.db.select().from(appSecrets)).toEqual([]);
    expect(() => statSync(secretFileOf(dataDir))).toThrow();
  });

  it('refuses PostgreSQL without AUTH_SECRET, and says why', async () => {
    const settings = { ...parseConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://app@db.example/app' }), AUTH_SECRET: undefined };
    await expect(authSecret(handle.db, settings)).rejects.toThrow(/AUTH_SECRET is required with DATABASE_URL/);
  });
});
