/**
 * The widths of the smaller copies /media serves beside the stored one (at most 800 pixels, encode.ts), for srcsets.
 * 400 is what a card or a photo beside the first one needs on a phone (about 180 CSS pixels at twice the density) or a
 * three-column card on a plain desktop screen (about 360); 600 covers the phone's photos at three times the density
 * and the cards at one and a half. More widths would save a few kilobytes more and cost a stored copy each. The list
 * is short and fixed on purpose: each width is made once per image and kept, so nobody can make the server resize
 * and store any width they name.
 */
export const VARIANT_WIDTHS = [400, 600] as const;

/**
 * Where a visitor's browser loads a stored image: our own origin. An image never changes, so neither does its address;
 * with `width` (one of VARIANT_WIDTHS), its smaller copy.
 */
export function imagePath(imageId: string, width?: number): string {
  return width === undefined ? `/media/${imageId}` : `/media/${imageId}?w=${width}`;
}

/** The smaller copies a srcset offers for a stored image `width` pixels wide: those narrower than it. */
export function srcsetWidths(width: number): number[] {
  return VARIANT_WIDTHS.filter((variant) => variant < width);
}

/** A srcset of a stored image: each smaller copy, then the stored one at its own width. */
export function imageSrcSet(imageId: string, width: number): string {
  return [...srcsetWidths(width).map((variant) => `${imagePath(imageId, variant)} ${variant}w`), `${imagePath(imageId)} ${width}w`].join(', ');
}

/**
 * The width a `?w=` names when it is one of VARIANT_WIDTHS, written as imagePath writes it; anything else
 * (`abc`, `0`, `0400`, `99999`, an empty value) is none.
 */
export function variantWidth(value: string): number | undefined {
  return VARIANT_WIDTHS.find((width) => String(width) === value);
}
