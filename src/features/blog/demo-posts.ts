// The blog's demo content: written by `npm run db:seed`, at the product's first start (scripts/seed/first-start.ts)
// and by the 'Add demo content' button of the admin's blog list (./admin-actions.ts).
import type { DemoBlog, SeedPost } from './seed';

export const SEED_CATEGORIES = [
  {
    name: 'Trends',
    slug: 'trends',
    description: 'Aktuelle Entwicklungen und Ideen rund um Firmen- und Weihnachtsfeiern in Unternehmen.',
  },
  {
    name: 'Location-Guides',
    slug: 'location-guides',
    description: 'Besondere Veranstaltungsorte für Ihre Firmenfeier in deutschen Städten und Regionen.',
  },
  {
    name: 'Veranstaltungstipps',
    slug: 'veranstaltungstipps',
    description: 'Praktische Tipps zu Planung, Budget und Organisation Ihrer Weihnachtsfeier.',
  },
  {
    name: 'Team-Building',
    slug: 'team-building',
    description: 'Aktivitäten und Formate, die Ihr Team zusammenbringen und die Zusammenarbeit stärken.',
  },
] as const;

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'weihnachtsfeier-trends-2025',
    title: 'Weihnachtsfeier-Trends 2025: Was Unternehmen jetzt planen',
    excerpt:
      'Früher buchen, inklusiver feiern, regional genießen: Diese Entwicklungen prägen die Weihnachtsfeier 2025 – und so setzen Sie sie in Ihrem Unternehmen um.',
    content: `Die Weihnachtsfeier ist für viele Unternehmen längst mehr als ein gemeinsames Abendessen zum Jahresende. Sie ist ein Dankeschön an die Belegschaft, ein Baustein der Arbeitgebermarke und oft der einzige Anlass im Jahr, zu dem sich alle Teams, Standorte und Hierarchieebenen an einem Ort begegnen. Entsprechend hoch sind die Erwartungen. Für 2025 zeichnen sich einige klare Entwicklungen ab, die wir Ihnen im Folgenden vorstellen – mit praktischen Hinweisen, wie Sie diese Trends in Ihre eigene Planung übernehmen können.

## Früher planen, sicherer buchen

Der vielleicht wichtigste Trend ist kein inhaltlicher, sondern ein organisatorischer: Unternehmen buchen ihre Weihnachtsfeier deutlich früher als noch vor einigen Jahren. Beliebte Locations in Großstädten wie Berlin, Hamburg, München oder Köln sind für die Freitage im Dezember häufig bereits im Frühsommer vergeben. Auch gefragte Caterer, DJs und Eventagenturen verplanen ihre Kapazitäten lange im Voraus.

Wer erst im Herbst mit der Suche beginnt, muss oft Kompromisse eingehen – bei Termin, Lage oder Preis. Unsere Empfehlung:

- Legen Sie Budget, Teilnehmerzahl und Wunschzeitraum spätestens im Frühjahr fest.
- Holen Sie bis zum Sommer mehrere Angebote ein und sichern Sie sich Ihren Favoriten mit einer Option.
- Prüfen Sie die Stornobedingungen sorgfältig, damit Sie bei schwankender Teilnehmerzahl flexibel bleiben.

Ein weiterer Effekt der frühen Planung: Immer mehr Firmen weichen bewusst auf Ende November oder Anfang Januar aus. Eine „Neujahrsfeier“ statt einer klassischen Weihnachtsfeier entzerrt den ohnehin vollen Dezemberkalender und ist häufig günstiger.

## Inklusive Formate statt Einheitsprogramm

Belegschaften sind vielfältiger geworden – kulturell, religiös, generationenübergreifend und in ihren Lebenssituationen. Eine Feier, die sich ausschließlich um Glühwein, Schweinebraten und lange Partynächte dreht, erreicht nicht mehr alle. Inklusive Formate berücksichtigen unterschiedliche Bedürfnisse, ohne den festlichen Charakter aufzugeben.

Konkret bedeutet das zum Beispiel:

- alkoholfreie Alternativen, die mehr sind als Wasser und Orangensaft, etwa hausgemachte Limonaden oder alkoholfreier Punsch,
- ein Speisenangebot mit vegetarischen, veganen und bei Bedarf halal-zertifizierten Gerichten,
- barrierefreie und gut erreichbare Veranstaltungsorte,
- ein Zeitrahmen, der auch Eltern und Pendelnden die Teilnahme ermöglicht, zum Beispiel ein Beginn am späten Nachmittag.

Viele Unternehmen sprechen inzwischen bewusst von einer „Jahresabschlussfeier“, um niemanden auszuschließen. Ob Sie den Begriff übernehmen, hängt von Ihrer Unternehmenskultur ab – entscheidend ist, dass sich alle eingeladen fühlen.

## Hybride Elemente für verteilte Teams

Durch mobiles Arbeiten und mehrere Standorte sitzen Teams heute oft in verschiedenen Städten. Eine rein virtuelle Weihnachtsfeier hat sich zwar nicht als Ersatz durchgesetzt, doch hybride Elemente gewinnen an Bedeutung. Typisch sind zentrale Programmpunkte wie die Rede der Geschäftsführung oder ein Jahresrückblick, die live an weitere Standorte übertragen werden, während vor Ort jeweils eigene kleine Feiern stattfinden.

Beliebt sind auch Genussboxen, die vorab an Mitarbeitende im Homeoffice verschickt werden, sodass alle zur gleichen Zeit dasselbe probieren können. Wichtig ist eine solide Technik: Eine stabile Internetverbindung, gute Mikrofone und eine verantwortliche Person für die Übertragung machen den Unterschied zwischen einem verbindenden Erlebnis und einer holprigen Videokonferenz.

## Nachhaltigkeit wird zum Standard

Nachhaltigkeit ist bei Firmenveranstaltungen kein Zusatzthema mehr, sondern wird zunehmend vorausgesetzt – auch weil viele Unternehmen über ihre ESG-Ziele berichten. Bei der Weihnachtsfeier zeigt sich das an vielen kleinen Stellschrauben:

- Anreise mit öffentlichen Verkehrsmitteln oder organisierten Shuttles statt vieler Einzelfahrten,
- Mehrweggeschirr statt Einwegartikeln,
- Dekoration, die wiederverwendet oder im Anschluss gespendet wird,
- eine realistische Mengenplanung beim Catering, um Lebensmittelabfälle zu vermeiden.

Auch Gastgeschenke verändern sich: Statt Werbeartikeln setzen Unternehmen häufiger auf Spenden an regionale Projekte, über die die Belegschaft gemeinsam abstimmen kann.

## Regional und saisonal auf dem Teller

Eng verbunden mit dem Nachhaltigkeitsgedanken ist der Trend zu regionaler Küche. Statt internationaler Buffets mit Dutzenden Gerichten stehen 2025 häufiger wenige, dafür hochwertige Speisen aus der Region auf dem Programm. Das kann norddeutscher Grünkohl in Hamburg sein, ein schwäbisches Menü in Stuttgart oder Wild aus heimischen Wäldern in Bayern.

Regionale Produkte erzählen eine Geschichte und liefern Gesprächsstoff. Besonders gut kommen Formate an, bei denen Gäste die Herkunft ihrer Speisen erleben – etwa Foodtrucks lokaler Anbieter, eine Verkostung regionaler Weine und Brände oder eine Live-Cooking-Station, an der das Küchenteam erklärt, was es gerade zubereitet.

## Erlebnis statt Frontalprogramm

Lange Reden und ein anschließendes Sitzdinner verlieren an Reiz. Gefragt sind aktivierende Formate, bei denen die Gäste selbst etwas tun. Dazu gehören:

- gemeinsames Kochen in einer Kochschule,
- Krimidinner oder Escape-Room-Spiele in Teams,
- Workshops, etwa zum Plätzchenbacken, Cocktailmixen oder Adventskranzbinden,
- Eisstockschießen, das sich winterlich anfühlt und für alle Altersgruppen geeignet ist.

Solche Aktivitäten bringen Menschen zusammen, die im Arbeitsalltag wenig miteinander zu tun haben. Planen Sie dennoch ausreichend freie Zeit ein: Viele Gäste schätzen vor allem die Gelegenheit, sich ungezwungen zu unterhalten.

## Fazit: Weniger Routine, mehr Absicht

Die Weihnachtsfeier 2025 ist geprägt von bewussten Entscheidungen. Unternehmen planen früher, denken vielfältiger und achten stärker darauf, was ihre Veranstaltung über die eigenen Werte aussagt. Sie müssen nicht jeden Trend aufgreifen. Wählen Sie die Elemente, die zu Ihrem Team passen, und kommunizieren Sie Ihre Pläne frühzeitig – dann wird aus dem Pflichttermin ein Abend, an den sich Ihre Mitarbeitenden gern erinnern.`,
    author: 'Redaktion Weihnachtsfeier-Planer',
    date: '2025-09-15',
    category: 'Trends',
    tags: ['Trends 2025', 'Firmenfeier', 'Nachhaltigkeit', 'Inklusion', 'Eventplanung'],
    readingTime: 4,
    image: null,
  },
  {
    slug: 'aussergewoehnliche-locations-deutschland',
    title: 'Außergewöhnliche Locations für Ihre Weihnachtsfeier in Deutschland',
    excerpt:
      'Industriehalle, Schiff oder Gewölbekeller: Wir stellen außergewöhnliche Location-Typen in deutschen Städten vor und zeigen, worauf Sie bei der Auswahl achten sollten.',
    content: `Restaurant reserviert, Menü bestellt, fertig – so sah die Planung vieler Weihnachtsfeiern jahrelang aus. Dabei hat kaum ein Faktor so viel Einfluss auf die Stimmung eines Abends wie der Ort, an dem er stattfindet. Eine ungewöhnliche Location weckt schon bei der Einladung Neugier, liefert Gesprächsstoff und bleibt lange im Gedächtnis. In diesem Guide stellen wir Ihnen Location-Typen vor, die sich in Deutschland für Firmenfeiern bewährt haben, und zeigen, worauf Sie bei der Auswahl achten sollten.

## Industriehallen im Ruhrgebiet

Kaum eine Region hat den Wandel von der Schwerindustrie zur Veranstaltungskultur so konsequent vollzogen wie das Ruhrgebiet. In Essen, Bochum, Dortmund oder Duisburg sind aus ehemaligen Zechen, Kokereien und Maschinenhallen eindrucksvolle Eventflächen geworden. Backsteinwände, Stahlträger und hohe Decken bilden einen reizvollen Kontrast zu warmem Licht und festlicher Dekoration.

Für Weihnachtsfeiern eignen sich Industriehallen besonders dann, wenn Sie viele Gäste erwarten oder ein größeres Programm mit Bühne, Show oder Tanzfläche planen. Beachten Sie jedoch:

- Große Hallen müssen im Winter aufwendig beheizt werden. Fragen Sie nach, ob die Heizkosten im Mietpreis enthalten sind.
- Häufig handelt es sich um Leerflächen, für die Sie Mobiliar, Technik und Catering separat organisieren müssen.
- Die Akustik in hohen Räumen ist anspruchsvoll; eine professionelle Tontechnik ist daher ratsam.

Vergleichbare Locations finden Sie auch in anderen Städten, etwa in ehemaligen Fabriken in Leipzig oder in umgebauten Lokschuppen und Werkhallen in Berlin.

## Schiffe und Hafenflair in Hamburg

In Hamburg liegt es nahe, die Weihnachtsfeier aufs Wasser zu verlegen. Ob klassisches Fahrgastschiff, umgebautes Frachtschiff oder historischer Segler im Hafen: Der Blick auf die beleuchtete Hafenkulisse und die Elbe verleiht dem Abend eine besondere Atmosphäre. Viele Schiffe verfügen über beheizte Innenräume und eine Bordküche, sodass Sie die Wintermonate nicht scheuen müssen.

Auch auf dem Rhein in Köln und Düsseldorf, auf der Spree in Berlin oder auf dem Bodensee sind Firmenfeiern auf dem Wasser möglich. Wichtig ist eine klare Zeitplanung: Bei einer Rundfahrt steht fest, wann das Schiff ablegt – wer zu spät kommt, bleibt an Land. Alternativ bieten viele Reedereien Feiern am Liegeplatz an, bei denen Gäste flexibel kommen und gehen können.

## Brauereikeller und Gewölbe in München

München verbindet man mit Bierkultur – und die lässt sich hervorragend für eine Weihnachtsfeier nutzen. Historische Brauereikeller und Gewölberäume bieten mit ihren Ziegelbögen eine urige, gemütliche Atmosphäre, die perfekt in die Adventszeit passt. Dazu gehören oft deftige bayerische Küche, frisch gezapftes Bier und auf Wunsch eine Brauereiführung oder ein Bier-Tasting.

Ähnliche Gewölbekeller finden Sie in vielen fränkischen Städten wie Bamberg oder Nürnberg; wer lieber Wein mag, wird in Kellern in der Pfalz, in Rheinhessen oder an der Mosel fündig. Achten Sie bei Kellerräumen auf die Barrierefreiheit, denn viele sind nur über Treppen erreichbar, und planen Sie ausreichend alkoholfreie Alternativen ein.

## Museen und Ausstellungshäuser

Ein Museum als Kulisse für die Weihnachtsfeier wirkt elegant und inspirierend zugleich. Viele Häuser vermieten Foyers, Lichthöfe oder einzelne Ausstellungsräume für Abendveranstaltungen. In Berlin bietet die dichte Museumslandschaft zahlreiche Optionen, in Frankfurt am Main lohnt ein Blick auf die Häuser am Museumsufer, und in Stuttgart sind Automobilmuseen eine naheliegende Wahl für technikbegeisterte Teams.

Besonders beliebt ist die Kombination aus exklusiver Führung und anschließendem Empfang. So erhalten Ihre Gäste einen Blick hinter die Kulissen, den sie als Privatbesucher nicht bekommen würden. Rechnen Sie allerdings mit Auflagen: Museen haben oft strenge Regeln zu Dekoration, offenem Feuer, Speisen in Ausstellungsräumen und Lautstärke.

## Weitere ungewöhnliche Ideen

Neben diesen Klassikern gibt es zahlreiche weitere Möglichkeiten:

- **Berghütten im Allgäu oder in Oberbayern:** ideal für kleinere Teams, die eine Feier mit Übernachtung und Winterprogramm verbinden möchten.
- **Burgen und Schlösser am Rhein oder in Sachsen:** festliches Ambiente mit historischem Charme, häufig kombinierbar mit einem Rittermahl.
- **Gewächshäuser und botanische Gärten:** grüne Oasen mitten im Winter, zu finden in vielen Großstädten wie Berlin, Hamburg oder München.
- **Kinos und Theater:** gut geeignet für Jahresrückblicke, Filmvorführungen oder Preisverleihungen mit anschließender Feier im Foyer.
- **Dachterrassen mit Wintergarten:** ein eindrucksvoller Blick über die Stadt, zum Beispiel in Frankfurt oder Düsseldorf.

## Worauf Sie bei der Auswahl achten sollten

Eine außergewöhnliche Location bringt häufig besondere Anforderungen mit sich. Klären Sie vor der Buchung insbesondere folgende Punkte:

1. **Kapazität und Raumaufteilung:** Passt die Fläche zu Ihrer Gästezahl – mit Platz für Buffet, Bar und Tanzfläche?
2. **Heizung und Witterung:** Ist die Location auch bei Minusgraden angenehm warm?
3. **Erreichbarkeit:** Wie reisen Ihre Gäste an und ab, insbesondere spätabends? Ist ein Shuttle nötig?
4. **Catering:** Gibt es einen Hauscaterer, oder dürfen Sie einen eigenen Dienstleister mitbringen?
5. **Technik und Strom:** Reichen die Anschlüsse für Licht, Ton und gegebenenfalls Küchengeräte?
6. **Auflagen und Genehmigungen:** Gibt es Sperrzeiten, Lärmschutzvorgaben oder Einschränkungen bei der Dekoration?
7. **Barrierefreiheit:** Können alle Mitarbeitenden die Location problemlos erreichen und nutzen?

Je ungewöhnlicher der Ort, desto wichtiger ist eine Besichtigung. Fotos im Internet zeigen Locations meist im besten Licht – ob die Atmosphäre an einem Dezemberabend wirklich passt, erkennen Sie erst, wenn Sie selbst im Raum stehen.

## Fazit

Außergewöhnliche Locations machen Ihre Weihnachtsfeier zu einem Erlebnis, über das im Unternehmen noch lange gesprochen wird. Ob Industriehalle im Ruhrgebiet, Schiff im Hamburger Hafen oder Gewölbekeller in München: Entscheidend ist, dass der Ort zu Ihrem Team, Ihrem Budget und Ihrem geplanten Programm passt. Planen Sie ausreichend Vorlaufzeit ein, denn gerade besondere Locations sind in der Adventszeit schnell ausgebucht.`,
    author: 'Redaktion Weihnachtsfeier-Planer',
    date: '2025-10-02',
    category: 'Location-Guides',
    tags: ['Eventlocations', 'Ruhrgebiet', 'Hamburg', 'München', 'Firmenfeier'],
    readingTime: 5,
    image: null,
  },
  {
    slug: 'budget-planung-weihnachtsfeier',
    title: 'Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps',
    excerpt:
      'Was kostet eine Weihnachtsfeier, und was gilt steuerlich? Richtwerte pro Kopf, die 110-Euro-Regel, eine Beispielrechnung für 60 Personen und praktische Spartipps.',
    content: `Eine gelungene Weihnachtsfeier muss kein Vermögen kosten – aber sie sollte gut kalkuliert sein. Wer sein Budget frühzeitig plant, vermeidet böse Überraschungen bei der Schlussrechnung und behält die steuerlichen Grenzen im Blick. In diesem Beitrag erfahren Sie, welche Kosten typischerweise anfallen, mit welchen Richtwerten Sie rechnen können und wie die 110-Euro-Regel für Betriebsveranstaltungen funktioniert.

## Zuerst das Ziel, dann die Zahl

Bevor Sie Angebote einholen, sollten Sie einige Grundsatzfragen klären: Wie viele Personen werden teilnehmen? Sind Begleitpersonen eingeladen? Soll es ein entspanntes Abendessen werden oder ein Abend mit Programm, Musik und Tanz? Und welchen Gesamtbetrag hat die Geschäftsführung freigegeben?

Aus diesen Antworten ergibt sich Ihr Budget pro Kopf – die wichtigste Kennzahl für die weitere Planung. Sie macht Angebote vergleichbar und ist zugleich die Grundlage für die steuerliche Bewertung.

## Die 110-Euro-Regel: Was steuerlich gilt

Weihnachtsfeiern gelten steuerlich in der Regel als Betriebsveranstaltungen. Für diese sieht das Einkommensteuergesetz (§ 19 Abs. 1 Satz 1 Nr. 1a EStG) eine Begünstigung vor:

- **Freibetrag von 110 Euro:** Für jede teilnehmende Mitarbeiterin und jeden teilnehmenden Mitarbeiter bleiben Zuwendungen bis zu 110 Euro je Veranstaltung steuer- und sozialversicherungsfrei.
- **Bruttobetrag:** Die 110 Euro verstehen sich einschließlich Umsatzsteuer.
- **Höchstens zwei Veranstaltungen pro Jahr:** Die Begünstigung gilt für bis zu zwei Betriebsveranstaltungen jährlich, zum Beispiel für Sommerfest und Weihnachtsfeier.
- **Offen für alle:** Die Feier muss allen Beschäftigten des Betriebs oder eines Betriebsteils offenstehen.

Einzubeziehen sind grundsätzlich alle Aufwendungen inklusive Umsatzsteuer – also nicht nur Essen und Getränke, sondern auch Raummiete, Musik, Dekoration oder Transfers. Die Gesamtkosten werden gleichmäßig auf alle tatsächlich anwesenden Teilnehmenden verteilt. Bringen Mitarbeitende Begleitpersonen mit, wird ihnen deren Kostenanteil zugerechnet.

Übersteigen die Kosten den Freibetrag, ist nur der übersteigende Teil steuerpflichtig. Er gilt als geldwerter Vorteil, den die Mitarbeitenden grundsätzlich als Arbeitslohn versteuern müssen. Alternativ kann der Arbeitgeber diesen Betrag nach § 40 Abs. 2 EStG pauschal mit 25 Prozent versteuern, zuzüglich Solidaritätszuschlag und gegebenenfalls Kirchensteuer. Der pauschal versteuerte Betrag bleibt dann sozialversicherungsfrei, und für die Belegschaft entsteht keine zusätzliche Belastung.

## Typische Kostenpositionen und Richtwerte

Die folgenden Werte sind grobe Orientierungsgrößen für eine Abendveranstaltung in einer deutschen Großstadt. Je nach Region, Location und Anspruch können die tatsächlichen Preise deutlich abweichen. Rechnen Sie mit diesen Spannen pro Person (brutto):

| Kostenposition | Richtwert pro Person | Hinweise |
| --- | --- | --- |
| Location-Miete | 10–40 € | oft als Pauschale oder Mindestumsatz, in Restaurants teils entfallend |
| Catering (Buffet oder Menü) | 35–75 € | abhängig von Anzahl der Gänge und Servicepersonal |
| Getränke | 20–45 € | Pauschale meist günstiger als Abrechnung nach Verbrauch |
| Musik und Unterhaltung | 10–35 € | DJ günstiger als Liveband; Fixkosten verteilen sich auf alle Gäste |
| Transport und Shuttle | 5–20 € | relevant bei Locations außerhalb der Innenstadt |
| Dekoration und Sonstiges | 3–10 € | zum Beispiel Tischschmuck, Fotobox, Garderobe |

In Summe ergeben sich damit meist rund 80 bis 225 Euro pro Person. Kleinere Städte und einfache Formate liegen eher am unteren Ende, exklusive Locations in München, Hamburg oder Frankfurt eher am oberen.

## Beispielrechnung für 60 Personen

Wie sich das konkret auswirkt, zeigt eine vereinfachte Beispielrechnung für eine Weihnachtsfeier mit 60 Mitarbeitenden ohne Begleitpersonen:

| Position | Berechnung | Betrag (brutto) |
| --- | --- | --- |
| Location-Miete | Pauschale | 1.500 € |
| Buffet | 60 × 45 € | 2.700 € |
| Getränkepauschale | 60 × 30 € | 1.800 € |
| DJ | Pauschale | 1.000 € |
| Shuttlebus | Pauschale | 600 € |
| Dekoration und Sonstiges | Pauschale | 300 € |
| **Gesamt** | | **7.900 €** |
| **Pro Person** | 7.900 € ÷ 60 | **rund 131,67 €** |

Damit liegt die Feier um rund 21,67 Euro pro Person über dem Freibetrag. Insgesamt übersteigen die Kosten den steuerfreien Rahmen von 6.600 Euro (60 × 110 Euro) um 1.300 Euro. Versteuert der Arbeitgeber diesen Betrag pauschal mit 25 Prozent, fallen 325 Euro Lohnsteuer an, zuzüglich 17,88 Euro Solidaritätszuschlag und gegebenenfalls Kirchensteuer. Alternativ lässt sich das Budget so anpassen, dass die Feier innerhalb des Freibetrags bleibt – etwa mit einem schlichteren Buffet und einer Location, die statt Miete nur einen Mindestumsatz verlangt.

## So sparen Sie, ohne dass es nach Sparen aussieht

- **Früh buchen:** Wer bereits im Frühjahr oder Sommer reserviert, hat die größere Auswahl und profitiert häufig von Frühbucherkonditionen.
- **Unter der Woche feiern:** Dienstage, Mittwoche und Donnerstage sind bei vielen Locations deutlich günstiger als Freitage und Samstage. Auch Termine Ende November oder im Januar sind oft preiswerter.
- **Pauschalangebote nutzen:** Pakete aus Raummiete, Essen und Getränken sind meist günstiger als Einzelbuchungen und schaffen Kostensicherheit.
- **Getränkepauschale vereinbaren:** So vermeiden Sie unkalkulierbare Posten auf der Schlussrechnung.
- **Mindestumsatz statt Miete:** Viele Restaurants verzichten auf eine Raummiete, wenn ein bestimmter Umsatz erreicht wird.
- **Programm bündeln:** Ein erfahrener DJ kann oft zugleich moderieren und durch den Abend führen.
- **Verbindliche Anmeldung:** Fragen Sie Zusagen frühzeitig ab. Kurzfristige Absagen erhöhen nicht nur die Cateringkosten pro Gast, sondern auch den steuerlich maßgeblichen Betrag pro Kopf.

## Checkliste für Ihre Budgetplanung

1. Gesamtbudget und Teilnehmerzahl festlegen
2. Budget pro Kopf berechnen und mit dem Freibetrag von 110 Euro abgleichen
3. Mindestens drei vergleichbare Angebote einholen
4. Einen Puffer von etwa 10 Prozent für Unvorhergesehenes einplanen
5. Nach der Feier die tatsächlichen Kosten und die Zahl der Teilnehmenden für die Lohnabrechnung dokumentieren

## Hinweis

Dieser Beitrag dient der allgemeinen Information und stellt keine Steuer- oder Rechtsberatung dar. Die steuerliche Behandlung hängt vom Einzelfall ab. Bitte stimmen Sie Ihre Planung mit Ihrer Steuerberatung oder Ihrer Lohnbuchhaltung ab.`,
    author: 'Redaktion Weihnachtsfeier-Planer',
    date: '2025-10-20',
    category: 'Veranstaltungstipps',
    tags: ['Budget', 'Steuern', 'Freibetrag', 'Kostenplanung', 'Spartipps'],
    readingTime: 5,
    image: null,
  },
];

export const DEMO_BLOG: DemoBlog = { categories: SEED_CATEGORIES, posts: SEED_POSTS };
