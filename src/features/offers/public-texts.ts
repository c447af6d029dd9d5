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
