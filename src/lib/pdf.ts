import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { create as createQrCode, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { BRAND, LOCALE } from '@/lib/site';

/**
 * The house's PDF writer (offers, invoices): A4, German, PDF/A-3b (embedded DejaVu fonts, XMP identification, sRGB
 * output intent) and tagged. Blocks (headings, paragraphs, tables, label/value facts) are drawn top to bottom, each
 * a structure element; the footer with the page numbers is drawn last on every page.
 */

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

/**
 * The characters of a text that a document would not print as typed: control characters (but line breaks),
 * invisible format characters (a right-to-left override turns a text around) and those the fonts lack (an emoji).
 * A frozen document must say what its data says, so its form refuses them instead of printing a substitute.
 */
export function unprintableCharacters(text: string): string[] {
  const { covers } = fonts();
  const found = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (char === '\n' || char === '\r') continue;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || /[\p{Cf}\p{Co}\p{Cs}]/u.test(char) || !covers(codePoint)) found.add(char);
  }
  return [...found];
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

interface PdfKitReference {
  buffer: Uint8Array[];
  finalize(): void;
}

/**
 * pdfkit writes an embedded file's /Params /CheckSum as the 32 hex digits of its MD5 in a text string; ISO 32000
 * (7.11.4, the embedded file parameter dictionary) defines it as the 16 bytes of the MD5 of the uncompressed file,
 * a byte string. A file attached through `doc.file` gets those bytes, written as a hex string <…>: its stream
 * object is written when the stream ends, so the checksum is set from the stream's bytes just before.
 */
function binaryCheckSums(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as { file(...args: unknown[]): unknown; ref(data: Record<string, unknown>): PdfKitReference };
  const file = target.file;
  target.file = function (this: typeof target, ...args: unknown[]) {
    const ref = this.ref;
    this.ref = function (this: typeof target, data) {
      const made = ref.call(this, data);
      if (data.Type === 'EmbeddedFile') {
        const finalize = made.finalize;
        made.finalize = function (this: PdfKitReference) {
          (data.Params as { CheckSum: unknown }).CheckSum = createHash('md5').update(Buffer.concat(this.buffer)).digest();
          finalize.call(this);
        };
      }
      return made;
    };
    try {
      return file.apply(this, args);
    } finally {
      this.ref = ref;
    }
  };
}

export const MARGIN = { top: 50, left: 50, right: 50, bottom: 78 };
const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
const FOOTER_SIZE = 7;
const FOOTER_LINE = FOOTER_SIZE + 3;
const PAGE_NUMBER_WIDTH = 80;
const CELL_PAD = 3;
/** A table cell taller than this is cut with an ellipsis, so one overlong text cannot push a row past a page. */
const MAX_CELL_HEIGHT = 220;
/** Space after a table, in lines. */
const TABLE_GAP = 0.6;
/** Room for a level-2 heading with its spacing. */
export const HEADING_SPACE = 40;
export const GREY = '#555555';
const RULE = '#bbbbbb';

export interface Column {
  width: number;
  align?: 'left' | 'right';
}

export interface Row {
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

export type Fact = [label: string, value: string];
const FACT_COLUMNS: Column[] = [{ width: 150 }, { width: CONTENT_WIDTH - 150 }];
const FACT_SIZE = 9;
/** Modules of white around a QR code (ISO/IEC 18004). */
const QR_QUIET_ZONE = 4;

function factRows(facts: Fact[]): Row[] {
  return facts.filter(([, value]) => value.trim()).map((cells) => ({ cells }));
}

/** Draws the document top to bottom; every block is a structure element of the tagged PDF. */
export class PdfWriter {
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

  private row(table: PDFKit.PDFStructureElement, cells: ReturnType<PdfWriter['layout']>, row: Row, size: number): void {
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

  /**
   * A QR code (`size` points wide, without its quiet zone), drawn as vector squares, one per run of dark modules in
   * a row: a figure with its alternative text, and its caption to its right. Four modules around it stay blank,
   * the quiet zone the standard asks for.
   */
  qrCode(text: string, { size, caption, alt, errorCorrectionLevel = 'M' }: { size: number; caption: string; alt: string; errorCorrectionLevel?: QRCodeErrorCorrectionLevel }): void {
    const doc = this.doc;
    const { modules } = createQrCode(text, { errorCorrectionLevel });
    const moduleSize = size / modules.size;
    const quiet = QR_QUIET_ZONE * moduleSize;
    this.ensureSpace(size + 2 * quiet);
    const left = MARGIN.left;
    const top = doc.y + quiet;
    this.root.add(
      doc.struct('Figure', { alt: this.text(alt) }, () => {
        for (let row = 0; row < modules.size; row++) {
          for (let column = 0; column < modules.size; ) {
            if (!modules.get(row, column)) {
              column++;
              continue;
            }
            const start = column;
            while (column < modules.size && modules.get(row, column)) column++;
            doc.rect(left + start * moduleSize, top + row * moduleSize, (column - start) * moduleSize, moduleSize);
          }
        }
        doc.fillColor('black').fill();
      }),
    );
    const captionLeft = left + size + Math.max(quiet, 12);
    doc.font(this.fontSet.regular).fontSize(FACT_SIZE);
    const captionText = this.text(caption);
    const captionHeight = doc.heightOfString(captionText, { width: MARGIN.left + CONTENT_WIDTH - captionLeft });
    this.block('P', () => {
      doc.fillColor(GREY).text(captionText, captionLeft, top + (size - captionHeight) / 2, { width: MARGIN.left + CONTENT_WIDTH - captionLeft });
    });
    doc.fillColor('black');
    doc.x = MARGIN.left;
    doc.y = top + size + quiet;
  }

  finish(): void {
    this.root.end();
  }
}

/** The sender's name on the left, its contact lines on the right. */
export function letterhead(writer: PdfWriter, sender: { name: string; street: string; postalCode: string; city: string; phone: string; email: string }): void {
  const { doc } = writer;
  const top = doc.y;
  writer.paragraph(sender.name, { size: 15, bold: true });
  const contact = [sender.street, `${sender.postalCode} ${sender.city}`, `Telefon: ${sender.phone}`, `E-Mail: ${sender.email}`].join('\n');
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

/** The footer lines on every page, the last one next to "Seite n von m". */
function pageFooters(writer: PdfWriter, footerLines: string[]): void {
  const { doc, fontSet } = writer;
  const lines = footerLines.map((line) => writer.text(line));
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

export interface PdfOptions {
  title: string;
  author: string;
  /** The document's moment, not the render's: the same document gives the same bytes. */
  createdAt: Date;
  /** The footer on every page (the sender's imprint). */
  footer: string[];
}

/**
 * A new PDF/A-3b document and its writer; `finish()` draws the footers, ends the document and resolves to its bytes.
 * Before that the caller may attach files and XMP (`writer.doc.file`, `writer.doc.appendXML`).
 */
export function createPdf(options: PdfOptions): { writer: PdfWriter; finish(): Promise<Buffer> } {
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
    info: { Title: options.title, Author: options.author, Creator: BRAND, CreationDate: options.createdAt },
  });
  escapeXmpInfo(doc);
  binaryCheckSums(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new PdfWriter(doc, fontSet);
  return {
    writer,
    finish() {
      writer.finish();
      pageFooters(writer, options.footer);
      doc.end();
      return done;
    },
  };
}
