import type { ReactNode } from 'react';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@/features/consent/state';
import {
  MAIL_COPIES_KEPT_DAYS,
  MAX_CONFIRMATION_MAILS,
  PENDING_EXPIRY_HOURS,
  RESEND_INTERVAL_MINUTES,
  UNSUBSCRIBED_KEPT_YEARS,
} from '@/features/newsletter/rules';
import { config } from '@/lib/config';
import { operator } from '@/lib/operator';
import { LOCALE } from '@/lib/site';
import { OperatorAddress, OperatorContact, legalHeadingClass, legalLinkClass } from './imprint';

/** Month and year of the current version of this policy. */
export const PRIVACY_POLICY_VERSION = 'November 2026';

interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const subHeadingClass = 'text-lg font-semibold text-pine-900';
const listClass = 'list-disc space-y-1 pl-6';

const SECONDS_PER_YEAR = 60 * 60 * 24 * 365;
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** "einer Minute" / "10 Minuten" – dative, as in "für die Dauer von …". */
function minutesDative(seconds: number): string {
  const minutes = decimal.format(seconds / 60);
  return minutes === '1' ? 'einer Minute' : `${minutes} Minuten`;
}

/** "einem Monat" / "24 Monaten" – dative, as in "nach Ablauf von …". */
function monthsDative(months: number): string {
  return months === 1 ? 'einem Monat' : `${months} Monaten`;
}

/** "einen Monat" / "12 Monate" – accusative, as in "für …". */
function monthsAccusative(months: number): string {
  return months === 1 ? 'einen Monat' : `${months} Monate`;
}

/** Fields of the request form and the data that travel with a request, in the order the form asks. */
const FORM_FIELDS = [
  'die Stadt, in der Ihre Feier stattfinden soll (aus unserer Liste gewählt oder frei eingegeben)',
  'die erwartete Zahl der Teilnehmenden',
  'das gewählte Paket (Basis, Premium oder Enterprise), sofern Sie eines ausgewählt haben',
  'den Namen Ihres Unternehmens',
  'den Namen der Ansprechperson',
  'Ihre E-Mail-Adresse',
  'Ihre Telefonnummer',
];

const REQUEST_METADATA = [
  'die Seite unserer Website, von der aus Sie die Anfrage gesendet haben',
  'die Kennung Ihres Browsers (User-Agent-String)',
  'den Zeitpunkt, zu dem die Anfrage bei uns eingegangen ist',
];

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
      {children}
      <span className="sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}

/** Body of the Datenschutzerklärung; the page supplies the h1. Describes exactly what this site does. */
export function PrivacyPolicy() {
  const op = operator();
  const settings = config();
  const retention = settings.REQUEST_RETENTION_MONTHS;
  const rateWindow = minutesDative(settings.REQUEST_RATE_WINDOW_SECONDS);
  const consentMonths = Math.round((CONSENT_MAX_AGE_SECONDS / SECONDS_PER_YEAR) * 12);
  const mail = (
    <a href={`mailto:${op.email}`} className={legalLinkClass}>
      {op.email}
    </a>
  );
  const cookieSettings = <>„Cookie-Einstellungen“</>;

  const sections: PolicySection[] = [
    {
      id: 'verantwortlicher',
      title: 'Verantwortlicher',
      body: (
        <>
          <p>Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist:</p>
          <OperatorAddress op={op} />
          <p>Vertreten durch die Geschäftsführung: {op.representative}</p>
          <OperatorContact op={op} />
          <p>Fragen zum Datenschutz richten Sie bitte an die oben genannte E-Mail-Adresse.</p>
        </>
      ),
    },
    {
      id: 'grundsaetze',
      title: 'Überblick und Grundsätze',
      body: (
        <>
          <p>
            Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, für die Bearbeitung Ihrer Anfrage oder auf
            Grundlage Ihrer Einwilligung nötig ist. Die folgenden Abschnitte beschreiben, welche Daten das sind, wozu wir sie nutzen und wann
            wir sie wieder löschen.
          </p>
          <p>
            Bevor Sie eingewilligt haben, lädt diese Website nichts von fremden Servern: Schriften, Skripte und Bilder kommen ausschließlich von
            unserem eigenen Server. Werkzeuge zur Reichweitenmessung oder Webanalyse setzen wir nicht ein.
          </p>
          <p>Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt.</p>
        </>
      ),
    },
    {
      id: 'server',
      title: 'Aufruf der Website und Server-Protokolle',
      body: (
        <>
          <p>
            Wenn Sie eine Seite aufrufen, sendet Ihr Browser technisch bedingt Ihre IP-Adresse an unseren Server. Der Server benötigt sie, um
            Ihnen die Seite zuzustellen.
          </p>
          <p>
            Unsere Anwendung führt ein Protokoll im Format JSON Lines (ein Eintrag je Zeile). Es verzeichnet Fehler der Anwendung mit ihren
            Fehlercodes, Aufrufe von Seiten, die es nicht gibt – jeweils mit dem aufgerufenen Pfad und der Seite, von der Sie gekommen sind
            (Referrer) –, sowie den Eingang einer Anfrage mit ihrer internen Kennung und der Seite, von der sie gesendet wurde. IP-Adressen und
            Inhalte von Formularen stehen nicht in diesem Protokoll.
          </p>
          <p>
            Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt darin, die Website sicher und fehlerfrei zu
            betreiben.
          </p>
          <h3 className={subHeadingClass}>Schutz des Anfrageformulars</h3>
          <p>
            Damit das Anfrageformular nicht massenhaft missbraucht wird, begrenzen wir die Zahl der Anfragen je Absender. Dazu speichern wir Ihre
            IP-Adresse in unserer Datenbank als Schlüssel eines Zählers, der jeweils für die Dauer von {rateWindow} gilt. Der Eintrag wird
            spätestens nach 24 Stunden automatisch gelöscht. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der
            Schutz vor Spam und Missbrauch.
          </p>
        </>
      ),
    },
    {
      id: 'anfrageformular',
      title: 'Anfrageformular',
      body: (
        <>
          <h3 className={subHeadingClass}>Welche Daten wir verarbeiten</h3>
          <p>Wenn Sie uns über das Formular eine Anfrage senden, verarbeiten wir die Angaben, die Sie dort machen:</p>
          <ul className={listClass}>
            {FORM_FIELDS.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
          <p>Zusammen mit der Anfrage speichern wir außerdem:</p>
          <ul className={listClass}>
            {REQUEST_METADATA.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Die Angaben im Formular brauchen wir, um Ihre Anfrage zu bearbeiten. Ohne sie können wir Ihnen keine passenden Locations vorschlagen.
          </p>

          <h3 className={subHeadingClass}>Wozu wir die Daten nutzen</h3>
          <p>
            Wir beantworten Ihre Anfrage, rufen Sie für ein kurzes Gespräch an und suchen und vergleichen Locations, die zu Ihrer Feier passen.
            Um Angebote für Sie einzuholen, fragen wir bei geeigneten Locations an, ob sie an Ihren Wunschterminen frei sind. Dabei nennen wir
            die Termine, die Zahl der Gäste, Ihr Budget und Ihre Wünsche – nicht Ihren Firmennamen und nicht Ihre Kontaktdaten. Um diese
            Einwilligung bittet das Kontrollkästchen am Ende des Formulars.
          </p>

          <h3 className={subHeadingClass}>Rechtsgrundlagen</h3>
          <ul className={listClass}>
            <li>
              Art. 6 Abs. 1 lit. b DSGVO: Die Bearbeitung Ihrer Anfrage ist eine vorvertragliche Maßnahme, die auf Ihre Anfrage hin erfolgt.
            </li>
            <li>
              Art. 6 Abs. 1 lit. a DSGVO: Die Weitergabe an Locations beruht auf Ihrer Einwilligung. Sie können sie jederzeit mit Wirkung für die
              Zukunft widerrufen, zum Beispiel mit einer E-Mail an {mail}. Was bis zum Widerruf geschehen ist, bleibt davon unberührt.
            </li>
          </ul>

          <h3 className={subHeadingClass}>Speicherdauer</h3>
          <p>
            Anfragen und die dazu versandten E-Mails löschen wir automatisch nach Ablauf von {monthsDative(retention)} ab ihrem Eingang. Wird
            aus Ihrer Anfrage eine Buchung, gelten für die dabei entstehenden Geschäftsunterlagen die handels- und steuerrechtlichen
            Aufbewahrungspflichten (§ 257 HGB, § 147 AO). Je nach Art der Unterlage betragen sie sechs, acht oder zehn Jahre.
          </p>

          <h3 className={subHeadingClass}>Schutz vor Spam</h3>
          <p>
            Das Formular enthält ein Feld, das für Menschen unsichtbar ist und nur von automatisierten Programmen ausgefüllt wird. Ist es
            ausgefüllt, verwerfen wir die Anfrage. Zusätzliche Daten erheben wir dafür nicht.
          </p>
        </>
      ),
    },
    {
      id: 'e-mails',
      title: 'E-Mails zu Ihrer Anfrage',
      body: (
        <>
          <p>
            Nach dem Eingang Ihrer Anfrage senden wir eine Bestätigung an die E-Mail-Adresse, die Sie angegeben haben, und eine Benachrichtigung
            an unser Team. Beide Nachrichten legen wir zunächst in unserer Datenbank ab (unser „Postausgang“). So geht keine E-Mail verloren,
            wenn der Mailserver einmal nicht erreichbar ist.
          </p>
          <p>
            Zugestellt werden die Nachrichten über unseren E-Mail-Dienstleister (per SMTP). Er handelt in unserem Auftrag als Auftragsverarbeiter
            nach Art. 28 DSGVO. Die gespeicherten Kopien löschen wir zusammen mit der Anfrage. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
          </p>
        </>
      ),
    },
    {
      id: 'angebote',
      title: 'Ihr Angebot und Ihre Zusage',
      body: (
        <>
          <p>
            Auf Ihre Anfrage hin stellen wir Ihnen Locations auf einer eigenen Angebotsseite gegenüber. Sie erreichen sie über einen
            persönlichen Link, den wir Ihnen per E-Mail senden. Der Link ist zufällig erzeugt und nicht zu erraten; in unserer Datenbank steht
            nur ein daraus berechneter Prüfwert, nicht der Link selbst. Suchmaschinen nehmen die Seite nicht auf, und in unseren
            Server-Protokollen erscheint der Link nur gekürzt.
          </p>
          <h3 className={subHeadingClass}>Was wir dazu speichern</h3>
          <ul className={listClass}>
            <li>jede veröffentlichte Fassung des Angebots mit den Locations, Terminen, Preisen und Bedingungen, so wie Sie sie gesehen haben</li>
            <li>den Zeitpunkt, zu dem Sie die Seite zum ersten Mal geöffnet haben – ohne Ihre IP-Adresse und ohne weitere Angaben zu Ihrem Gerät</li>
            <li>Fragen, die Sie uns über das Formular „Frage zum Angebot“ stellen</li>
            <li>
              Ihre Zusage: die gewählte Location und den Termin, die Teilnehmerzahl, die Rechnungsadresse, eine Bestellnummer und eine Nachricht,
              sofern Sie diese angeben, sowie den Zeitpunkt der Zusage
            </li>
          </ul>
          <p>
            Zum Schutz der Formulare zählen wir – wie beim Anfrageformular – die Zahl der gesendeten Formulare je IP-Adresse für kurze Zeit.
          </p>
          <h3 className={subHeadingClass}>Wozu und auf welcher Grundlage</h3>
          <p>
            Wir brauchen diese Angaben, um Ihnen das Angebot zu machen, Ihre Fragen zu beantworten, die gewählte Location für Sie zu buchen und
            Ihnen die Buchungsbestätigung mit dem Termin für Ihren Kalender sowie später die Rechnung zu senden. Den Zeitpunkt des ersten Aufrufs
            nutzen wir, um zu wissen, ob unser Angebot Sie erreicht hat. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertrag und
            vorvertragliche Maßnahmen). Sobald Sie eine Location gewählt haben, erhält diese Location Ihren Firmennamen, Ihre Ansprechperson mit
            E-Mail-Adresse und Telefonnummer, den gewählten Termin und die Zahl der Gäste, damit sie die Buchung bestätigen und mit Ihnen
            abstimmen kann. Die übrigen angefragten Locations erfahren nur, dass die Anfrage vergeben ist.
          </p>
          <h3 className={subHeadingClass}>Speicherdauer</h3>
          <p>
            Angebote, Fragen und Zusagen löschen wir zusammen mit der Anfrage, zu der sie gehören (siehe „Anfrageformular“). Für Unterlagen einer
            Buchung gelten die dort genannten Aufbewahrungspflichten.
          </p>
        </>
      ),
    },
    {
      id: 'konten',
      title: 'Konten für den Verwaltungsbereich',
      body: (
        <>
          <p>
            Der Verwaltungsbereich unter „/admin“ ist unserem Team vorbehalten. Wer sich dafür unter „/auth“ registriert, hinterlegt eine
            E-Mail-Adresse und ein Passwort; gespeichert werden die Adresse, ein nicht umkehrbarer Hash des Passworts, ob die Adresse bestätigt
            ist, die Rolle (freigeschaltet oder wartend) sowie Zeitpunkte der Anlage und Änderung. Zur Bestätigung der Adresse und zum Zurücksetzen
            des Passworts senden wir Links per E-Mail über unseren Postausgang (Abschnitt 5); diese Links gelten nur kurz und nur einmal. An
            eine Adresse senden wir höchstens drei solcher E-Mails je Stunde. Den Text einer E-Mail mit einem solchen Link löschen wir beim
            Versand, die E-Mail selbst einen Tag danach; eine Registrierung, deren Adresse nicht binnen 48 Stunden bestätigt wurde, löschen wir
            automatisch.
          </p>
          <p>
            Nach der Anmeldung setzen wir ein Sitzungs-Cookie („better-auth.session_token“, bei verschlüsselter Verbindung mit dem Präfix
            „__Secure-“). Es ist für JavaScript nicht lesbar (HttpOnly), wird nur an unsere eigene Website gesendet (SameSite=Lax) und ist
            technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Zu jeder Sitzung speichern wir IP-Adresse, Browser-Kennung und Ablaufzeit; sie endet
            mit der Abmeldung, mit einem neuen Passwort oder spätestens sieben Tage nach der letzten Nutzung. Zum Schutz vor dem Erraten von
            Passwörtern zählen wir Anmeldeversuche je E-Mail-Adresse und je IP-Adresse; diese Zähler löschen wir nach spätestens 24 Stunden.
          </p>
          <p>
            Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Nutzung des Verwaltungsbereichs) und lit. f DSGVO (Schutz vor Missbrauch). Ein Konto,
            das nicht freigeschaltet wird, kann eine Administratorin oder ein Administrator samt Sitzungen löschen; auf Wunsch löschen wir jedes
            Konto.
          </p>
        </>
      ),
    },
    {
      id: 'newsletter',
      title: 'Newsletter',
      body: (
        <>
          <p>
            Unser Newsletter bringt Planungstipps, Ideen für Locations und Hinweise zu Buchungsfristen rund um die Weihnachtsfeier, höchstens
            zweimal im Monat. Wir senden ihn nur an Adressen, deren Inhaberinnen und Inhaber ihn bestellt und die Anmeldung bestätigt haben.
          </p>

          <h3 className={subHeadingClass}>Welche Daten wir speichern</h3>
          <ul className={listClass}>
            <li>Ihre E-Mail-Adresse,</li>
            <li>den Zeitpunkt Ihrer Anmeldung sowie Zeitpunkt und Zahl der Bestätigungs-E-Mails,</li>
            <li>den Zeitpunkt Ihrer Bestätigung und gegebenenfalls den Ihrer Abmeldung,</li>
            <li>den Wortlaut der Einwilligung, der Sie bei der Anmeldung zugestimmt haben.</li>
          </ul>
          <p>
            Ihre IP-Adresse speichern wir dazu nicht. Wie beim Anfrageformular begrenzen wir nur die Zahl der Anmeldungen je IP-Adresse mit einem
            Zähler, den wir nach spätestens 24 Stunden löschen (Abschnitt 3). Öffnungen und Klicks werten wir nicht aus: Unsere E-Mails sind reiner
            Text, ohne Zählpixel und ohne umgeleitete Links.
          </p>

          <h3 className={subHeadingClass}>Rechtsgrundlage und Double-Opt-in</h3>
          <p>
            Rechtsgrundlage für den Versand ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); für Werbung per E-Mail verlangt auch § 7 Abs. 2
            Nr. 2 UWG eine vorherige ausdrückliche Einwilligung. Damit niemand eine fremde Adresse anmelden kann, nutzen wir das
            Double-Opt-in-Verfahren: Nach der Anmeldung senden wir eine E-Mail mit einem Bestätigungslink an die angegebene Adresse. Erst wenn Sie
            die Anmeldung über diesen Link bestätigen, nehmen wir die Adresse in den Verteiler auf.
          </p>
          <p>
            Die gespeicherten Zeitpunkte und der Wortlaut der Einwilligung belegen Ihre Einwilligung; diesen Nachweis müssen wir erbringen können
            (Art. 7 Abs. 1 DSGVO). Rechtsgrundlage dieser Speicherung ist Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO.
          </p>
          <p>
            Wird dieselbe Adresse mehrfach angemeldet, senden wir höchstens alle {RESEND_INTERVAL_MINUTES} Minuten und je Anmeldung insgesamt
            höchstens {MAX_CONFIRMATION_MAILS} Bestätigungs-E-Mails; an bereits bestätigte Adressen senden wir keine.
          </p>

          <h3 className={subHeadingClass}>Speicherdauer</h3>
          <p>
            Ein Bestätigungslink gilt {PENDING_EXPIRY_HOURS} Stunden. Bestätigen Sie die Anmeldung nicht innerhalb dieser Frist, löschen wir sie
            samt der Bestätigungs-E-Mail automatisch, spätestens einen Tag nach Ablauf der Frist.
          </p>
          <p>
            Nach einer Abmeldung senden wir keinen Newsletter mehr. Adresse, Zeitpunkte und Wortlaut der Einwilligung bewahren wir dann noch{' '}
            {UNSUBSCRIBED_KEPT_YEARS} Jahre auf, um nachweisen zu können, dass wir nur mit Einwilligung geschrieben haben (regelmäßige
            Verjährungsfrist nach § 195 BGB; Art. 6 Abs. 1 lit. f DSGVO), und löschen sie danach automatisch. Auf Wunsch löschen wir sie sofort.
          </p>

          <h3 className={subHeadingClass}>Widerruf</h3>
          <p>
            Sie können den Newsletter jederzeit abbestellen und damit Ihre Einwilligung mit Wirkung für die Zukunft widerrufen: über den
            Abmeldelink in jeder Newsletter-E-Mail (ein Klick, ohne Anmeldung), über die Abmeldefunktion Ihres E-Mail-Programms oder mit einer
            E-Mail an {mail}. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt davon unberührt.
          </p>

          <h3 className={subHeadingClass}>Versand</h3>
          <p>
            Auch Newsletter-E-Mails legen wir zunächst in unserem Postausgang ab und stellen sie über unseren E-Mail-Dienstleister zu (Abschnitt
            5). Die Kopien im Postausgang löschen wir nach {MAIL_COPIES_KEPT_DAYS} Tagen.
          </p>
        </>
      ),
    },
    {
      id: 'anzeigen',
      title: 'Anzeigen von Locations',
      body: (
        <>
          <p>
            Auf den Stadtseiten zeigen wir als „Anzeige“ gekennzeichnete Locations, deren Betreiber dafür bezahlen. Die Bilder dieser Anzeigen
            liefert unser eigener Server aus; Ihr Browser nimmt dafür keine Verbindung zu den Betreibern oder anderen fremden Servern auf.
          </p>
          <p>
            Klicken Sie auf „Website besuchen“, führt der Link zunächst über unseren Server, der Sie sofort zur Website der Location weiterleitet.
            Dabei zählen wir, wie oft an einem Tag auf die jeweilige Anzeige geklickt wurde, damit wir dem Betreiber die Zahl der Klicks nennen
            können; mehrere Klicks desselben Besuchers an einem Tag zählen einmal. Dafür speichern wir bis zum Ende des Tages einen Prüfwert, den
            wir aus IP-Adresse und Browser-Kennung mit einem nur an diesem Tag gültigen Zufallswert berechnen; IP-Adresse und Browser-Kennung
            selbst speichern wir nicht, ein Cookie setzen wir nicht. Am Folgetag löschen wir Prüfwerte und Zufallswert; danach lässt der Zähler
            keinen Rückschluss auf Sie zu. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist die verlässliche
            Abrechnung und Auswertung der Werbeplätze.
          </p>
          <p>
            Auf der Website der Location gilt deren eigene Datenschutzerklärung. Unser Link übermittelt ihr nicht, von welcher unserer Seiten Sie
            kommen.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies und Einwilligung',
      body: (
        <>
          <p>
            Besuchern der öffentlichen Seiten setzen wir nur ein einziges Cookie: „{CONSENT_COOKIE}“ (das Sitzungs-Cookie des
            Verwaltungsbereichs beschreibt Abschnitt 6). Es speichert für {monthsAccusative(consentMonths)} Ihre Auswahl im
            Cookie-Banner, damit wir Sie nicht bei jedem Besuch neu fragen müssen. Es enthält nur diese Auswahl, keine Kennung.
          </p>
          <p>
            Dieses Cookie ist technisch erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. c DSGVO,
            weil wir Einwilligungen nachweisen müssen (Art. 7 Abs. 1 DSGVO), sowie Art. 6 Abs. 1 lit. f DSGVO, weil wir Ihre Entscheidung
            respektieren und nicht bei jedem Seitenaufruf erneut erfragen wollen.
          </p>
          <p>
            Das Banner bietet die Kategorien „Notwendig“, „Präferenzen“, „Statistik“ und „Marketing“ an. Mit „Präferenzen“ und „Statistik“ ist
            derzeit kein Dienst verbunden. Eine Einwilligung in „Marketing“ erlaubt das Conversion-Tracking von Google Ads, das im nächsten
            Abschnitt beschrieben ist.
          </p>
          <p>
            Ihre Auswahl können Sie jederzeit ändern oder widerrufen: über den Link {cookieSettings} im Seitenfuß jeder Seite.
          </p>
        </>
      ),
    },
    {
      id: 'google-ads',
      title: 'Google Ads Conversion-Tracking',
      body: (
        <>
          <p>
            Nur wenn Sie in die Kategorie „Marketing“ eingewilligt haben, lädt diese Website das Google-Tag (gtag.js) von Servern von Google.
            Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Beim Laden erhält Google technisch bedingt
            Ihre IP-Adresse sowie Angaben zu Ihrem Browser und zur aufgerufenen Seite.
          </p>
          <p>
            Haben Sie eine Anfrage gesendet, übermittelt das Tag ein Conversion-Ereignis an Google: einen Wert von 1 EUR und, als Teil der
            Conversion-Kennung, die Stadt Ihrer Anfrage (bei Städten außerhalb unserer Liste nur den Hinweis „andere Stadt“). Ihre Kontaktdaten
            und die übrigen Angaben aus dem Formular erhält Google nicht. Google setzt Cookies, um Ihren Besuch einem vorherigen Klick auf eine
            unserer Anzeigen zuordnen zu können.
          </p>
          <p>
            Dabei können Daten an die Google LLC in den USA übermittelt werden. Die Google LLC ist nach dem EU-U.S. Data Privacy Framework zertifiziert;
            für solche Übermittlungen besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO).
          </p>
          <p>
            Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ohne Einwilligung in „Marketing“ stellt diese
            Website überhaupt keine Verbindung zu Google her. Sie können Ihre Einwilligung jederzeit über {cookieSettings} widerrufen; bereits
            gesetzte Cookies von Google können Sie in Ihrem Browser löschen. Weitere Informationen gibt die{' '}
            <ExternalLink href="https://policies.google.com/privacy?hl=de">Datenschutzerklärung von Google</ExternalLink>.
          </p>
        </>
      ),
    },
    {
      id: 'empfaenger',
      title: 'Empfänger',
      body: (
        <>
          <p>Personenbezogene Daten erhalten außer uns nur:</p>
          <ul className={listClass}>
            <li>unser Hosting-Anbieter, der die Website in unserem Auftrag betreibt (Auftragsverarbeiter nach Art. 28 DSGVO),</li>
            <li>unser E-Mail-Dienstleister, der die E-Mails zu Ihrer Anfrage und den Newsletter zustellt (Auftragsverarbeiter nach Art. 28 DSGVO),</li>
            <li>
              Locations – nur mit Ihrer Einwilligung und nur mit den Angaben, die für ein Angebot nötig sind (ohne Firmennamen und
              Kontaktdaten); die von Ihnen gewählte Location zusätzlich mit den Kontaktdaten, die sie für die Buchung braucht,
            </li>
            <li>Google – nur mit Ihrer Einwilligung in „Marketing“.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'rechte',
      title: 'Ihre Rechte',
      body: (
        <>
          <p>Nach der DSGVO haben Sie uns gegenüber folgende Rechte:</p>
          <ul className={listClass}>
            <li>Auskunft über die Daten, die wir zu Ihnen verarbeiten (Art. 15 DSGVO),</li>
            <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
            <li>Löschung (Art. 17 DSGVO),</li>
            <li>Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
            <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
            <li>Widerspruch gegen die Verarbeitung (Art. 21 DSGVO, siehe unten),</li>
            <li>Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
          </ul>
          <div className="rounded-2xl border-l-4 border-pine-600 bg-pine-50 p-5">
            <h3 className={subHeadingClass}>Widerspruchsrecht nach Art. 21 DSGVO</h3>
            <p className="mt-2 font-medium text-slate-900">
              Soweit wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, können Sie dieser Verarbeitung jederzeit aus Gründen
              widersprechen, die sich aus Ihrer besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir weisen
              zwingende schutzwürdige Gründe nach, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der
              Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.
            </p>
          </div>
          <p>Für alle diese Anliegen genügt eine formlose E-Mail an {mail}.</p>
          <p>
            Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), etwa bei der Behörde, die für den Sitz
            unseres Unternehmens in {op.city} zuständig ist.
          </p>
        </>
      ),
    },
    {
      id: 'stand',
      title: 'Stand und Änderungen',
      body: (
        <>
          <p>Stand: {PRIVACY_POLICY_VERSION}.</p>
          <p>Erhält diese Website neue Funktionen, ergänzen wir diese Datenschutzerklärung entsprechend.</p>
        </>
      ),
    },
  ];

  return (
    <div className="mt-8 space-y-12 text-slate-700">
      <nav aria-labelledby="datenschutz-inhalt" className="rounded-2xl bg-pine-50 p-6">
        <p id="datenschutz-inhalt" className="font-semibold text-pine-900">
          Inhalt
        </p>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={legalLinkClass}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, i) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="scroll-mt-4 space-y-4">
          <h2 id={`${section.id}-titel`} className={legalHeadingClass}>
            {i + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
