const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** German price format, e.g. 199 → "199,00 €". */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}
