import { describe, expect, it } from 'vitest';
import { defineNotices } from './notices';

const notices = defineNotices({
  saved: { kind: 'success', text: 'Saved' },
  'load-failed': { kind: 'error', text: 'Failed to load' },
});

describe('defineNotices', () => {
  it('reads only the table’s keys from ?notice=, first value, trimmed', () => {
    expect(notices.read({ notice: 'load-failed' })).toEqual({ key: 'load-failed', kind: 'error', text: 'Failed to load' });
    expect(notices.read({ notice: [' saved ', 'load-failed'] })).toEqual({ key: 'saved', kind: 'success', text: 'Saved' });
    expect(['toString', '__proto__', 'Saved', '', undefined].map((notice) => notices.read({ notice }))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes a notice onto a path', () => {
    expect(notices.href('load-failed', '/admin/things')).toBe('/admin/things?notice=load-failed');
  });
});
