import type { City } from '../types.ts';

export default {
  id: 'remscheid',
  name: 'Remscheid',
  displayName: 'Remscheid',
  seoTitle: 'Weihnachtsfeier in Remscheid – Locations im Bergischen',
  metaDescription: 'Weihnachtsfeier in Remscheid planen: Locations in Lennep, Hasten und rund um die Müngstener Brücke. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Bergische Weihnachtsfeier in Remscheid',
  heroSubtitle: 'Schieferhäuser, Kotten und Werkstatt-Charme: Wir suchen die Location, die zu Ihrem Team passt.',
  description: 'Remscheid liegt auf den Höhen des Bergischen Landes und ist seit Jahrhunderten die Stadt der Werkzeugmacher. Die Lenneper Altstadt mit ihren Schieferhäusern, Gasthöfe in den Bachtälern und umgebaute Werkhallen schaffen eine ungekünstelte, warme Atmosphäre, in der sich gerade mittelständische Teams schnell zu Hause fühlen.',
  landmarks: ['Deutsches Röntgen-Museum', 'Müngstener Brücke', 'Deutsches Werkzeugmuseum', 'Altstadt Lennep'],
  venueTypes: ['Schieferhaus', 'Kotten', 'Werkhalle', 'Ausflugslokal im Tal'],
  businessCulture: 'Feilen, Sägen, Zangen und Schraubenschlüssel aus Remscheid gehen seit Generationen in alle Welt. Die Stadt ist bis heute ein Zentrum der Werkzeugindustrie mit bekannten Herstellern wie Gedore und Hazet, dazu kommen Zulieferer für Automobil- und Maschinenbau. Zu den größten Arbeitgebern zählt Vaillant, das hier Heiztechnik entwickelt und seine Zentrale hat. Auch das Verfahren für nahtlose Stahlrohre der Brüder Mannesmann wurde in Remscheid erfunden. Die Unternehmen sind überwiegend familiengeführte Mittelständler, der Ton ist direkt und verlässlich. Viele Firmen laden die gesamte Belegschaft samt Partnern ein, sodass Gruppen zwischen 40 und 200 Personen üblich sind, häufig an einem Freitagabend Anfang Dezember.',
  accessibility: 'Der Flughafen Düsseldorf ist etwa 40 Kilometer entfernt, mit dem Auto braucht man rund 35 bis 45 Minuten. Remscheid Hauptbahnhof wird von der S 7 bedient, die über die Müngstener Brücke nach Solingen und in der Gegenrichtung über Lennep nach Wuppertal fährt; in Wuppertal und Solingen bestehen ICE-Anschlüsse. Die A 1 führt am Ostrand der Stadt vorbei und hat eine eigene Anschlussstelle Remscheid. Busse der Stadtwerke Remscheid verbinden die Stadtteile. Tipp: Remscheid ist hügelig und liegt deutlich höher als das Rheinland, bei Schnee und Glätte sollten Sie mehr Fahrzeit einplanen und Shuttles mit Winterausrüstung buchen.',
  region: 'west',
  faq: [
    {
      question: 'Kann man die Weihnachtsfeier mit dem Röntgen-Museum verbinden?',
      answer: 'Das Deutsche Röntgen-Museum in Lennep, dem Geburtsort von Wilhelm Conrad Röntgen, bietet Gruppenführungen durch eine interaktive Ausstellung über Strahlen und ihre Anwendungen. Im Anschluss erreichen Sie die Lokale der Lenneper Altstadt in wenigen Minuten zu Fuß. Führungen sollten Sie einige Wochen im Voraus vereinbaren.',
    },
    {
      question: 'Welche Locations sind typisch für Remscheid?',
      answer: 'Besonders beliebt sind Gaststätten in historischen Schieferhäusern, Ausflugslokale in den Bachtälern und ehemalige Werkstätten, die zu Eventflächen umgebaut wurden. Für große Belegschaften kommen Säle in Hotels und Hallen infrage. Wir prüfen für Sie, welche Häuser noch Termine frei haben.',
    },
    {
      question: 'Wie kommen Gäste bei Schnee sicher zur Feier in Remscheid?',
      answer: 'Remscheid ist hügelig und im Winter öfter verschneit als das Rheinland. Planen Sie einen Zeitpuffer ein, informieren Sie auswärtige Gäste über die S 7 und buchen Sie bei Locations im Tal oder am Stadtrand einen Shuttle. So kommen auch Gäste aus Köln oder Düsseldorf entspannt an und wieder nach Hause.',
    },
    {
      question: 'Was sollte bei einer Remscheider Weihnachtsfeier auf der Speisekarte stehen?',
      answer: 'Bergische Küche ist herzhaft: Sauerbraten, Rinderrouladen, Grünkohl oder ein Gänseessen passen gut in den Dezember. Zum Dessert bieten sich Milchreis mit Zimt oder Waffeln mit heißen Kirschen an, wie sie zur Bergischen Kaffeetafel gehören. Für gemischte Gruppen empfehlen wir ein Buffet mit vegetarischen Optionen.',
    },
    {
      question: 'Wann sollte man in Remscheid anfragen?',
      answer: 'Weil Remscheid nur eine überschaubare Zahl größerer Säle hat, sind die Dezember-Freitage oft schon im Herbst vergeben. Für Gruppen ab 80 Personen empfehlen wir eine Anfrage bis August oder September. Unter der Woche oder im Januar ist die Auswahl größer.',
    },
  ],
} satisfies City;
