/**
 * The legal pages' words around their document: the search engines' title and description, the breadcrumb's name and
 * the page's heading.
 */
export const LEGAL_PAGE_TEXTS = {
  partnerTerms: { title: 'Partner-AGB – Weihnachtsfeier-Planer', description: 'Bedingungen für Werbeplätze auf den Stadtseiten: Vergabe nach Reihenfolge der Buchung, drei Plätze je Stadt und Monat, Laufzeit bis Dezember, Preise, Prüfung der Anzeige.', crumb: 'Partner-AGB', heading: 'Allgemeine Geschäftsbedingungen für Werbepartner' },
  terms: { title: 'AGB – Weihnachtsfeier-Planer', description: 'Allgemeine Geschäftsbedingungen des Weihnachtsfeier-Planers: Vertragsschluss durch Annahme des Angebots online, Leistungen, Planungspauschale, Zahlung, Stornierung und Haftung.', crumb: 'AGB', heading: 'Allgemeine Geschäftsbedingungen' },
  imprint: { title: 'Impressum – Weihnachtsfeier-Planer', description: 'Impressum des Weihnachtsfeier-Planers: Anbieter, Anschrift, Vertretung, Kontakt, Registereintrag und Umsatzsteuer-Identifikationsnummer.', crumb: 'Impressum', heading: 'Impressum' },
  privacy: { title: 'Datenschutzerklärung – Weihnachtsfeier-Planer', description: 'Welche Daten der Weihnachtsfeier-Planer verarbeitet: Anfrageformular, E-Mails, Server-Protokolle, Cookie-Einwilligung und Google Ads – mit Speicherdauer, Empfängern und Ihren Rechten.', crumb: 'Datenschutz', heading: 'Datenschutzerklärung' },
} as const;

export type LegalPageTexts = (typeof LEGAL_PAGE_TEXTS)[keyof typeof LEGAL_PAGE_TEXTS];
