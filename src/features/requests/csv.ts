import { getPackage } from '@/features/packages/packages';
import type { InboxRow } from './inbox';
import { STATUS_LABELS } from './statuses';

/** German Excel opens a UTF-8 file correctly only with the byte order mark. */
export const CSV_BOM = '\uFEFF';

const germanDateTime = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' });

/**
 * One cell for German Excel (semicolon separated). A value that starts like a formula (=, +, -, @, tab or
 * carriage return) gets a leading apostrophe, so Excel shows it as text instead of running it.
 */
export function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`;
}

export const CSV_HEADER = ['Eingang', 'Status', 'Stadt', 'Teilnehmer', 'Paket', 'Firma', 'Ansprechpartner', 'E-Mail', 'Telefon', 'Quelle', 'Anfrage-ID'];

export function csvRow(request: InboxRow): string {
  return csvLine([
    germanDateTime.format(request.createdAt).replace(',', ''),
    STATUS_LABELS[request.status],
    request.cityName,
    String(request.participantCount),
    getPackage(request.package)?.name ?? '',
    request.companyName,
    request.contactName,
    request.email,
    request.phone,
    request.sourcePage ?? '',
    request.id,
  ]);
}
