import type { ReactNode } from 'react';
import { PACKAGES, packagePrice } from '@/features/packages/packages';
import { operator } from '@/lib/operator';
import { BRAND, PRIVACY_PATH } from '@/lib/site';
import { LegalSection, OperatorAddress, OperatorContact, legalHeadingClass, legalLinkClass } from './imprint';

/** Month and year of the current version of these terms. */
export const TERMS_VERSION = 'November 2026';

const listClass = 'list-decimal space-y-2 pl-6';

/** Our terms for arranging a company's Christmas party (AGB); the page supplies the h1. Operator details from the configuration. */
export function Terms() {
  const op = operator();
  const fees = PACKAGES.map((pkg) => `${pkg.name}: ${pkg.price === null ? 'nach individueller Vereinbarung im Angebot' : `${packagePrice(pkg)} netto`}`);
  const sections: TermsSection[] = [
    {
      id: 'geltungsbereich',
      title: 'Geltungsbereich',
      clauses: [
        <>
          Diese Allgemeinen Geschäftsbedingungen gelten für alle Leistungen der {op.company}, {op.street}, {op.postalCode} {op.city} (im
          Folgenden „wir“), die wir unter der Marke {BRAND} erbringen: die Suche, den Vergleich und die Vermittlung von Locations für
          Firmenfeiern sowie deren Planung.
        </>,
        <>
          Unsere Leistungen richten sich ausschließlich an Unternehmer im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und
          öffentlich-rechtliche Sondervermögen (im Folgenden „Kunde“).
        </>,
        'Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen ausdrücklich in Textform zugestimmt haben.',
      ],
    },
    {
      id: 'vertragsschluss',
      title: 'Angebot und Vertragsschluss',
      clauses: [
        <>
          Auf eine Anfrage hin erstellen wir ein Angebot mit einer oder mehreren Locations und senden dem Kunden einen persönlichen Link zu
          seiner Angebotsseite. Das Angebot ist bis zu dem dort genannten Datum („gültig bis“) verbindlich. Eine neue Fassung des Angebots
          ersetzt die vorherige.
        </>,
        <>
          Der Vertrag kommt zustande, wenn der Kunde auf der Angebotsseite eine Location und einen Termin wählt, seine Rechnungsadresse angibt,
          diese Geschäftsbedingungen bestätigt und die Auswahl mit der Schaltfläche „Verbindlich annehmen“ absendet. Wir bestätigen den Eingang
          unverzüglich per E-Mail.
        </>,
        <>
          Die Location wird erst durch unsere Buchung bei der Location verbindlich reserviert. Wir buchen unverzüglich nach der Annahme und
          teilen dem Kunden die Buchung mit einer Buchungsbestätigung mit. Ist der gewählte Termin bei der Location nicht mehr verfügbar, obwohl
          die im Angebot genannte Optionsfrist noch lief, schlagen wir gleichwertige Alternativen vor; nimmt der Kunde keine davon an, entfallen
          die Vergütung nach § 4 und die Kosten der Location.
        </>,
      ],
    },
    {
      id: 'leistungen',
      title: 'Unsere Leistungen',
      clauses: [
        <>
          Wir suchen passende Locations, holen deren Konditionen ein, stellen sie transparent gegenüber, buchen die gewählte Location im Namen
          und auf Rechnung des Kunden und stimmen die Einzelheiten der Feier mit ihr ab. Der Umfang richtet sich nach dem gewählten Paket.
        </>,
        <>
          Die Leistungen der Location (Raum, Speisen, Getränke, Technik, Personal) erbringt die Location selbst. Für sie gelten ergänzend die im
          Angebot genannten Bedingungen der Location, insbesondere zu Mindestumsatz, Optionsfrist, Gästezahl und Stornierung.
        </>,
      ],
    },
    {
      id: 'preise',
      title: 'Preise und Planungspauschale',
      clauses: [
        <>
          Für unsere Leistungen berechnen wir eine Planungspauschale, die im Angebot als eigene Position ausgewiesen ist. Sie beträgt je nach
          Paket: {fees.join('; ')}; jeweils zuzüglich der gesetzlichen Umsatzsteuer (derzeit 19 %).
        </>,
        <>
          Die Preise der Location sind im Angebot netto je Position mit dem jeweiligen Umsatzsteuersatz (7 % oder 19 %) sowie als Summe brutto
          ausgewiesen. Positionen „pro Person“ werden nach der Teilnehmerzahl abgerechnet, die der Kunde bei der Annahme angibt, soweit die
          Bedingungen der Location keine spätere Anpassung erlauben.
        </>,
      ],
    },
    {
      id: 'zahlung',
      title: 'Zahlungsbedingungen',
      clauses: [
        <>
          Die Planungspauschale stellen wir nach der Buchung der Location in Rechnung. Sie ist innerhalb von 14 Tagen nach Rechnungsdatum ohne
          Abzug zu zahlen.
        </>,
        <>
          Die Kosten der Location zahlt der Kunde nach deren Rechnung und Zahlungsbedingungen, soweit im Angebot nichts anderes vereinbart ist.
          Eine im Angebot angegebene Bestellnummer führen wir auf unseren Rechnungen an.
        </>,
      ],
    },
    {
      id: 'stornierung',
      title: 'Änderungen und Stornierung',
      clauses: [
        <>
          Änderungen der Teilnehmerzahl und Stornierungen teilt der Kunde uns in Textform mit; wir leiten sie unverzüglich an die Location
          weiter.
        </>,
        <>
          Für eine Stornierung oder eine Verringerung der Teilnehmerzahl gelten die im Angebot genannten Bedingungen der Location: die Anteile
          der Kosten, die je nach Zahl der Tage vor der Veranstaltung fällig werden, und die Zahl der Gäste, um die sich die Gruppe bis zu einem
          Stichtag kostenfrei verringern darf. Die Angebotsseite nennt diese Kosten in Euro, so wie sie am Tag des Aufrufs gelten: was bereits
          gilt, als „ab sofort“, danach jede weitere Frist mit ihrem Datum.
        </>,
        <>
          Die Planungspauschale bleibt nach der Buchung der Location auch bei einer Stornierung geschuldet, weil unsere Leistung dann erbracht
          ist.
        </>,
      ],
    },
    {
      id: 'haftung',
      title: 'Haftung',
      clauses: [
        <>
          Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der
          Gesundheit sowie nach dem Produkthaftungsgesetz.
        </>,
        <>
          Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht (einer Pflicht, deren Erfüllung die Durchführung des Vertrags
          erst ermöglicht und auf deren Einhaltung der Kunde vertrauen darf) ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden
          begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.
        </>,
        <>
          Für die Leistungen der Location haften wir nicht; sie ist dafür selbst verantwortlich. Wir unterstützen den Kunden jedoch dabei, seine
          Ansprüche gegenüber der Location geltend zu machen.
        </>,
      ],
    },
    {
      id: 'datenschutz',
      title: 'Datenschutz',
      body: (
        <p>
          Wie wir personenbezogene Daten im Zusammenhang mit Anfragen, Angeboten und Buchungen verarbeiten, beschreibt unsere{' '}
          <a href={PRIVACY_PATH} className={legalLinkClass}>
            Datenschutzerklärung
          </a>
          .
        </p>
      ),
    },
    {
      id: 'schluss',
      title: 'Schlussbestimmungen',
      clauses: [
        'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.',
        <>
          Ist der Kunde Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist
          Gerichtsstand für alle Streitigkeiten aus dem Vertrag {op.city}.
        </>,
        'Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ],
    },
  ];

  return <TermsDocument sections={sections} version={TERMS_VERSION} />;
}

/** A section of terms: most are numbered clauses (`clauses`, one list item each), a few are free text (`body`). */
export type TermsSection = { id: string; title: string } & ({ clauses: readonly ReactNode[] } | { body: ReactNode });

/** Terms as the pages show them: the provider (from the configuration), the numbered sections, the version. */
export function TermsDocument({ sections, version }: { sections: readonly TermsSection[]; version: string }) {
  const op = operator();
  return (
    <div className="mt-8 space-y-10 text-slate-700">
      <LegalSection id="agb-anbieter" title="Anbieter">
        <OperatorAddress op={op} />
        <p>Vertreten durch die Geschäftsführung: {op.representative}</p>
        <OperatorContact op={op} />
      </LegalSection>
      {sections.map((section, i) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="scroll-mt-4 space-y-3">
          <h2 id={`${section.id}-titel`} className={legalHeadingClass}>
            § {i + 1} {section.title}
          </h2>
          {'clauses' in section ? (
            <ol className={listClass}>
              {section.clauses.map((clause, j) => (
                // The clauses are fixed text in a fixed order: their position is their identity.
                <li key={j}>{clause}</li>
              ))}
            </ol>
          ) : (
            section.body
          )}
        </section>
      ))}
      <p className="border-t border-pine-100 pt-6 text-sm">Stand: {version}</p>
    </div>
  );
}
