const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** German price format, e.g. 199 → "199,00 €". */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

const wholeEuro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** A price in whole euros, e.g. 347 → "347 €" (the partner prices have no cents). */
export function formatWholeEuro(amount: number): string {
  return wholeEuro.format(amount);
}
