import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';

describe('isEmailAddress', () => {
  it.each(['erika@muster.de', 'Erika.Mustermann+feier@sub.muster-gmbh.de', 'info@müller-events.de', 'a_b@x.io', "o'neill@example.test"])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    'x<victim@example.test>',
    'a@example.test,team',
    'a@example.test;b@example.test',
    '"a b"@example.test',
    'a b@example.test',
    'a@example',
    'a@-example.test',
    'a@example.test\nBcc: b@example.test',
    'a\u0007@example.test',
    '@example.test',
    'a@',
    `${'a'.repeat(250)}@x.de`,
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
