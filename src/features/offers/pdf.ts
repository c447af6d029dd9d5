import 'server-only';
import type { OfferOption, OfferSnapshot, SnapshotPlanner } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import { formatEuro } from '@/lib/money';
import type { MailAttachment } from '@/lib/mail/outbox';
import type { Operator } from '@/lib/operator';
import { type Column, CONTENT_WIDTH, createPdf, type Fact, GREY, HEADING_SPACE, letterhead, MARGIN, type PdfWriter, type Row } from '@/lib/pdf';
import { absoluteUrl } from '@/lib/seo';
import { TERMS_PATH } from '@/lib/site';
import { berlinToday, type Day, formatLongDate } from '@/lib/time';
import { type AcceptedChoice, acceptanceText, acceptedOf, billingLines, cancellationLines, capacityText, formatDateOption, formatDay, guestDropText, lineBasisText, personsText, vatText } from './format';
import { cancellationSchedule, firstDay, type PricedLine, type PricedOption, priceOffer } from './prices';
import { OFFER_FACTS_TEXTS, OFFER_VIEW_TEXTS } from './texts';

/**
 * The offer as a PDF (A4, German): letterhead, the request, every option with its prices and terms, and, once
 * accepted, the company's choice. Every figure comes from priceOption/priceOffer and is written by formatEuro, so
 * the PDF says what the page and the mails say. Written by lib/pdf.ts (PDF/A-3b, tagged), like the invoices.
 */

export interface OfferPdfInput {
  snapshot: OfferSnapshot;
  version: number;
  publishedAt: Date;
  operator: Operator;
  /** When the company has accepted: the choice, shown as "Angenommen am … – {Location}, {Datum}" and the billing address. */
  acceptance?: AcceptedChoice;
  /**
   * The planner's portrait as JPEG or PNG bytes (pdfkit reads no WebP), loaded and converted by the caller
   * (`plannerPhotoForPdf`); none when the planner has none.
   */
  plannerPhoto?: Buffer;
  /** The Berlin day the PDF is made (default: today): the cancellation costs are stated as of it. */
  today?: Day;
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

/** The terms as the page states them, as of `today` (named beside „ab sofort“: the reader may open the file later). */
function cancellationText(option: OfferOption, priced: PricedOption, eventDay: Day | undefined, today: Day): string {
  if (!eventDay) return '';
  return cancellationLines(cancellationSchedule(option.cancellationTerms, priced.venue.gross, eventDay, today), today).join('\n');
}

function optionSection(writer: PdfWriter, snapshot: OfferSnapshot, option: OfferOption, priced: PricedOption, index: number, today: Day): void {
  const { venue } = option;
  const venueFacts: Fact[] = [
    ['Adresse', venue.address],
    ['Platz', capacityText(priced.capacity, venue, priced.participants)],
    ['Terminvorschläge', option.dates.map((date) => formatDateOption(date)).join('\n')],
    ['Website', venue.websiteUrl ?? ''],
  ];
  const prices = priceRows(priced);
  // An option starts on a new page unless its heading, facts and prices fit on this one.
  writer.ensureSpace(Math.min(HEADING_SPACE + writer.factsHeight(venueFacts) + writer.tableHeight(PRICE_COLUMNS, prices), writer.pageSpace));
  writer.heading(2, `Option ${index + 1}: ${venue.name}`);
  writer.facts(venueFacts);
  writer.table(PRICE_COLUMNS, prices);
  writer.facts([
    [OFFER_FACTS_TEXTS.labels.billing, billingLines(venue.name, priced, { apart: true }).join('\n')],
    ['Mindestumsatz', minimumSpendText(priced)],
    ['Inklusive', option.included],
    [OFFER_FACTS_TEXTS.labels.cancellation, cancellationText(option, priced, firstDay(option.dates), today)],
    ['Reduzierung der Gästezahl', guestDropText(priced.guestDrop)],
    ['Termin reserviert bis', option.holdUntil ? formatDay(option.holdUntil) : 'keine Option vereinbart'],
  ]);
  if (option.note.trim()) writer.paragraph(`${noteBy(plannerName(snapshot.planner))}: ${option.note}`);
}

const noteBy = (name: string | undefined) => (name ? `Hinweis von ${name}` : 'Hinweis unseres Teams');

/** The portrait's side in points, drawn round beside the planner's lines. */
const PHOTO_SIZE = 56;
const PHOTO_GAP = 12;

/**
 * „Ihr Kontakt: Katrin Vogel“, as the offer page's card: the job title, the direct line and the address, with the
 * portrait beside them where there is one. While the planner has no name, the heading names the team (never the
 * address as a name), and no portrait stands without a name.
 */
function contactSection(writer: PdfWriter, planner: SnapshotPlanner, photo: Buffer | undefined): void {
  const name = plannerName(planner);
  const jobTitle = name ? planner.jobTitle?.trim() : undefined;
  const phone = planner.phone?.trim();
  const lines = [
    ...(jobTitle ? [jobTitle] : []),
    ...(phone ? [`${OFFER_VIEW_TEXTS.contactPhone}: ${phone}`] : []),
    `${OFFER_VIEW_TEXTS.contactEmail}: ${planner.email}`,
  ].join('\n');
  const portrait = name ? photo : undefined;
  // The heading stays with its lines (and the portrait) on one page.
  writer.ensureSpace(HEADING_SPACE + (portrait ? PHOTO_SIZE : writer.doc.currentLineHeight(true) * 3));
  writer.heading(2, OFFER_VIEW_TEXTS.contact(name));
  if (!portrait) {
    writer.paragraph(lines, { color: GREY });
    return;
  }
  const { doc } = writer;
  const top = doc.y;
  // Decoration beside the name the heading prints: an artifact, so a screen reader reads the name once.
  doc.markContent('Artifact', { type: 'Layout' });
  doc.save();
  doc.circle(MARGIN.left + PHOTO_SIZE / 2, top + PHOTO_SIZE / 2, PHOTO_SIZE / 2).clip();
  doc.image(portrait, MARGIN.left, top, { cover: [PHOTO_SIZE, PHOTO_SIZE], align: 'center', valign: 'center' });
  doc.restore();
  doc.endMarkedContent();
  writer.block('P', () => {
    doc
      .font(writer.fontSet.regular)
      .fontSize(9.5)
      .fillColor(GREY)
      .text(writer.text(lines), MARGIN.left + PHOTO_SIZE + PHOTO_GAP, top + 4, { width: CONTENT_WIDTH - PHOTO_SIZE - PHOTO_GAP });
  });
  doc.fillColor('black');
  doc.x = MARGIN.left;
  doc.y = Math.max(top + PHOTO_SIZE, doc.y) + 8;
}

function acceptanceSection(writer: PdfWriter, snapshot: OfferSnapshot, acceptance: NonNullable<OfferPdfInput['acceptance']>, today: Day): void {
  const { option, date, priced } = acceptedOf(snapshot, acceptance);
  const { billing } = acceptance;
  writer.heading(2, acceptanceText(acceptance.acceptedAt, option.venue.name, date));
  writer.facts([
    ['Termin', formatDateOption(date)],
    ['Teilnehmende', personsText(acceptance.participantCount)],
    ['Gesamt brutto', `${formatEuro(priced.total.gross)} (${formatEuro(priced.perHeadGross)} pro Person)`],
    [OFFER_FACTS_TEXTS.labels.billing, billingLines(option.venue.name, priced).join('\n')],
    ['Stornokosten', cancellationText(option, priced, date.date, today)],
    ['Rechnungsadresse', [billing.company, billing.street, `${billing.postalCode} ${billing.city}`].join('\n')],
    ['Bestellnummer', acceptance.purchaseOrder ?? ''],
  ]);
}


/** The offer version as PDF bytes. */
export async function renderOfferPdf(input: OfferPdfInput): Promise<Buffer> {
  const { snapshot, version, publishedAt, operator, acceptance, plannerPhoto, today = berlinToday() } = input;
  const { writer, finish } = createPdf({
    title: `${OFFER_PDF_TITLE} (Version ${version})`,
    author: operator.company,
    createdAt: acceptance?.acceptedAt ?? publishedAt,
    footer: [
      `${operator.company} · ${operator.street}, ${operator.postalCode} ${operator.city} · Telefon: ${operator.phone} · E-Mail: ${operator.email}`,
      `Registergericht: ${operator.registerCourt}, ${operator.registerNumber} · USt-IdNr.: ${operator.vatId}`,
      `Geschäftsführung: ${operator.representative}`,
    ],
  });
  const { request } = snapshot;
  const priced = priceOffer(snapshot);
  letterhead(writer, { ...operator, name: operator.company });
  writer.heading(1, OFFER_PDF_TITLE);
  writer.paragraph(`Version ${version} vom ${formatLongDate(publishedAt)} · gültig bis ${formatDay(snapshot.validUntil)}`, { color: GREY });
  if (acceptance) acceptanceSection(writer, snapshot, acceptance, today);
  writer.heading(2, 'Ihre Anfrage');
  writer.facts([
    ['Unternehmen', request.companyName],
    ['Ansprechperson', request.contactName],
    ['Stadt', request.cityName],
    ['Teilnehmende', personsText(request.participantCount)],
    ['Angebot gültig bis', formatDay(snapshot.validUntil)],
  ]);
  contactSection(writer, snapshot.planner, plannerPhoto);
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
  snapshot.options.forEach((option, index) => optionSection(writer, snapshot, option, priced[index], index, today));
  writer.heading(2, 'Bedingungen');
  writer.paragraph(
    [
      `Alle Preise in Euro; zu den Nettobeträgen kommt die Umsatzsteuer mit dem je Position ausgewiesenen Satz. Die Preise gelten für ${personsText(request.participantCount)}; der Preis pro Person ist der Bruttobetrag geteilt durch die Teilnehmendenzahl.`,
      `Dieses Angebot ist gültig bis ${formatDay(snapshot.validUntil)}. Sie nehmen es auf Ihrer Angebotsseite an, indem Sie eine Location und einen Termin wählen. Stornokosten, eine kostenfreie Reduzierung der Gästezahl und die Reservierung des Termins richten sich nach den oben genannten Bedingungen der jeweiligen Location.`,
      ...(snapshot.planningFee ? [OFFER_VIEW_TEXTS.billedBy] : []),
      `Es gelten unsere Allgemeinen Geschäftsbedingungen: ${absoluteUrl(TERMS_PATH)}`,
    ].join('\n\n'),
  );
  return finish();
}

/** The offer's PDF as a mail attachment (the publish mail, the acceptance confirmation). */
export async function offerPdfAttachment(input: OfferPdfInput): Promise<MailAttachment> {
  return { filename: offerPdfFilename(input.snapshot, input.version), contentType: 'application/pdf', content: await renderOfferPdf(input) };
}
