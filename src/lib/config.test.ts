import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTimeSettings, CONFIG_KEYS, changedBuildSettings, exampleOperatorKeys, missingSecretProblem, parseConfig } from './config';

describe('parseConfig', () => {
  it('fills defaults for a bare environment', () => {
    const settings = parseConfig({});
    expect(settings).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000', DATA_DIR: './data', REQUEST_RATE_LIMIT: 5, REQUEST_RATE_WINDOW_SECONDS: 600 });
    expect(settings.DATABASE_URL).toBeUndefined();
  });
  it('names every bad variable in one message', () => {
    expect(() => parseConfig({ PORT: 'achtzig', DATABASE_URL: 'mysql://x', LEAD_NOTIFY_EMAIL: 'team' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: must start with postgres:\/\/.*\n.*LEAD_NOTIFY_EMAIL: must be an e-mail address/,
    );
  });
  it('links to the local port while SITE_URL is not set', () => {
    expect(parseConfig({ PORT: '3300' }).SITE_URL).toBe('http://localhost:3300');
  });
  it('bounds the PostgreSQL pool size per process', () => {
    expect(parseConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
  it('treats an empty value as not set', () => {
    expect(parseConfig({ SITE_URL: '', PORT: '' })).toMatchObject({ SITE_URL: 'http://localhost:3000', PORT: 3000 });
  });
  it('drops a trailing slash of SITE_URL', () => {
    expect(parseConfig({ SITE_URL: 'https://www.example.de/' }).SITE_URL).toBe('https://www.example.de');
  });
  it('.env.example lists every variable', () => {
    // NEXT_PUBLIC_* variables are read by Next itself (and inlined into the client), not by this schema.
    const listed = readFileSync('.env.example', 'utf8').match(/^(?!NEXT_PUBLIC_)[A-Z_]+(?==)/gm);
    expect(listed?.sort()).toEqual(CONFIG_KEYS.filter((key) => key !== 'NODE_ENV').sort());
  });
});

describe('build-time settings', () => {
  it('names what differs from the settings a build was made with', () => {
    const built = buildTimeSettings({});
    expect(built.SITE_URL).toBe('http://localhost:3000');
    expect(changedBuildSettings(built, buildTimeSettings({ DATA_DIR: './anders', SMTP_URL: 'smtp://x:25' }))).toEqual([]);
    // Without SITE_URL the pages link to the local port, so the port counts then.
    expect(changedBuildSettings(built, buildTimeSettings({ PORT: '4000' }))).toEqual(['SITE_URL']);
    expect(changedBuildSettings(buildTimeSettings({ SITE_URL: 'https://a.de' }), buildTimeSettings({ SITE_URL: 'https://a.de', PORT: '4000' }))).toEqual([]);
    expect(changedBuildSettings(built, buildTimeSettings({ SITE_URL: 'https://www.example.de', NEXT_PUBLIC_GADS_ID: 'AW-1', OPERATOR_CITY: 'Köln' }))).toEqual([
      'NEXT_PUBLIC_GADS_ID',
      'OPERATOR_CITY',
      'SITE_URL',
    ]);
  });
  it('checks the bank details for invoices: an IBAN with wrong check digits or a malformed BIC stops the start', () => {
    expect(parseConfig({ OPERATOR_IBAN: 'DE89 3704 0044 0532 0130 00', OPERATOR_BIC: 'cobadeff' })).toMatchObject({ OPERATOR_IBAN: 'DE89370400440532013000', OPERATOR_BIC: 'COBADEFF' });
    expect(() => parseConfig({ OPERATOR_IBAN: 'DE89370400440532013001' })).toThrow(/OPERATOR_IBAN/);
    expect(() => parseConfig({ OPERATOR_BIC: 'COBA' })).toThrow(/OPERATOR_BIC/);
  });

  it('knows which operator details are still the example values', () => {
    expect(exampleOperatorKeys(parseConfig({}))).toHaveLength(15);
    expect(exampleOperatorKeys(parseConfig({ OPERATOR_NAME: 'Nordlicht Events', OPERATOR_EMAIL: 'info@nordlicht.de' }))).not.toContain('OPERATOR_NAME');
  });
});

describe('missingSecretProblem', () => {
  it('asks PostgreSQL for AUTH_SECRET, and leaves the embedded database to its secret file', () => {
    expect(missingSecretProblem(parseConfig({ DATABASE_URL: 'postgres://app@db.example/app' }))).toMatch(/^AUTH_SECRET is required with DATABASE_URL/);
    expect(missingSecretProblem(parseConfig({ DATABASE_URL: 'postgres://app@db.example/app', AUTH_SECRET: 'x'.repeat(32) }))).toBeUndefined();
    expect(missingSecretProblem(parseConfig({}))).toBeUndefined();
  });
});
