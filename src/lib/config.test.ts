import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

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
  it('drops a trailing slash of SITE_URL', () => {
    expect(parseConfig({ SITE_URL: 'https://www.example.de/' }).SITE_URL).toBe('https://www.example.de');
  });
});
