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

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/** A moment in Berlin time, e.g. "23.11.2026, 09:05". */
export function formatDateTime(moment: Date): string {
  return dateTime.format(moment);
}

const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' });

/** A day in German long form, in Berlin time, e.g. "21. November 2026". */
export function formatLongDate(moment: Date | string): string {
  return longDate.format(new Date(moment));
}
