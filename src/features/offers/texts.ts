import { BRAND } from '@/lib/site';

/** The words of the planner's offer screens (the admin speaks English). */
export const BUILDER_TEXTS = {
  create: 'Create offer',
  edit: 'Edit offer',
  chooseVenues: `Choose 2 to 6 venues.`,
  venueGone: 'A chosen venue no longer exists or is archived; choose again.',
  venuesSaved: 'Venues chosen',
  draftSaved: 'Draft saved',
  published: (version: number) => `Version ${version} published; the requester gets the mail with the link.`,
  invalid: 'Please correct the marked fields.',
  stale: 'Someone else saved this offer meanwhile. Reload to see their changes; your input is kept below.',
  accepted: 'The company has accepted this offer; it can no longer be changed.',
  requestGone: 'This request no longer exists.',
  noOffer: 'Choose the venues first.',
  saveFailed: 'The offer could not be saved.',
  revoked: 'Link revoked. The next publication makes a new one.',
  revokeFailed: 'The link could not be revoked.',
  revokeConfirm: {
    title: 'Revoke the offer link?',
    description: 'The company can no longer open its offer page with the link it has. Publishing a new version sends a new link.',
  },
} as const;

/** The words of the planner's offer screen of a request: the venue step, the builder around its form, the versions and the link. */
export const BUILDER_SCREEN_TEXTS = {
  title: (companyName: string) => `Offer for ${companyName}`,
  back: '← Back to the request',
  participants: (count: number) => `${count} participants`,
  versionsPublished: (count: number) => `${count} version(s) published`,
  notPublished: 'draft, not published',
  preview: 'Preview the saved draft as the company will see it',
  versionsTitle: 'Published versions',
  noVersions: 'Not published yet.',
  version: (version: number) => `Version ${version}`,
  shownByLink: ' · shown by the link',
  viewVersion: 'View as the company sees it',
  linkTitle: 'Private link',
  linkLive: 'The link in the mail opens the newest version.',
  linkRevoked: (at: string) => `Revoked on ${at}. The next publication sends a new link.`,
  revokeLink: 'Revoke link',
} as const;

/** The words of step 1 of an offer: the planner ticks its venues. */
export const VENUE_PICKER_TEXTS = {
  legend: 'Venues of the offer',
  hint: "Choose 2 to 6 venues. Suggested: in the request's city and large enough for its group.",
  noVenues: 'The catalogue has no venues yet.',
  capacity: (seated: number, standing: number) => `${seated} seated / ${standing} standing`,
  suggested: 'Suggested',
  saving: 'Saving...',
  submit: 'Continue with these venues',
} as const;

/** The words of the builder's form: one section per chosen venue, the offer-wide fields, the buttons. */
export const BUILDER_FORM_TEXTS = {
  optionTitle: (n: number, venueName: string) => `Option ${n}: ${venueName}`,
  unknownVenue: 'unknown venue',
  capacity: (seated: number, standing: number, archived: boolean) => `${seated} seated / ${standing} standing${archived ? ' · archived' : ''}`,
  dates: 'Date options (1 to 3)',
  date: (n: number) => `Date ${n}`,
  start: (n: number) => `Start ${n}`,
  end: (n: number) => `End ${n}`,
  endHint: 'An end before the start runs past midnight.',
  lines: 'Price lines',
  linesHint: 'Net unit prices in euros (e.g. 42,90). Empty rows are ignored.',
  lineText: (n: number) => `Line ${n} text`,
  basis: 'Basis',
  flat: 'flat',
  perPerson: 'per person',
  quantity: 'Quantity',
  unitNet: 'Net € each',
  vat: 'VAT',
  included: 'Included services',
  includedHint: 'Prefilled from the venue. Minimum spend and cancellation terms are taken from the venue when publishing.',
  holdUntil: 'Option bis (the venue holds the date until)',
  note: 'Personal note',
  wholeOffer: 'The whole offer',
  validUntil: 'Valid until',
  coverNote: 'Cover note',
  fee: 'Planning fee:',
  feePackage: 'Planning fee package',
  feePackageHint: 'The request names no package.',
  choosePackage: 'Choose a package',
  enterpriseFee: 'Enterprise planning fee (net €)',
  enterpriseFeeHint: 'Plus 19 % VAT.',
  enterpriseOnlyHint: 'Only for the Enterprise package; plus 19 % VAT.',
  saveDraft: 'Save draft',
  publish: 'Publish',
  changeVenues: 'Change venues',
  /** Beside a per-person line's quantity, and in the totals: what the quantity is multiplied by. */
  timesGuests: (count: number) => `× ${count} ${count === 1 ? 'guest' : 'guests'}`,
  /** A flat line's quantity in the totals. */
  times: (quantity: number) => `× ${quantity}`,
  totalsTitle: (n: number) => `Totals of option ${n}`,
  totalsFor: (count: number) => `For ${count} ${count === 1 ? 'guest' : 'guests'}, planning fee included, as the company will see them. They follow your typing (without JavaScript: after “Save draft”).`,
  totalsCaption: (n: number) => `Price lines and totals of option ${n}`,
  position: 'Line',
  net: 'Net',
  unnamedLine: (n: number) => `Line ${n}`,
  /** Under a line in the totals: „39,90 € × 82 guests · VAT 7 %“. */
  lineDetail: (unitPrice: string, units: string, vatRate: number) => `${unitPrice} ${units} · VAT ${vatRate} %`,
  netTotal: 'Net total',
  vatOn: (rate: number, net: string) => `VAT ${rate} % on ${net}`,
  grossTotal: 'Gross total',
  perGuest: 'Per guest (gross)',
  noLineCounted: 'No price line can be counted yet.',
  notCounted: (rows: readonly number[]) =>
    rows.length === 1 ? `Line ${rows[0]} is not counted yet: its net price, quantity or VAT cannot be read.` : `Lines ${rows.join(', ')} are not counted yet: their net price, quantity or VAT cannot be read.`,
  feeNotCounted: {
    package: 'The planning fee is not counted yet: choose its package.',
    enterprise: 'The planning fee is not counted yet: enter the Enterprise planning fee.',
  },
} as const;

/** The words of the planner's preview of the company's page. */
export const PREVIEW_TEXTS = {
  back: '← Back to the offer',
  versionTitle: (version: number) => `Version ${version} as the company sees it`,
  draftTitle: 'Preview of the saved draft',
  draftInvalid: (count: number) =>
    `The saved draft cannot be shown yet: ${count} field(s) need attention. Click “Publish” in the builder to see each problem next to its field (nothing is published while any remains).`,
} as const;

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
  billingAddress: 'Rechnungsadresse',
  purchaseOrder: 'Bestellnummer',
  noPurchaseOrder: 'keine angegeben',
  /** Over the comparison that follows: it is the offer as sent, priced for its own group. */
  below: (persons: string) => `Darunter steht Ihr Angebot, wie wir es Ihnen geschickt haben, mit den Preisen für ${persons}.`,
} as const;

/** The words of the accepted offer on the request's admin page. */
export const ACCEPTANCE_ADMIN_TEXTS = {
  title: 'Accepted offer',
  acceptedAt: 'Accepted',
  option: 'Option',
  optionValue: (n: number, venueName: string) => `Option ${n}: ${venueName}`,
  date: 'Date',
  participants: 'Guests',
  participantsValue: (accepted: number, requested: number) => (accepted === requested ? String(accepted) : `${accepted} (offered for ${requested})`),
  total: 'Total (gross)',
  totalValue: (gross: string, perHead: string) => `${gross} (${perHead} per person)`,
  venueBills: 'Billed by the venue',
  weBill: 'Billed by us (planning fee)',
  noFee: 'nothing (no planning fee)',
  billingAddress: 'Billing address',
  purchaseOrder: 'Order number',
  noPurchaseOrder: '–',
} as const;
