import { describe, expect, it } from 'vitest';
import { withSenderName } from './outbox-worker';

describe('withSenderName', () => {
  it('keeps a configured name and adds the brand to a bare address', () => {
    expect(withSenderName('Team Nord <nord@example.de>')).toBe('Team Nord <nord@example.de>');
    expect(withSenderName('anfragen@example.de')).toBe('"Weihnachtsfeier-Planer" <anfragen@example.de>');
  });
});
