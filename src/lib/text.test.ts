import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from './text';

describe('withoutControlCharacters', () => {
  it('drops NUL and other control characters, keeps tabs, line breaks and umlauts', () => {
    expect(withoutControlCharacters('A\u0000B\u0007C\u001bD\u007f')).toBe('ABCD');
    expect(withoutControlCharacters('Zeile 1\n\tZeile 2\r\nÄöü „x“')).toBe('Zeile 1\n\tZeile 2\r\nÄöü „x“');
  });
});
