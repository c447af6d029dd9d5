import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('takes only the full shape of a uuid', () => {
    expect(isUuid('3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('3F2A9C1E-8B7D-4E6F-9A0B-1C2D3E4F5A6B')).toBe(true);
    for (const id of ['-'.repeat(36), 'a'.repeat(36), '3f2a9c1e8b7d4e6f9a0b1c2d3e4f5a6b', '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz']) expect(isUuid(id), id).toBe(false);
  });
});
