import sharp from 'sharp';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OfferSnapshot } from '@/db/schema';
import { formatEuro, percentOf } from '@/lib/money';
import { operator } from '@/lib/operator';
import { sampleOption, sampleSnapshot } from '@/test/offer-fixtures';
import { acceptanceText, billingLines, cancellationLines, formatDateOption } from './format';
import { type OfferPdfInput, offerPdfFilename, renderOfferPdf } from './pdf';
import { cancellationSchedule, priceOption } from './prices';

const PUBLISHED_AT = new Date('2026-11-20T10:00:00Z');
/** The day the PDF is made in most tests: the sample's first date is 11.12.2026, its 30- and 14-day deadlines (11.11., 27.11.) have passed. */
const TODAY = '2026-11-28';

/** Options with different prices, so that each one's totals are told apart in the text. */
function snapshotWith(count: number, overrides: Partial<OfferSnapshot> = {}): OfferSnapshot {
  const ids = Array.from({ length: count }, (_, i) => `venue-${i + 1}`);
  const base = sampleSnapshot(ids, overrides);
  return {
    ...base,
    options: base.options.map((option, i) => ({
      ...option,
      lines: option.lines.map((line) => ({ ...line, unitNetCents: line.unitNetCents + i * 1_11 })),
    })),
  };
}

async function render(input: Partial<OfferPdfInput> & { snapshot: OfferSnapshot }) {
  const bytes = await renderOfferPdf({ version: 2, publishedAt: PUBLISHED_AT, operator: operator(), today: TODAY, ...input });
  const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { bytes, text: words(text), pages: totalPages, raw: bytes.toString('latin1') };
}

/**
 * Text with every run of white space as one space: lines wrap where the layout wants, and text extractors
 * (pdf.js, poppler) read formatEuro's no-break space as a plain one (the PDF's ToUnicode map keeps U+00A0).
 */
function words(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Text without any white space: a word wrapped at a line end reads as one again. */
function compact(text: string): string {
  return text.replace(/\s+/g, '');
}

describe('the offer PDF', () => {
  for (const count of [3, 6]) {
    it(`shows every figure of ${count} options as the price function computes them`, async () => {
      const snapshot = snapshotWith(count, { coverNote: 'Wie besprochen: „Weihnachtsfeier an der Spree“ für Ihr Team.' });
      const { text, pages } = await render({ snapshot });
      expect(text).toContain('Angebot für Ihre Weihnachtsfeier');
      expect(text).toContain('Müller & Söhne GmbH');
      expect(text).toContain('„Weihnachtsfeier an der Spree“');
      expect(text).toContain('Version 2 vom 20. November 2026');
      expect(text).toContain('gültig bis Mittwoch, 9. Dezember 2026');
      expect(text).toContain('Paula Planer');
      const totals = new Set<number>();
      snapshot.options.forEach((option, i) => {
        const priced = priceOption(option, 45, snapshot.planningFee);
        totals.add(priced.total.gross);
        expect(text).toContain(`Option ${i + 1}: Location ${i + 1}`);
        expect(text).toContain(words(formatEuro(priced.total.gross)));
        expect(text).toContain(words(formatEuro(priced.perHeadGross)));
        expect(text).toContain(words(formatEuro(priced.venue.gross)));
        // Who bills what, under the option's prices: the venue its share, we the planning fee.
        for (const line of billingLines(option.venue.name, priced, { apart: true })) expect(text).toContain(words(line));
        expect(text).toContain(words(`Vom Gesamtbetrag von ${formatEuro(priced.total.gross)} stellt Ihnen die Location „Location ${i + 1}“ ${formatEuro(priced.venue.gross)} direkt in Rechnung`));
        for (const entry of priced.total.vatByRate) expect(text).toContain(words(`MwSt. ${entry.rate} % auf ${formatEuro(entry.net)} ${formatEuro(entry.vat)}`));
        // As the page states it, as of the day the PDF is made: the passed deadlines merged into „ab sofort“.
        expect(text).toContain(words(`ab sofort (Stand 28.11.2026): ${formatEuro(percentOf(priced.venue.gross, 50))} (50 %)`));
        expect(text).toContain(words(`7 Tage vorher (04.12.2026): ${formatEuro(percentOf(priced.venue.gross, 80))} (80 %)`));
      });
      expect(totals.size).toBe(count);
      expect(text).toContain('Stornokosten vor dem ersten Termin');
      expect(text).not.toContain('30 Tage vorher');
      expect(text).not.toContain('14 Tage vorher');
      expect(text).toContain(words(formatDateOption(snapshot.options[0].dates[1])));
      expect(text).toContain('Planungspauschale Basis');
      expect(text).toContain(words('Unsere Planungspauschale von 236,81 € stellen wir Ihnen nach der Buchung der Location in Rechnung.'));
      expect(text).toContain('Den Anteil der Location stellt Ihnen die Location selbst in Rechnung; wir berechnen Ihnen nur unsere Planungspauschale.');
      expect(text).toContain('bis zu 4 Personen (10 %) kostenfrei bis 7 Tage vorher');
      expect(text).toContain('Passt: 80 Sitzplätze für 45 Personen');
      expect(text).toContain('http://localhost:3000/agb');
      expect(text).toContain('USt-IdNr.: DE000000000');
      expect(pages).toBeGreaterThan(1);
      for (let page = 1; page <= pages; page++) expect(text).toContain(`Seite ${page} von ${pages}`);
    });
  }

  it('states the acceptance with the accepted group size and the billing address', async () => {
    const snapshot = snapshotWith(3);
    const acceptedAt = new Date('2026-11-23T09:05:00Z');
    const { text } = await render({
      snapshot,
      acceptance: {
        optionIndex: 1,
        dateIndex: 1,
        participantCount: 40,
        billing: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
        purchaseOrder: 'PO-4711',
        acceptedAt,
      },
    });
    const option = snapshot.options[1];
    const priced = priceOption(option, 40, snapshot.planningFee);
    expect(text).toContain(words(acceptanceText(acceptedAt, option.venue.name, option.dates[1])));
    expect(text).toContain('Angenommen am 23. November 2026 – Location 2, Samstag, 12. Dezember 2026');
    expect(text).toContain(words(`${formatEuro(priced.total.gross)} (${formatEuro(priced.perHeadGross)} pro Person)`));
    expect(text).toContain('40 Personen');
    // The accepted group's total, then who bills what of it.
    expect(text).toContain(words(`${formatEuro(priced.total.gross)} (${formatEuro(priced.perHeadGross)} pro Person) Rechnungsstellung ${billingLines(option.venue.name, priced).join(' ')}`));
    expect(text).toContain(words(`Davon stellt Ihnen die Location „Location 2“ ${formatEuro(priced.venue.gross)} direkt in Rechnung`));
    expect(text).toContain('Hauptstraße 5');
    expect(text).toContain('PO-4711');
  });

  it('states the cancellation terms as of the day it is made: every deadline ahead with its day, none passed yet', async () => {
    const snapshot = snapshotWith(1);
    const { text } = await render({ snapshot, today: '2026-11-01' });
    const gross = priceOption(snapshot.options[0], 45, snapshot.planningFee).venue.gross;
    expect(text).not.toContain('ab sofort');
    for (const line of cancellationLines(cancellationSchedule(snapshot.options[0].cancellationTerms, gross, '2026-12-11', '2026-11-01'))) expect(text).toContain(words(line));
    expect(text).toContain('bis 10.11.2026 kostenfrei');
    expect(text).toContain('30 Tage vorher (11.11.2026)');
    expect(text).toContain('14 Tage vorher (27.11.2026)');
  });

  it('states the cancellation terms of the accepted date and group as of the day it is made', async () => {
    const snapshot = snapshotWith(2);
    // Accepted for Saturday 12.12.2026: its deadlines are 12.11., 28.11. and 05.12.; on 23.11. the 30-day step applies.
    const acceptedAt = new Date('2026-11-23T09:05:00Z');
    const billing = { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' };
    const { text } = await render({ snapshot, today: '2026-11-23', acceptance: { optionIndex: 1, dateIndex: 1, participantCount: 40, billing, purchaseOrder: null, acceptedAt } });
    const gross = priceOption(snapshot.options[1], 40, snapshot.planningFee).venue.gross;
    const lines = cancellationLines(cancellationSchedule(snapshot.options[1].cancellationTerms, gross, '2026-12-12', '2026-11-23'), '2026-11-23');
    expect(lines[0]).toBe(`ab sofort (Stand 23.11.2026): ${formatEuro(percentOf(gross, 25))} (25 %)`);
    expect(lines.slice(1)).toEqual([`14 Tage vorher (28.11.2026): ${formatEuro(percentOf(gross, 50))} (50 %)`, `7 Tage vorher (05.12.2026): ${formatEuro(percentOf(gross, 80))} (80 %)`]);
    expect(text).toContain(words(`Stornokosten ${lines.join(' ')}`));
  });

  it('writes hostile text as inert text and keeps the layout', async () => {
    const longWord = 'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(8);
    const longNote = Array.from({ length: 250 }, (_, i) => `Wort${i}`).join(' ').slice(0, 2000);
    const snapshot = snapshotWith(2, {
      request: { companyName: 'Müller & Söhne GmbH 🎄🎅🏽', contactName: '<b>Erika</b>', cityName: 'Berlin', participantCount: 45, packageId: 'basis' },
      coverNote: '<script>alert(1)</script>\n%PDF-1.4 trailer << /Root 1 0 R >> endobj\u0000\u0007',
    });
    snapshot.options[0] = sampleOption('venue-1', longWord, { note: longNote, included: `${longWord} ${longWord}` });
    snapshot.options[0].lines[0] = { ...snapshot.options[0].lines[0], text: longWord };
    const { text, bytes } = await render({ snapshot });
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('%PDF-1.4 trailer << /Root 1 0 R >> endobj');
    expect(text).toContain('<b>Erika</b>');
    // No glyph for an emoji: one replacement mark instead of the .notdef box that PDF/A forbids.
    expect(text).toContain('Müller & Söhne GmbH �');
    expect(compact(text)).toContain(compact(longNote));
    expect(compact(text)).toContain(`Option1:${longWord}`);
    expect(compact(text)).toContain(longWord.repeat(2));
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.7');
  });

  it('is a tagged PDF/A-3b with embedded fonts and its document info', async () => {
    const settings = { ...operator(), company: 'Schmidt & Partner <Events> GmbH' };
    const { raw, text } = await render({ snapshot: snapshotWith(1), operator: settings });
    expect(raw.startsWith('%PDF-1.7\n')).toBe(true);
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    // The XMP copy of the document info stays well-formed XML.
    expect(raw).toContain('<rdf:li>Schmidt &#38; Partner &#60;Events&#62; GmbH</rdf:li>');
    expect(text).toContain('Schmidt & Partner <Events> GmbH');
  });

  it('names the planner as the page does: „Ihr Kontakt“ with title, direct line and address, and the portrait', async () => {
    const planner = { name: 'Katrin Vogel', email: 'katrin@planer.test', phone: '030 1234567', jobTitle: 'Eventplanerin', photoImageId: 'b1c2' };
    const plannerPhoto = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b03040' } }).jpeg().toBuffer();
    const { text, raw } = await render({ snapshot: snapshotWith(2, { planner }), plannerPhoto });
    expect(text).toContain('Ihr Kontakt: Katrin Vogel Eventplanerin Telefon: 030 1234567 E-Mail: katrin@planer.test');
    expect(text).toContain('Hinweis von Katrin Vogel: Mein Favorit für Ihre Gruppe.');
    expect(raw).toContain('/Subtype /Image');
    expect(raw).toContain('/DCTDecode');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
  });

  it('shows no portrait without one, and the name and address of an offer published before planners had more', async () => {
    const { text, raw } = await render({ snapshot: snapshotWith(1) });
    expect(text).toContain('Ihr Kontakt: Paula Planer E-Mail: paula@planer.test');
    expect(text).not.toContain('Telefon: 030');
    expect(raw).not.toContain('/Subtype /Image');
  });

  for (const name of ['', 'chefin@example.test']) {
    it(`speaks for the team while the planner has no name (${JSON.stringify(name)}), never naming the address as a person`, async () => {
      const planner = { name, email: 'chefin@example.test', phone: '030 7654321', jobTitle: 'Eventplanerin', photoImageId: 'b1c2' };
      const plannerPhoto = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000000' } }).jpeg().toBuffer();
      const { text, raw } = await render({ snapshot: snapshotWith(1, { planner }), plannerPhoto });
      expect(text).toContain('Ihr Kontakt: das Team vom Weihnachtsfeier-Planer Telefon: 030 7654321 E-Mail: chefin@example.test');
      expect(text).toContain('Hinweis unseres Teams: Mein Favorit für Ihre Gruppe.');
      expect(text).not.toContain('Eventplanerin');
      expect(text).not.toContain('Kontakt: chefin@');
      expect(text).not.toContain('Hinweis von');
      expect(raw).not.toContain('/Subtype /Image');
    });
  }

  it('gives the same bytes for the same version', async () => {
    const snapshot = snapshotWith(2);
    expect((await render({ snapshot })).bytes.equals((await render({ snapshot })).bytes)).toBe(true);
  });

  it('names the file in ASCII', () => {
    expect(offerPdfFilename(snapshotWith(1), 2)).toBe('Angebot-Mueller-Soehne-GmbH-v2.pdf');
    const hostile = snapshotWith(1, { request: { ...snapshotWith(1).request, companyName: '../../etc/passwd "Café" 🎄' } });
    expect(offerPdfFilename(hostile, 1)).toBe('Angebot-etc-passwd-Cafe-v1.pdf');
    expect(offerPdfFilename(snapshotWith(1, { request: { ...snapshotWith(1).request, companyName: '🎄' } }), 3)).toBe('Angebot-v3.pdf');
  });
});

describe('the offer PDF without a planning fee', () => {
  it('leaves the whole to the venue and claims no invoice of ours', async () => {
    const snapshot = snapshotWith(1, { planningFee: null });
    const { text } = await render({ snapshot });
    const priced = priceOption(snapshot.options[0], 45, null);
    expect(text).toContain(words(`Den Gesamtbetrag von ${formatEuro(priced.total.gross)} stellt Ihnen die Location „Location 1“ direkt in Rechnung`));
    expect(text).not.toContain('Unsere Planungspauschale');
    expect(text).not.toContain('wir berechnen Ihnen nur');
  });
});
