import { BRAND } from '@/lib/site';

// The company's words (German) of its offer page, the PDF and the mails. The planner's screens speak the admin's
// language: their words are in src/i18n/messages/{en,de}/offers.json.

/** The words of the company's offer page (German), its forms and its refusals. */
export const PUBLIC_TEXTS = {
  metaTitle: 'Ihr Angebot – Weihnachtsfeier-Planer',
  unknown: 'Unter diesem Link gibt es kein Angebot.',
  revoked: 'Dieser Angebotslink ist nicht mehr gültig.',
  revokedText: 'Ihre Planerin oder Ihr Planer hat diesen Link zurückgezogen. Bitte fragen Sie uns nach dem aktuellen Link zu Ihrem Angebot.',
  expired: {
    title: 'Dieses Angebot ist abgelaufen',
    text: 'Die Gültigkeit dieses Angebots ist vorbei, die Locations halten die Termine nicht mehr für Sie frei. Gern prüfen wir die Termine neu und schicken Ihnen ein aktuelles Angebot.',
  },
  alreadyAccepted: 'Dieses Angebot wurde bereits angenommen. Eine zweite Auswahl ist nicht möglich; an der Zusage hat sich nichts geändert.',
  outdated: 'Das Angebot wurde inzwischen überarbeitet. Bitte sehen Sie sich die aktuelle Fassung unten an und wählen Sie dann erneut.',
  rateLimited: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  failure: 'Das hat leider nicht geklappt. Bitte versuchen Sie es noch einmal oder rufen Sie uns an.',
  fixErrors: 'Bitte prüfen Sie die markierten Angaben.',
  questionSent: 'Vielen Dank, Ihre Frage ist bei uns angekommen. Wir melden uns so bald wie möglich.',
  choose: 'Diese Location wählen',
  submitChoice: 'Verbindlich annehmen',
  pdf: 'PDF herunterladen',
} as const;

/** The words of the company's offer as its page and the planner's preview show it: the head, the comparison, the notes. */
export const OFFER_VIEW_TEXTS = {
  eyebrow: (version: number) => `Ihr Angebot · Fassung ${version}`,
  title: (companyName: string) => `Weihnachtsfeier für ${companyName}`,
  city: 'Stadt',
  participants: 'Teilnehmerzahl',
  /** Once accepted: the offer's count, apart from the one the company accepted for. */
  participantsOffered: 'Teilnehmerzahl im Angebot',
  persons: (count: number) => `${count} Personen`,
  validity: 'Gültigkeit',
  validUntil: (day: string) => `gültig bis ${day}`,
  /** The planner's card on the page and in the PDF; the team while the planner has no name (`plannerName`). */
  contact: (plannerName: string | undefined) => `Ihr Kontakt: ${plannerName ?? `das Team vom ${BRAND}`}`,
  contactPhone: 'Telefon',
  contactEmail: 'E-Mail',
  /** Under the cover note: who wrote it. */
  signedBy: (plannerName: string | undefined) => `– ${plannerName ?? `Ihr Team vom ${BRAND}`}`,
  comparisonTitle: 'Ihre Locations im Vergleich',
  pricesFor: (count: number) => `Alle Preise für ${count} Personen, inklusive unserer Planungspauschale.`,
  fee: (feeText: string, net: string) => `${feeText}: ${net} netto zzgl. 19 % MwSt., in jeder Summe enthalten.`,
  /** Beside the fee: who bills what (the terms' „Zahlungsbedingungen“); each option's own split stands under its total. */
  billedBy: 'Den Anteil der Location stellt Ihnen die Location selbst in Rechnung; wir berechnen Ihnen nur unsere Planungspauschale.',
  tableLabel: 'Vergleichstabelle',
  tableCaption: 'Vergleich der Locations: Fakten, Preise und Bedingungen je Option',
  option: (n: number) => `Option ${n}`,
  optionTitle: (n: number, venueName: string) => `Option ${n}: ${venueName}`,
  priceLines: 'Preiszeilen',
  notesTitle: (plannerName: string | undefined) => (plannerName ? `Anmerkungen von ${plannerName}` : 'Anmerkungen unseres Teams'),
  noteOption: (n: number, venueName: string) => `Option ${n} (${venueName}):`,
} as const;

/** The words of an option's facts, the comparison table's rows and the cards' entries (the capacity also in the PDF). */
export const OFFER_FACTS_TEXTS = {
  labels: {
    photo: 'Foto',
    venue: 'Location und Adresse',
    capacity: 'Platz für Ihre Gruppe',
    dates: 'Termine',
    perHead: 'Preis pro Person (brutto)',
    net: 'Summe netto',
    vat7: 'MwSt. 7 %',
    vat19: 'MwSt. 19 %',
    gross: 'Gesamtbetrag brutto',
    billing: 'Rechnungsstellung',
    minimumSpend: 'Mindestumsatz',
    included: 'Inklusive',
    cancellation: 'Stornokosten vor dem ersten Termin',
    guestDrop: 'Weniger Gäste',
    holdUntil: 'Option bis',
  },
  noPhoto: 'Kein Foto',
  photoAlt: (venueName: string) => `Foto: ${venueName}`,
  noMinimumSpend: 'Kein Mindestumsatz',
  minimumSpend: (gross: string) => `${gross} brutto –`,
  reached: 'von Ihrer Summe erreicht',
  notReached: (shortfall: string) => `nicht erreicht, es fehlen ${shortfall}`,
  cancellationStep: (daysBefore: number, day: string | undefined, amount: string, percent: number) =>
    `${daysBefore === 0 ? 'am Tag der Feier' : daysBefore === 1 ? '1 Tag vorher' : `${daysBefore} Tage vorher`}${day ? ` (${day})` : ''}: ${amount} (${percent} %)`,
  /** The share due today, every deadline already passed merged into it; the PDF adds the day it was made (`asOf`). */
  cancellationNow: (amount: string, percent: number, asOf?: string) => `ab sofort${asOf ? ` (Stand ${asOf})` : ''}: ${amount} (${percent} %)`,
  cancellationFreeUntil: (day: string) => `bis ${day} kostenfrei`,
  cancellationNone: 'keine Stornokosten',
  noHoldUntil: 'Keine Optionsfrist',
  seated: (seats: number, participants: number) => `Passt: ${seats} Sitzplätze für ${participants} Personen`,
  standingOnly: (standing: number, participants: number, seats: number) => `Nur stehend: ${standing} Stehplätze für ${participants} Personen (${seats} Sitzplätze)`,
  tooSmall: (max: number) => `Zu klein: höchstens ${max} Personen`,
} as const;

/** The words of an option's expandable price lines. */
export const PRICE_LINES_TEXTS = {
  show: 'Preiszeilen ansehen',
  caption: (venueName: string) => `Preiszeilen: ${venueName}`,
  position: 'Position',
  net: 'Netto',
  totalNet: 'Summe netto',
  vatOn: (vat: string, net: string) => `${vat} auf ${net}`,
  totalGross: 'Gesamtbetrag brutto',
} as const;

/** The words of the choice form (date, guests, billing address, terms) on the company's offer page. */
export const CHOICE_FORM_TEXTS = {
  title: (n: number, venueName: string) => `Ihre Wahl: Option ${n} – ${venueName}`,
  dateLegend: (venueName: string) => `Termin bei ${venueName}`,
  participantCount: 'Teilnehmerzahl',
  participantHint: (maxParticipants: number) => `Höchstens ${maxParticipants} Personen (so viele fasst die Location).`,
  /** Beside the accept button: the total for the offer's group, then who bills what of it (BILLING_TEXTS). */
  total: (persons: string, gross: string) => `Gesamtbetrag für ${persons}: ${gross} brutto.`,
  totalHint: 'Bei einer anderen Teilnehmerzahl ändern sich die Positionen pro Person; Ihre Bestätigung nennt den Betrag für Ihre Angabe.',
  billingAddress: 'Rechnungsadresse',
  company: 'Firma',
  street: 'Straße und Hausnummer',
  postalCode: 'PLZ',
  city: 'Ort',
  purchaseOrder: 'Bestellnummer (optional)',
  message: 'Nachricht an uns (optional)',
  termsBefore: 'Ich akzeptiere die',
  termsLink: 'Allgemeinen Geschäftsbedingungen',
  newTab: ' (öffnet in neuem Tab)',
  termsAfter: 'und nehme dieses Angebot verbindlich an.',
  /** Beside the accept button: what cancelling costs once accepted, e.g. „ab sofort 2.133,30 € (50 %), ab 04.12.2026 3.413,28 € (80 %)“. */
  cancellation: (run: string) => `Wenn Sie heute annehmen und später absagen: ${run}.`,
  cancellationByDate: 'Wenn Sie heute annehmen und später absagen, je nach Termin:',
  cancellationOfDates: (days: readonly string[], run: string) => `${days.length > 1 ? 'Termine' : 'Termin'} ${days.join(' und ')}: ${run}`,
  cancellationNow: (amount: string, percent: number) => `ab sofort ${amount} (${percent} %)`,
  cancellationFrom: (day: string, amount: string, percent: number) => `ab ${day} ${amount} (${percent} %)`,
} as const;

/** The words of the question section ("Frage zum Angebot") on the company's offer page. */
export const QUESTION_TEXTS = {
  title: 'Frage zum Angebot',
  intro: 'Etwas unklar, oder brauchen Sie eine Änderung? Schreiben Sie uns, wir antworten per E-Mail.',
  label: 'Ihre Frage',
  hint: (maxLength: number) => `Höchstens ${maxLength} Zeichen. Die Antwort kommt per E-Mail.`,
  submit: 'Frage senden',
} as const;

/** The words of the page of a link that opens no offer. */
export const GONE_TEXTS = {
  unknownTitle: 'Angebot nicht gefunden',
  checkLink: 'Bitte prüfen Sie, ob der Link aus unserer E-Mail vollständig ist.',
  reachUs: 'So erreichen Sie uns: Telefon',
  orMail: 'oder E-Mail an',
} as const;

/**
 * Who bills what of an option's total, beside every total the company reads (comparison, PDF, choice form, its
 * accepted offer, the confirmation mails), as the terms say it (§ Zahlungsbedingungen: the fee after the booking,
 * the venue's costs by the venue's own invoice and terms). „Davon“ where the total stands right above; `…OfTotal`
 * names the total where it does not (a mail's paragraph, the PDF's facts).
 */
export const BILLING_TEXTS = {
  venue: (venueName: string, amount: string) => `Davon stellt Ihnen die Location „${venueName}“ ${amount} direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`,
  venueOfTotal: (total: string, venueName: string, amount: string) =>
    `Vom Gesamtbetrag von ${total} stellt Ihnen die Location „${venueName}“ ${amount} direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`,
  /** Without a planning fee the venue bills it all. */
  venueAll: (venueName: string) => `Diesen Betrag stellt Ihnen die Location „${venueName}“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`,
  venueAllOfTotal: (total: string, venueName: string) => `Den Gesamtbetrag von ${total} stellt Ihnen die Location „${venueName}“ direkt in Rechnung, nach ihren eigenen Zahlungsbedingungen.`,
  fee: (amount: string) => `Unsere Planungspauschale von ${amount} stellen wir Ihnen nach der Buchung der Location in Rechnung.`,
} as const;

/** The words of the company's accepted offer, at the top of its page once it has said yes. */
export const ACCEPTED_TEXTS = {
  title: 'Ihre Zusage',
  option: 'Ihre Wahl',
  optionValue: (n: number, venueName: string) => `Option ${n} – ${venueName}`,
  date: 'Termin',
  participants: 'Teilnehmerzahl',
  total: 'Gesamtbetrag brutto',
  totalValue: (gross: string, perHead: string) => `${gross} (${perHead} pro Person)`,
  billing: 'Rechnungsstellung',
  cancellation: 'Wenn Sie absagen',
  guestDrop: 'Weniger Gäste',
  billingAddress: 'Rechnungsadresse',
  purchaseOrder: 'Bestellnummer',
  noPurchaseOrder: 'keine angegeben',
  /** Over the comparison that follows: it is the offer as sent, priced for its own group. */
  below: (persons: string) => `Darunter steht Ihr Angebot, wie wir es Ihnen geschickt haben, mit den Preisen für ${persons}.`,
} as const;
