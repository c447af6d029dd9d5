import { describe, expect, it, vi } from 'vitest';
import { CSV_BOM, csvCell, csvDateTime, csvDownload, csvLine, csvStream } from './csv';

describe('CSV for German Excel', () => {
  it('neutralises cells that would run as a formula', () => {
    expect(['=HYPERLINK("http://x")', '+49 30 1', '-1+2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(['"\'=HYPERLINK(""http://x"")"', "'+49 30 1", "'-1+2", "'@SUM(A1)", "'\tx"]);
  });
  it('quotes semicolons, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvLine(['a;b', 'Zeile 1\nZeile 2', 'Müller „GmbH“'])).toBe('"a;b";"Zeile 1\nZeile 2";Müller „GmbH“\r\n');
  });
  it('writes moments in Berlin time, and nothing for none', () => {
    expect(csvDateTime(new Date('2026-11-23T08:05:00Z'))).toBe('23.11.2026 09:05');
    expect(csvDateTime(null)).toBe('');
  });
  it('streams the header with the byte order mark, then every batch', async () => {
    async function* batches() {
      yield [1, 2];
      yield [3];
    }
    // ignoreBOM keeps the mark that a plain .text() would strip.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(csvStream(['n'], batches(), (n) => csvLine([String(n)]))).arrayBuffer());
    expect(text).toBe(`${CSV_BOM}n\r\n1\r\n2\r\n3\r\n`);
  });
  it('names the download after the Berlin day and keeps it out of caches', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    try {
      const response = csvDownload(new ReadableStream(), 'anfragen');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="anfragen-2027-01-01.csv"');
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      vi.useRealTimers();
    }
  });
});
