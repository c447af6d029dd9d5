import type { City } from '../types.ts';

export default {
  id: 'trier',
  name: 'Trier',
  displayName: 'Trier',
  seoTitle: 'Weihnachtsfeier in Trier: Moselwein & Römerstadt',
  metaDescription: 'Weihnachtsfeier in Trier: Wir finden Weinkeller, Moselweingüter und Gewölberestaurants für Ihr Team. Unverbindlich anfragen – Rückmeldung in wenigen Stunden.',
  heroTitle: 'Weihnachtsfeier in Trier, der ältesten Stadt Deutschlands',
  heroSubtitle: 'Zwischen römischen Bauwerken und Moselweinbergen finden wir die passende Location für Ihre Firmenfeier.',
  description: 'Wo sonst feiert man zwischen Bauwerken aus der Römerzeit? Trier verbindet zweitausend Jahre Geschichte mit der Weinkultur der Mosel und der Nähe zu Luxemburg. Weinkeller, historische Gewölbe und Weingüter im Moseltal bieten stimmungsvolle Räume, und der Weihnachtsmarkt vor dem Dom gehört zu den schönsten der Region.',
  landmarks: ['Porta Nigra', 'Trierer Dom', 'Kaiserthermen', 'Konstantinbasilika'],
  venueTypes: ['Weinkeller', 'Moselweingut', 'Gewölberestaurant', 'Hotelsaal'],
  businessCulture: 'Die Wirtschaft Triers ist stark vom nahen Großherzogtum geprägt: Zehntausende Menschen aus der Region pendeln täglich nach Luxemburg, vor allem in den Finanzsektor und die europäischen Institutionen. In der Stadt selbst sind Gesundheitswesen, Verwaltung, Bistum und Einzelhandel große Arbeitgeber, dazu kommt ein großes Tabakwerk von JTI. Universität und Hochschule Trier bringen viele Tausend Studierende in die Stadt, der Tourismus rund um das UNESCO-Welterbe für volle Hotels. Die Weinwirtschaft an Mosel, Saar und Ruwer ist allgegenwärtig. Firmenfeiern fallen meist kleiner bis mittelgroß aus, oft mit Kolleginnen und Kollegen aus Luxemburg, Frankreich oder Belgien. Mehrsprachigkeit ist daher nichts Ungewöhnliches, und ein gutes Glas Riesling gehört fast immer dazu.',
  accessibility: 'Am schnellsten erreichen Fluggäste Trier über den Flughafen Luxemburg, der rund 50 Kilometer entfernt liegt und mit dem Auto in etwa 45 Minuten angebunden ist. Der Trierer Hauptbahnhof hat keinen ICE-Halt, Regionalexpress-Züge fahren aber nach Koblenz, Saarbrücken und Luxemburg; Fernreisende steigen meist in Koblenz oder Saarbrücken um. Für Autofahrer sind die A1, die A48 und die A64 Richtung Luxemburg die wichtigsten Verbindungen, über die A602 gelangen Sie in die Stadt. Vor Ort fahren die Busse der Stadtwerke Trier. Die Altstadt ist kompakt, viele Locations liegen in Laufweite vom Hauptmarkt, sodass Taxis meist nur für die Heimfahrt nötig sind.',
  region: 'weitere',
  faq: [
    {
      question: 'Wo findet in Trier der Weihnachtsmarkt statt?',
      answer: 'Der Trierer Weihnachtsmarkt liegt auf dem Hauptmarkt und dem Domfreihof, direkt vor der Kulisse des Doms. Er ist ein idealer Treffpunkt für einen Glühwein vor dem Essen. Wegen der vielen Besucher aus Luxemburg und Frankreich ist es an Wochenenden sehr voll.',
    },
    {
      question: 'Können wir eine Weinprobe an der Mosel einplanen?',
      answer: 'Ja, zahlreiche Weingüter in Trier und an der Mosel bieten Gruppenproben, oft kombiniert mit einem Winzermenü. Besonders beliebt ist Riesling, der in dieser Region einen hervorragenden Ruf hat. Ein Bus-Transfer macht die Tour für alle Gäste entspannt.',
    },
    {
      question: 'Was ist bei Gästen aus Luxemburg zu beachten?',
      answer: 'Viele Trierer Unternehmen haben Mitarbeitende oder Kunden in Luxemburg. Die Fahrt per Bahn oder Auto dauert meist unter einer Stunde, die Rückfahrt sollte aber frühzeitig geklärt werden. Mehrsprachige Einladungen und Menükarten kommen gut an.',
    },
    {
      question: 'Welche Trierer Spezialitäten passen zur Feier?',
      answer: 'Neben Moselwein ist Viez, der regionale Apfelwein, ein typisch Trierer Getränk. Dazu passen deftige Gerichte wie Gräwes, Sauerkraut mit Kartoffelpüree vermengt, oder ein winterliches Menü mit Wild. Viele Gastgeber bieten regionale Menüs für Gruppen an.',
    },
  ],
} satisfies City;
