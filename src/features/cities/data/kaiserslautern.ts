import type { City } from '../types.ts';

export default {
  id: 'kaiserslautern',
  name: 'Kaiserslautern',
  displayName: 'Kaiserslautern',
  seoTitle: 'Weihnachtsfeier Kaiserslautern: Locations & Ideen',
  metaDescription: 'Weihnachtsfeier in Kaiserslautern: Wir finden Stadion-Lounges, Forsthäuser und Pfälzer Weinstuben für Ihr Team. Kostenlos anfragen, Antwort in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Kaiserslautern am Pfälzerwald',
  heroSubtitle: 'Vom Betzenberg bis ins Forsthaus im Wald – wir finden die passende Location für Ihre Feier in der Westpfalz.',
  description: 'Kaiserslautern liegt mitten im Pfälzerwald und verbindet Fußballtradition, Forschung und Pfälzer Gastlichkeit. Firmen feiern in den Lounges am Betzenberg, in Forsthäusern und Waldgaststätten am Stadtrand oder in gemütlichen Weinstuben. Die Preise sind im Vergleich zur Rhein-Neckar-Region angenehm moderat.',
  landmarks: ['Fritz-Walter-Stadion', 'Japanischer Garten', 'Pfalztheater', 'Gartenschau Kaiserslautern'],
  venueTypes: ['Stadion-Lounge', 'Forsthaus im Pfälzerwald', 'Pfälzer Weinstube', 'Tagungshotel'],
  businessCulture: 'Die Westpfalz-Metropole hat sich vom Industriestandort zu einem Zentrum für Informatik und angewandte Forschung entwickelt. Das Deutsche Forschungszentrum für Künstliche Intelligenz (DFKI) wurde hier gegründet, die Fraunhofer-Institute ITWM und IESE sowie die RPTU Kaiserslautern-Landau und die Hochschule Kaiserslautern bilden einen dichten Wissenschaftscluster. In der Industrie ist das Opel-Werk der wichtigste Name. Besonders ist die amerikanische Prägung: Rund um Kaiserslautern und die nahe Ramstein Air Base lebt die größte US-Gemeinde außerhalb der Vereinigten Staaten, was Dienstleistern, Handwerk und Gastronomie Aufträge beschert. Weihnachtsfeiern sind deshalb häufig zweisprachig, und Teams mischen deutsche und amerikanische Traditionen. Ansonsten feiert man pfälzisch: herzhaft, gesellig und mit Wein.',
  accessibility: 'Bis zum Frankfurter Flughafen sind es rund 120 Kilometer, also etwa eineinviertel Stunden mit dem Auto; der Flughafen Saarbrücken ist näher, hat aber weniger Verbindungen. Kaiserslautern Hauptbahnhof liegt an der Strecke Mannheim–Saarbrücken, auf der ICE- und TGV-Züge Richtung Paris und Frankfurt verkehren. Zusätzlich verbindet die S-Bahn RheinNeckar die Stadt mit Mannheim, Heidelberg und Ludwigshafen. Auf der Straße ist die Stadt über die A6 angebunden, die sich am Autobahnkreuz Kaiserslautern mit der A63 Richtung Mainz trifft; westlich zweigt bei Landstuhl die A62 ab. Stadtbusse der SWK sorgen vor Ort für Anschluss. Für Feiern in Waldgaststätten am Stadtrand ist ein Shuttle praktisch unverzichtbar.',
  region: 'weitere',
  faq: [
    {
      question: 'Kann man im Fritz-Walter-Stadion Weihnachten feiern?',
      answer: 'Das Stadion auf dem Betzenberg verfügt über Logen und Businessbereiche, die auch außerhalb von Spieltagen für Veranstaltungen genutzt werden. Für fußballbegeisterte Teams ist das ein besonderer Rahmen mit Blick ins Stadionrund. Die Verfügbarkeit hängt vom Spielplan des 1. FC Kaiserslautern ab.',
    },
    {
      question: 'Wie berücksichtigt man amerikanische Gäste bei der Feier?',
      answer: 'In Kaiserslautern arbeiten viele Firmen mit Kolleginnen und Kollegen aus der US-Community zusammen. Zweisprachige Einladungen, ein englischsprachiger Programmteil und ein Menü mit bekannten Gerichten erleichtern allen den Abend. Pfälzer Spezialitäten sind bei amerikanischen Gästen meist ein Höhepunkt.',
    },
    {
      question: 'Welche Pfälzer Gerichte passen zur Weihnachtsfeier?',
      answer: 'Saumagen, Leberknödel und Bratwurst mit Sauerkraut gehören zu den bekanntesten Pfälzer Gerichten. Als Nachtisch sind Dampfnudeln mit Weinsoße beliebt. Dazu gehört eine Weinschorle oder ein Glas Pfälzer Wein.',
    },
    {
      question: 'Eignen sich Waldgaststätten im Pfälzerwald für Firmenfeiern?',
      answer: 'Ja, viele Forsthäuser und Waldgaststätten rund um Kaiserslautern haben Säle für Gruppen und bieten im Winter besondere Gemütlichkeit. Planen Sie wegen der Lage außerhalb einen Bus-Shuttle ein. Wir fragen Kapazitäten und Menüs gezielt für Sie an.',
    },
  ],
} satisfies City;
