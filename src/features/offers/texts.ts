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

/** The words of the choice form (date, guests, billing address, terms) on the company's offer page. */
export const CHOICE_FORM_TEXTS = {
  dateLegend: (venueName: string) => `Termin bei ${venueName}`,
  participantCount: 'Teilnehmerzahl',
  participantHint: (maxParticipants: number) => `Höchstens ${maxParticipants} Personen (so viele fasst die Location).`,
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
