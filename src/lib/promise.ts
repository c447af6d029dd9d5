// The one story every page and mail tells about what happens after a request.

export const FIRST_CONTACT_WITHIN = 'innerhalb weniger Stunden';
export const OPTIONS_WITHIN = 'innerhalb von 24 Stunden';

/** One sentence for places with little room (form, hero, service points). */
export const PROMISE_SENTENCE = `Wir melden uns ${FIRST_CONTACT_WITHIN}, passende Location-Optionen erhalten Sie ${OPTIONS_WITHIN}.`;

export interface ProcessStep {
  title: string;
  text: string;
}

/** The four steps in their only order: '/', every city page, /thanks and the confirmation mail show exactly these. */
export const PROCESS_STEPS: readonly ProcessStep[] = [
  { title: 'Anfrage senden', text: 'Stadt, Teilnehmerzahl und Kontaktdaten – in zwei kurzen Schritten erledigt.' },
  {
    title: '15-Minuten-Gespräch',
    text: `Eine Eventplanerin oder ein Eventplaner meldet sich ${FIRST_CONTACT_WITHIN} und klärt mit Ihnen Termin, Budget und Wünsche.`,
  },
  {
    title: 'Ihre Location-Optionen',
    text: `Sie erhalten ${OPTIONS_WITHIN} per E-Mail Ihre eigene Seite mit verfügbaren Locations und transparentem Preisvergleich.`,
  },
  { title: 'Location buchen', text: 'Sie entscheiden sich für Ihren Favoriten – wir kümmern uns um die Buchung.' },
];
