import { getPackage } from '@/features/packages/packages';
import { csvDateTime, csvLine } from '@/lib/csv';
import type { InboxRow } from './inbox';
import { STATUS_LABELS } from './statuses';

export const CSV_HEADER = ['Eingang', 'Status', 'Stadt', 'Teilnehmer', 'Paket', 'Firma', 'Ansprechpartner', 'E-Mail', 'Telefon', 'Quelle', 'Anfrage-ID'];

export function csvRow(request: InboxRow): string {
  return csvLine([
    csvDateTime(request.createdAt),
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
