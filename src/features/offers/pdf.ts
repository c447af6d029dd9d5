import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { BillingAddress, OfferOption, OfferSnapshot } from '@/db/schema';
import { formatEuro } from '@/lib/money';
import type { MailAttachment } from '@/lib/mail/outbox';
import type { Operator } from '@/lib/operator';
import { absoluteUrl } from '@/lib/seo';
import { BRAND, LOCALE, TERMS_PATH } from '@/lib/site';
import { formatLongDate } from '@/lib/time';
import { acceptanceText, capacityText, formatDateOption, formatDay, guestDropText, lineBasisText, personsText, vatText } from './format';
import { type PricedLine, type PricedOption, priceOffer, priceOption } from './prices';

/**
 * The offer as a PDF (A4, German): letterhead, the request, every option with its prices and terms, and, once
 * accepted, the company's choice. Every figure comes from priceOption/priceOffer and is written by formatEuro, so
 * the PDF says what the page and the mails say. PDF/A-3b (embedded DejaVu fonts, XMP identification, sRGB output
 * intent) and tagged, so the invoices can follow as e-invoices from the same writer.
 */

export interface OfferPdfInput {
  snapshot: OfferSnapshot;
  version: number;
  publishedAt: Date;
  operator: Operator;
  /** When the company has accepted: the choice, shown as "Angenommen am … – {Location}, {Datum}" and the billing address. */
  acceptance?: { optionIndex: number; dateIndex: number; participantCount: number; billing: BillingAddress; purchaseOrder: string | null; acceptedAt: Date };
}

export const OFFER_PDF_TITLE = 'Angebot für Ihre Weihnachtsfeier';

const UMLAUTS: Record<string, string> = { Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** "Angebot-Mueller-Soehne-GmbH-v2.pdf": ASCII only, so every mail client and browser keeps the name. */
export function offerPdfFilename(snapshot: OfferSnapshot, version: number): string {
  const company = snapshot.request.companyName
    .replace(/[ÄÖÜäöüß]/g, (letter) => UMLAUTS[letter])
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `Angebot-${company ? `${company}-` : ''}v${version}.pdf`;
}

// Fonts and fontkit are found at run time in the installed packages (pdfkit and dejavu-fonts-ttf are external to the
// Next bundle). createRequire comes through getBuiltinModule because Turbopack rewrites a require.resolve it can see
// into a module id (and tries to bundle a .ttf).
const resolveModule = process.getBuiltinModule('node:module').createRequire(import.meta.url);

interface Fonts {
  regular: string;
  bold: string;
  /** Whether both faces have a glyph for the character. */
  covers(codePoint: number): boolean;
}

interface FontkitFace {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

let loadedFonts: Fonts | undefined;

function fonts(): Fonts {
  if (loadedFonts) return loadedFonts;
  const fontFolder = path.join(path.dirname(resolveModule.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const regular = path.join(fontFolder, 'DejaVuSans.ttf');
  const bold = path.join(fontFolder, 'DejaVuSans-Bold.ttf');
  // pdfkit's own fontkit tells which characters the fonts lack: those would print as .notdef, which PDF/A forbids.
  const fontkit = process.getBuiltinModule('node:module').createRequire(resolveModule.resolve('pdfkit'))('fontkit') as { openSync(file: string): FontkitFace };
  const faces = [fontkit.openSync(regular), fontkit.openSync(bold)];
  loadedFonts = { regular, bold, covers: (codePoint) => faces.every((face) => face.hasGlyphForCodePoint(codePoint)) };
  return loadedFonts;
}

const REPLACEMENT = '\uFFFD';

/** Text as the fonts can print it: line breaks normalised, control characters as spaces, a character without a glyph (an emoji) as �. */
function printable(text: string, covers: Fonts['covers']): string {
  let result = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const codePoint = char.codePointAt(0)!;
    if (char === '\n') result += char;
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) result += ' ';
    else result += covers(codePoint) ? char : REPLACEMENT;
  }
  // An emoji sequence (joiners, variation selectors) becomes one mark.
  return result.replace(/\uFFFD[\uFFFD\u200D\uFE0F]*/g, REPLACEMENT);
}

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** pdfkit copies the document info into the XMP metadata unescaped: an "&" in the operator's name would break the XML. */
function escapeXmpInfo(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as { info: Record<string, unknown>; _addInfo(): void };
  const addInfo = target._addInfo;
  target._addInfo = function (this: typeof target) {
    const info = this.info;
    this.info = Object.fromEntries(Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? xmlEscape(value) : value]));
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}

const MARGIN = { top: 50, left: 50, right: 50, bottom: 78 };
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
const FOOTER_SIZE = 7;
const FOOTER_LINE = FOOTER_SIZE + 3;
const PAGE_NUMBER_WIDTH = 80;
const CELL_PAD = 3;
/** A table cell taller than this is cut with an ellipsis, so one overlong text cannot push a row past a page. */
const MAX_CELL_HEIGHT = 220;
/** Space after a table, in lines. */
const TABLE_GAP = 0.6;
/** Room for a level-2 heading with its spacing. */
const HEADING_SPACE = 40;
const GREY = '#555555';
const RULE = '#bbbbbb';

interface Column {
  width: number;
  align?: 'left' | 'right';
}

interface Row {
  /** Fewer cells than columns: the first cell spans the columns left over. */
  cells: string[];
  header?: boolean;
  bold?: boolean;
  /** A rule above the row (before a sum). */
  rule?: boolean;
  /** The first cell's alignment when it spans (a sum's label stands right, next to its amount). */
  labelAlign?: 'left' | 'right';
}

function rowHeight(cells: { height: number }[]): number {
  return Math.max(...cells.map((cell) => cell.height)) + 2 * CELL_PAD;
}

type Fact = [label: string, value: string];
const FACT_COLUMNS: Column[] = [{ width: 150 }, { width: CONTENT_WIDTH - 150 }];
const FACT_SIZE = 9;

function factRows(facts: Fact[]): Row[] {
  return facts.filter(([, value]) => value.trim()).map((cells) => ({ cells }));
}

/** Draws the document top to bottom; every block is a structure element of the tagged PDF. */
class OfferWriter {
  private readonly root: PDFKit.PDFStructureElement;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fontSet: Fonts,
  ) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
  }

  text(value: string): string {
    return printable(value, this.fontSet.covers);
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** The height of a page's content area. */
  get pageSpace(): number {
    return this.bottom - this.doc.page.margins.top;
  }

  /** A new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  block(tag: string, draw: () => void): void {
    this.root.add(this.doc.struct(tag, {}, draw));
  }

  heading(level: 1 | 2 | 3, value: string): void {
    const size = { 1: 18, 2: 13, 3: 10.5 }[level];
    this.ensureSpace(size * 4);
    this.doc.moveDown(level === 1 ? 0.2 : 0.8);
    this.block(`H${level}`, () => {
      this.doc.font(this.fontSet.bold).fontSize(size).fillColor('black').text(this.text(value), MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
    });
    this.doc.moveDown(0.3);
  }

  paragraph(value: string, { size = 9.5, bold = false, color = 'black' }: { size?: number; bold?: boolean; color?: string } = {}): void {
    if (!value.trim()) return;
    this.ensureSpace(size * 2.5);
    this.block('P', () => {
      this.doc
        .font(bold ? this.fontSet.bold : this.fontSet.regular)
        .fontSize(size)
        .fillColor(color)
        .text(this.text(value), MARGIN.left, this.doc.y, { width: CONTENT_WIDTH });
    });
    this.doc.fillColor('black').moveDown(0.4);
  }

  private rule(y: number): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    this.doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.doc.endMarkedContent();
  }

  /** A table; the header row is repeated on every page it continues on. */
  table(columns: Column[], rows: Row[], { size = 8.5 }: { size?: number } = {}): void {
    const doc = this.doc;
    const table = doc.struct('Table');
    this.root.add(table);
    const header = rows.find((row) => row.header);
    for (const row of rows) {
      const cells = this.layout(columns, row, size);
      if (doc.y + rowHeight(cells) > this.bottom) {
        doc.addPage();
        if (header && !row.header) this.row(table, this.layout(columns, header, size), header, size);
      }
      this.row(table, cells, row, size);
    }
    table.end();
    doc.x = MARGIN.left;
    doc.moveDown(TABLE_GAP);
  }

  /** The height table() will take (without page breaks). */
  tableHeight(columns: Column[], rows: Row[], { size = 8.5 }: { size?: number } = {}): number {
    return rows.reduce((sum, row) => sum + rowHeight(this.layout(columns, row, size)), 0) + this.doc.currentLineHeight(true) * TABLE_GAP;
  }

  private layout(columns: Column[], row: Row, size: number) {
    const spanned = columns.length - row.cells.length + 1;
    let x = MARGIN.left;
    return row.cells.map((value, index) => {
      const span = index === 0 ? columns.slice(0, spanned) : [columns[index + spanned - 1]];
      const width = span.reduce((sum, column) => sum + column.width, 0);
      const align = index === 0 && spanned > 1 ? (row.labelAlign ?? 'left') : (span[0].align ?? 'left');
      const text = this.text(value);
      this.doc.font(row.header || row.bold ? this.fontSet.bold : this.fontSet.regular).fontSize(size);
      const height = Math.min(this.doc.heightOfString(text, { width: width - 2 * CELL_PAD }), MAX_CELL_HEIGHT);
      const cell = { x, width, align, text, height };
      x += width;
      return cell;
    });
  }

  private row(table: PDFKit.PDFStructureElement, cells: ReturnType<OfferWriter['layout']>, row: Row, size: number): void {
    const doc = this.doc;
    const top = doc.y;
    if (row.rule) this.rule(top);
    const tableRow = doc.struct('TR');
    table.add(tableRow);
    for (const cell of cells) {
      tableRow.add(
        doc.struct(row.header ? 'TH' : 'TD', {}, () => {
          doc
            .font(row.header || row.bold ? this.fontSet.bold : this.fontSet.regular)
            .fontSize(size)
            .fillColor(row.header ? GREY : 'black')
            .text(cell.text, cell.x + CELL_PAD, top + CELL_PAD, { width: cell.width - 2 * CELL_PAD, height: cell.height, ellipsis: true, align: cell.align });
        }),
      );
    }
    tableRow.end();
    const bottom = top + rowHeight(cells);
    if (row.header) this.rule(bottom);
    doc.fillColor('black');
    doc.x = MARGIN.left;
    doc.y = bottom;
  }

  /** Label and value side by side. */
  facts(rows: Fact[]): void {
    this.table(FACT_COLUMNS, factRows(rows), { size: FACT_SIZE });
  }

  factsHeight(rows: Fact[]): number {
    return this.tableHeight(FACT_COLUMNS, factRows(rows), { size: FACT_SIZE });
  }

  finish(): void {
    this.root.end();
  }
}

function letterhead(writer: OfferWriter, operator: Operator): void {
  const { doc } = writer;
  const top = doc.y;
  writer.paragraph(operator.company, { size: 15, bold: true });
  const contact = [operator.street, `${operator.postalCode} ${operator.city}`, `Telefon: ${operator.phone}`, `E-Mail: ${operator.email}`].join('\n');
  const afterName = doc.y;
  writer.block('P', () => {
    doc
      .font(writer.fontSet.regular)
      .fontSize(8.5)
      .fillColor(GREY)
      .text(writer.text(contact), MARGIN.left + CONTENT_WIDTH / 2, top, { width: CONTENT_WIDTH / 2, align: 'right' });
  });
  doc.fillColor('black');
  doc.x = MARGIN.left;
  doc.y = Math.max(afterName, doc.y) + 12;
}

const PRICE_COLUMNS: Column[] = [
  { width: CONTENT_WIDTH - 80 - 48 - 88 - 44 - 80 },
  { width: 80 },
  { width: 48, align: 'right' },
  { width: 88, align: 'right' },
  { width: 44, align: 'right' },
  { width: 80, align: 'right' },
];

function lineRow(line: PricedLine): Row {
  return { cells: [line.text, lineBasisText(line), String(line.units), formatEuro(line.unitNetCents), `${line.vatRate} %`, formatEuro(line.netCents)] };
}

function sumRows(label: string, totals: PricedOption['total']): Row[] {
  return [
    { cells: [`${label} netto`, formatEuro(totals.net)], labelAlign: 'right', rule: true },
    ...totals.vatByRate.map((entry): Row => ({ cells: [`${vatText(entry.rate)} auf ${formatEuro(entry.net)}`, formatEuro(entry.vat)], labelAlign: 'right' })),
    { cells: [`${label} brutto`, formatEuro(totals.gross)], labelAlign: 'right', bold: true },
  ];
}

function priceRows(priced: PricedOption): Row[] {
  const rows: Row[] = [
    { cells: ['Leistung', 'Berechnung', 'Menge', 'Einzelpreis netto', 'MwSt.', 'Netto'], header: true },
    ...priced.lines.map(lineRow),
    ...sumRows('Location', priced.venue),
  ];
  if (priced.fee) rows.push({ ...lineRow(priced.fee), rule: true });
  rows.push(...sumRows('Gesamt', priced.total));
  rows.push({ cells: [`Preis pro Person (brutto, ${personsText(priced.participants)})`, formatEuro(priced.perHeadGross)], labelAlign: 'right', bold: true });
  return rows;
}

function minimumSpendText(priced: PricedOption): string {
  const minimum = priced.minimumSpend;
  if (!minimum) return 'kein Mindestumsatz';
  const state = minimum.reached ? 'erreicht' : `nicht erreicht, es fehlen ${formatEuro(minimum.shortfall)}`;
  return `${formatEuro(minimum.cents)} brutto für die Location – ${state}`;
}

function cancellationText(priced: PricedOption): string {
  return priced.cancellation.map((step) => `${step.daysBefore} Tage vor dem ersten Termin: ${step.percent} % = ${formatEuro(step.cents)}`).join('\n');
}

function optionSection(writer: OfferWriter, snapshot: OfferSnapshot, option: OfferOption, priced: PricedOption, index: number): void {
  const { venue } = option;
  const venueFacts: Fact[] = [
    ['Adresse', venue.address],
    ['Platz', capacityText(priced.capacity, venue, priced.participants)],
    ['Terminvorschläge', option.dates.map(formatDateOption).join('\n')],
    ['Website', venue.websiteUrl ?? ''],
  ];
  const prices = priceRows(priced);
  // An option starts on a new page unless its heading, facts and prices fit on this one.
  writer.ensureSpace(Math.min(HEADING_SPACE + writer.factsHeight(venueFacts) + writer.tableHeight(PRICE_COLUMNS, prices), writer.pageSpace));
  writer.heading(2, `Option ${index + 1}: ${venue.name}`);
  writer.facts(venueFacts);
  writer.table(PRICE_COLUMNS, prices);
  writer.facts([
    ['Mindestumsatz', minimumSpendText(priced)],
    ['Inklusive', option.included],
    ['Stornokosten', cancellationText(priced)],
    ['Reduzierung der Gästezahl', guestDropText(priced.guestDrop)],
    ['Termin reserviert bis', option.holdUntil ? formatDay(option.holdUntil) : 'keine Option vereinbart'],
  ]);
  if (option.note.trim()) writer.paragraph(`Hinweis von ${snapshot.planner.name}: ${option.note}`);
}

function acceptanceSection(writer: OfferWriter, snapshot: OfferSnapshot, acceptance: NonNullable<OfferPdfInput['acceptance']>): void {
  const option = snapshot.options[acceptance.optionIndex];
  const date = option?.dates[acceptance.dateIndex];
  if (!option || !date) throw new RangeError(`No option ${acceptance.optionIndex} with date ${acceptance.dateIndex} in this offer`);
  const priced = priceOption(option, acceptance.participantCount, snapshot.planningFee);
  const { billing } = acceptance;
  writer.heading(2, acceptanceText(acceptance.acceptedAt, option.venue.name, date));
  writer.facts([
    ['Termin', formatDateOption(date)],
    ['Teilnehmende', personsText(acceptance.participantCount)],
    ['Gesamt brutto', `${formatEuro(priced.total.gross)} (${formatEuro(priced.perHeadGross)} pro Person)`],
    ['Rechnungsadresse', [billing.company, billing.street, `${billing.postalCode} ${billing.city}`].join('\n')],
    ['Bestellnummer', acceptance.purchaseOrder ?? ''],
  ]);
}

function pageFooters(writer: OfferWriter, operator: Operator): void {
  const { doc, fontSet } = writer;
  const lines = [
    `${operator.company} · ${operator.street}, ${operator.postalCode} ${operator.city} · Telefon: ${operator.phone} · E-Mail: ${operator.email}`,
    `Registergericht: ${operator.registerCourt}, ${operator.registerNumber} · USt-IdNr.: ${operator.vatId}`,
    `Geschäftsführung: ${operator.representative}`,
  ].map((line) => writer.text(line));
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // Writing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const top = doc.page.height - MARGIN.bottom + 24;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(MARGIN.left, top - 6)
      .lineTo(MARGIN.left + CONTENT_WIDTH, top - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(fontSet.regular).fontSize(FOOTER_SIZE).fillColor(GREY);
    lines.forEach((line, index) => {
      // The last line shares its row with the page number.
      const width = index === lines.length - 1 ? CONTENT_WIDTH - PAGE_NUMBER_WIDTH : CONTENT_WIDTH;
      doc.text(line, MARGIN.left, top + index * FOOTER_LINE, { width, height: FOOTER_LINE, ellipsis: true, lineBreak: false });
    });
    doc.text(`Seite ${page - start + 1} von ${count}`, MARGIN.left + CONTENT_WIDTH - PAGE_NUMBER_WIDTH, top + (lines.length - 1) * FOOTER_LINE, {
      width: PAGE_NUMBER_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/** The offer version as PDF bytes. */
export async function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const { snapshot, version, publishedAt, operator, acceptance } = input;
  const fontSet = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    font: fontSet.regular,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    tagged: true,
    lang: LOCALE,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: `${OFFER_PDF_TITLE} (Version ${version})`,
      Author: operator.company,
      Creator: BRAND,
      // The document's moment, not the render's: the same version gives the same bytes.
      CreationDate: acceptance?.acceptedAt ?? publishedAt,
    },
  });
  escapeXmpInfo(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = new OfferWriter(doc, fontSet);
  const { request } = snapshot;
  const priced = priceOffer(snapshot);
  letterhead(writer, operator);
  writer.heading(1, OFFER_PDF_TITLE);
  writer.paragraph(`Version ${version} vom ${formatLongDate(publishedAt)} · gültig bis ${formatDay(snapshot.validUntil)}`, { color: GREY });
  if (acceptance) acceptanceSection(writer, snapshot, acceptance);
  writer.heading(2, 'Ihre Anfrage');
  writer.facts([
    ['Unternehmen', request.companyName],
    ['Ansprechperson', request.contactName],
    ['Stadt', request.cityName],
    ['Teilnehmende', personsText(request.participantCount)],
    ['Angebot gültig bis', formatDay(snapshot.validUntil)],
  ]);
  writer.heading(2, `Ihre Planung: ${snapshot.planner.name}`);
  writer.paragraph(snapshot.planner.email, { color: GREY });
  writer.paragraph(snapshot.coverNote);
  writer.heading(2, 'Überblick');
  writer.table(
    [{ width: 60 }, { width: CONTENT_WIDTH - 60 - 3 * 95 }, { width: 95, align: 'right' }, { width: 95, align: 'right' }, { width: 95, align: 'right' }],
    [
      { cells: ['Option', 'Location', 'Gesamt netto', 'Gesamt brutto', 'pro Person'], header: true },
      ...snapshot.options.map((option, index): Row => ({
        cells: [String(index + 1), option.venue.name, formatEuro(priced[index].total.net), formatEuro(priced[index].total.gross), formatEuro(priced[index].perHeadGross)],
      })),
    ],
  );
  snapshot.options.forEach((option, index) => optionSection(writer, snapshot, option, priced[index], index));
  writer.heading(2, 'Bedingungen');
  writer.paragraph(
    [
      `Alle Preise in Euro; zu den Nettobeträgen kommt die Umsatzsteuer mit dem je Position ausgewiesenen Satz. Die Preise gelten für ${personsText(request.participantCount)}; der Preis pro Person ist der Bruttobetrag geteilt durch die Teilnehmendenzahl.`,
      `Dieses Angebot ist gültig bis ${formatDay(snapshot.validUntil)}. Sie nehmen es auf Ihrer Angebotsseite an, indem Sie eine Location und einen Termin wählen. Stornokosten, eine kostenfreie Reduzierung der Gästezahl und die Reservierung des Termins richten sich nach den oben genannten Bedingungen der jeweiligen Location.`,
      `Es gelten unsere Allgemeinen Geschäftsbedingungen: ${absoluteUrl(TERMS_PATH)}`,
    ].join('\n\n'),
  );
  writer.finish();
  pageFooters(writer, operator);
  doc.end();
  return done;
}

/** The offer's PDF as a mail attachment (the publish mail, the acceptance confirmation). */
export async function offerPdfAttachment(input: OfferPdfInput): Promise<MailAttachment> {
  return { filename: offerPdfFilename(input.snapshot, input.version), contentType: 'application/pdf', content: await renderOfferPdf(input) };
}
