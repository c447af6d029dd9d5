import { operator } from '@/lib/operator';
import { BRAND, PARTNER_PAGE_PATH, PRIVACY_PATH } from '@/lib/site';
import { legalLinkClass } from './imprint';
import { type TermsSection, TermsDocument } from './terms';

/** Month and year of the current version of the partner terms. */
export const PARTNER_TERMS_VERSION = 'November 2026';

/** Our terms for the ad slots that venue operators book on the partner page; the page supplies the h1. */
export function PartnerTerms() {
  const op = operator();
  const sections: TermsSection[] = [
    {
      id: 'geltungsbereich',
      title: 'Geltungsbereich',
      clauses: [
        <>
          Diese Bedingungen gelten für die Buchung von Werbeplätzen auf den Stadtseiten des {BRAND} bei der {op.company} (im Folgenden „wir“) durch
          Betreiber von Locations (im Folgenden „Partner“).
        </>,
        'Werbeplätze buchen ausschließlich Unternehmer im Sinne des § 14 BGB. Abweichende Bedingungen des Partners gelten nur, wenn wir ihnen in Textform zugestimmt haben.',
      ],
    },
    {
      id: 'leistung',
      title: 'Werbeplatz',
      clauses: [
        'Je Stadt und Monat gibt es höchstens drei Werbeplätze. Ein Werbeplatz zeigt die Anzeige des Partners (Name, Beschreibung, Bild und Link zur Website) auf der Seite der gebuchten Stadt.',
        'Die Plätze werden in der Reihenfolge der Buchungen vergeben. Ist ein Monat vergeben, kann ein Zeitraum mit diesem Monat nicht gebucht werden.',
        'Wir zählen die Klicks auf den Link der Anzeige je Tag und zeigen sie dem Partner; über die Besucher speichern wir dabei nichts, was sie erkennbar macht.',
      ],
    },
    {
      id: 'vertragsschluss',
      title: 'Buchung und Vertragsschluss',
      clauses: [
        'Mit dem Absenden des Buchungsformulars gibt der Partner ein verbindliches Angebot ab. Wir halten den Platz ab diesem Moment für ihn.',
        'Der Partner bestätigt seine E-Mail-Adresse innerhalb von 30 Minuten über den Link in unserer E-Mail. Ohne Bestätigung erlischt das Angebot und der Platz wird wieder frei. Solange eine Buchung auf ihre Bestätigung wartet, nehmen wir unter derselben E-Mail-Adresse keine weitere an.',
        <>
          Wir prüfen die Anzeige und nehmen das Angebot mit der Freigabe an. Anzeigen, die gegen Recht oder Rechte Dritter verstoßen oder nicht zu einer Location für Firmenfeiern
          gehören, lehnen wir mit Begründung ab; der Platz wird dann wieder frei und es entstehen keine Kosten.
        </>,
      ],
    },
    {
      id: 'laufzeit',
      title: 'Laufzeit',
      clauses: [
        'Ein Werbeplatz läuft vom gebuchten Startmonat bis zum Ende des Dezembers desselben Jahres und endet dann, ohne dass es einer Kündigung bedarf.',
        'Im Januar und Februar werden keine Werbeplätze vergeben. Vor dem Ende der Laufzeit bieten wir dem Partner die Monate des folgenden Jahres an.',
      ],
    },
    {
      id: 'preise',
      title: 'Preise und Zahlung',
      clauses: [
        <>
          Es gelten die Monatspreise, die auf der{' '}
          <a href={PARTNER_PAGE_PATH} className={legalLinkClass}>
            Partnerseite
          </a>{' '}
          bei der Buchung genannt sind, zuzüglich der gesetzlichen Umsatzsteuer.
        </>,
        <>
          Mit der Freigabe stellen wir den Zeitraum als elektronische Rechnung in Rechnung. Geht die Anzeige erst im Lauf ihres ersten Monats
          online, berechnen wir diesen Monat anteilig ab dem Tag der Freischaltung (Monatspreis × Tage ab Freischaltung ÷ Tage des Monats, auf
          den Cent gerundet). Die Rechnung ist innerhalb von 14 Tagen ohne Abzug zu zahlen.
        </>,
      ],
    },
    {
      id: 'inhalte',
      title: 'Inhalte der Anzeige',
      clauses: [
        'Der Partner ist für die Inhalte seiner Anzeige verantwortlich und versichert, dass er die Rechte an Texten und Bildern hat. Er stellt uns von Ansprüchen Dritter frei, die auf seinen Inhalten beruhen.',
        'Änderungen an Text, Bild oder Website prüfen wir erneut; bis zur Freigabe bleibt die bisherige Fassung sichtbar.',
      ],
    },
    {
      id: 'haftung',
      title: 'Haftung',
      clauses: [
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit.',
        <>
          Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden, höchstens auf
          den Preis der Buchung. Eine bestimmte Zahl von Besuchern oder Anfragen schulden wir nicht.
        </>,
      ],
    },
    {
      id: 'schluss',
      title: 'Datenschutz und Schlussbestimmungen',
      clauses: [
        <>
          Wie wir die Angaben des Partners verarbeiten, steht in unserer{' '}
          <a href={PRIVACY_PATH} className={legalLinkClass}>
            Datenschutzerklärung
          </a>
          .
        </>,
        <>Es gilt deutsches Recht. Gerichtsstand ist, soweit zulässig, der Sitz der {op.company}.</>,
      ],
    },
  ];
  return <TermsDocument sections={sections} version={PARTNER_TERMS_VERSION} />;
}
