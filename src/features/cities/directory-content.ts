/** Texts of the city directory '/staedte'. */
import { packagePriceOf } from '@/features/packages/packages';
import { FIRST_CONTACT_WITHIN, OPTIONS_WITHIN } from '@/lib/promise';
import { CITY_DATA } from './data';

export const DIRECTORY_TOPICS = [
  {
    id: 'locationfinder',
    title: 'Locationfinder',
    text: 'Vom Brauhaus bis zur Industriehalle: Wir gleichen Ihre Gruppengröße, den Wunschtermin und Ihr Budget mit den Locations vor Ort ab und schlagen Ihnen nur Räume vor, die an Ihrem Datum tatsächlich frei sind.',
  },
  {
    id: 'preisvergleich',
    title: 'Preisvergleich',
    text: 'Miete, Menü, Getränkepauschale, Technik: Angebote sind selten direkt vergleichbar. Wir bringen alle Positionen auf einen Nenner und zeigen Ihnen in einer Übersicht, was die Feier pro Person wirklich kostet.',
  },
  {
    id: 'gruppengroessen',
    title: 'Gruppengrößen',
    text: 'Ob Abteilungsfeier mit 50 Gästen oder Firmenfest mit mehreren Hundert Personen – die passende Location hängt vor allem von der Zahl der Teilnehmenden ab. Unten finden Sie Orientierung nach Gruppengröße.',
  },
  {
    id: 'angebote',
    title: 'Angebote',
    text: 'Sie erhalten mehrere konkrete Angebote statt unverbindlicher Schätzungen. Jedes Angebot enthält Leistungsumfang, Optionsfristen und Stornobedingungen, damit Sie sicher entscheiden können.',
  },
  {
    id: 'ideen',
    title: 'Ideen',
    text: 'Kochkurs, Krimidinner, Eisstockschießen oder eine Führung durch die Altstadt vor dem Essen: Ein kleines Rahmenprogramm bringt Teams ins Gespräch. Wir schlagen Programmpunkte vor, die zur Stadt und zur Jahreszeit passen.',
  },
  {
    id: 'catering',
    title: 'Catering',
    text: 'Gesetztes Menü, Flying Buffet oder Streetfood-Stationen – wir stimmen das Catering auf Ihren Ablauf ab und achten auf vegetarische, vegane und allergenfreie Alternativen.',
  },
] as const;

export const GROUP_SIZES = [
  {
    range: '50–100 Personen',
    text: 'Ideal sind Restaurants mit separatem Saal, Brauhäuser oder Lofts. Hier ist ein gesetztes Menü oder ein Buffet gut machbar, und die Gruppe bleibt im Gespräch.',
  },
  {
    range: '100–200 Personen',
    text: 'Eventlocations mit Bühne und Tanzfläche, Hotelsäle oder umgebaute Fabrikhallen. Einplanen sollten Sie Technik für Reden, eine Garderobe und einen klaren Ablaufplan.',
  },
  {
    range: '300+ Personen',
    text: 'Große Hallen, Messe- oder Kongressräume mit eigenem Catering-Partner. Frühe Buchung ist hier Pflicht: Die gefragten Termine im Dezember sind oft schon im Frühjahr vergeben.',
  },
] as const;

export const CATERING_POINTS = [
  'Pro Person sollten Sie für Essen und Getränke je nach Stil grob 50 bis 120 € einplanen.',
  'Getränkepauschalen sind bei großen Gruppen meist günstiger als Abrechnung nach Verbrauch.',
  'Fragen Sie Unverträglichkeiten mit der Einladung ab – das spart Diskussionen am Abend.',
  'Regionale Spezialitäten der Stadt kommen gut an und machen die Feier unverwechselbar.',
] as const;

export const DIRECTORY_FAQ = [
  {
    question: 'In welchen Städten planen Sie Weihnachtsfeiern?',
    answer: `Wir haben Stadtseiten für ${CITY_DATA.length} deutsche Städte und suchen darüber hinaus bundesweit Locations. Liegt Ihre Stadt nicht in der Liste, wählen Sie im Formular „Andere Stadt“.`,
  },
  {
    question: 'Was kostet die Planung?',
    answer: `Das Paket Basis kostet ${packagePriceOf('basis')} zzgl. MwSt. für Gruppen bis 50 Personen, Premium ${packagePriceOf('premium')} zzgl. MwSt. für bis zu 200 Personen. Für größere Veranstaltungen erstellen wir ein individuelles Angebot.`,
  },
  {
    question: 'Wie schnell erhalte ich Location-Vorschläge?',
    answer: `Wir melden uns ${FIRST_CONTACT_WITHIN}. Nach einem kurzen Gespräch von etwa 15 Minuten erhalten Sie ${OPTIONS_WITHIN} verfügbare Locations mit Preisvergleich.`,
  },
  {
    question: 'Wann sollte ich die Weihnachtsfeier buchen?',
    answer: 'Für Freitage und Samstage im Dezember empfehlen wir, spätestens im Sommer anzufragen. Für Termine unter der Woche oder im Januar finden sich oft auch kurzfristig noch gute Räume.',
  },
  {
    question: 'Ist die Weihnachtsfeier steuerlich begünstigt?',
    answer: 'Für bis zu zwei Betriebsveranstaltungen im Jahr gilt ein Freibetrag von 110 € brutto je teilnehmender Person. Was darüber liegt, ist geldwerter Vorteil. Im Einzelfall berät Sie Ihre Steuerberatung.',
  },
] as const;
