import { describe, expect, it } from 'vitest';
import { imagePath, imageSrcSet, srcsetWidths, variantWidth } from './paths';

const id = '0b9f3c4e-8d1a-4f6b-9c2e-7a5d3b1e0f42';

describe('srcsetWidths', () => {
  it('offers each smaller copy narrower than the stored image, none for a narrow one', () => {
    expect(srcsetWidths(800)).toEqual([400, 600]);
    expect(srcsetWidths(601)).toEqual([400, 600]);
    expect(srcsetWidths(600)).toEqual([400]);
    expect(srcsetWidths(401)).toEqual([400]);
    expect(srcsetWidths(400)).toEqual([]);
    expect(srcsetWidths(300)).toEqual([]);
  });
});

describe('imageSrcSet', () => {
  it('names the smaller copies and the stored one at its own width', () => {
    expect(imageSrcSet(id, 800)).toBe(`/media/${id}?w=400 400w, /media/${id}?w=600 600w, /media/${id} 800w`);
    expect(imageSrcSet(id, 533)).toBe(`/media/${id}?w=400 400w, /media/${id} 533w`);
    expect(imageSrcSet(id, 300)).toBe(`/media/${id} 300w`);
  });

  it('uses the addresses imagePath writes', () => {
    expect(imagePath(id)).toBe(`/media/${id}`);
    expect(imagePath(id, 400)).toBe(`/media/${id}?w=400`);
  });
});

describe('variantWidth', () => {
  it('reads the widths of the list as imagePath writes them', () => {
    expect(variantWidth('400')).toBe(400);
    expect(variantWidth('600')).toBe(600);
  });

  it.each(['abc', '0', '-400', '0400', '400.0', ' 400', '4e2', '500', '800', '99999', ''])('%j is none', (value) => {
    expect(variantWidth(value)).toBeUndefined();
  });
});
