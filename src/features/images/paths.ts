/** Where a visitor's browser loads a stored image: our own origin. An image never changes, so neither does its address. */
export function imagePath(imageId: string): string {
  return `/media/${imageId}`;
}
