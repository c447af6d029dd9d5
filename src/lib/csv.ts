import { logger } from './logger';
import { berlinToday, formatInBerlin } from './time';

// CSV exports of the admin area, written for German Excel (semicolons, BOM, Berlin time).

/** German Excel opens a UTF-8 file correctly only with the byte order mark. */
export const CSV_BOM = '\uFEFF';

/** A moment as Excel reads a date in a German file, e.g. "23.11.2026 09:05" (Berlin time); empty for none. */
export function csvDateTime(moment: Date | null): string {
  return moment ? formatInBerlin(moment, 'dd.MM.yyyy HH:mm') : '';
}

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

/** A CSV file streamed batch by batch, so a long export never sits in memory at once. */
export function csvStream<T>(header: readonly string[], batches: AsyncGenerator<T[]>, line: (item: T) => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(line).join('')));
      } catch (err) {
        logger.error({ err }, 'CSV export failed');
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The download of a CSV stream, named `{name}-{yyyy-mm-dd}.csv` after the Berlin day, never cached. */
export function csvDownload(stream: ReadableStream<Uint8Array>, name: string): Response {
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${berlinToday()}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
