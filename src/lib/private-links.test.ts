import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './private-links';
import { loggablePath } from './request-path';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

describe('withoutSecrets', () => {
  it('cuts the token out of offer paths, PDF paths and full URLs', () => {
    expect(withoutSecrets(`/angebot/${token}`)).toBe('/angebot/…');
    expect(withoutSecrets(`/angebot/${token}/pdf`)).toBe('/angebot/…/pdf');
    expect(withoutSecrets(`https://www.example.de/angebot/${token}?wahl=2`)).toBe('https://www.example.de/angebot/…?wahl=2');
  });

  it('leaves other paths alone', () => {
    expect(withoutSecrets('/berlin')).toBe('/berlin');
    expect(withoutSecrets('/angebot')).toBe('/angebot');
  });
});

describe('loggablePath', () => {
  it('never carries an offer token, with or without a query', () => {
    expect(loggablePath(`/angebot/${token}?wahl=2`)).toBe('/angebot/…');
    expect(loggablePath(`/angebot/${token}/pdf`)).not.toContain(token);
  });
});
