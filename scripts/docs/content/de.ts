import type { LanguageDocs } from './types';

const de: LanguageDocs = {
  productName: 'Feldfragebögen',
  instruction: {
    title: 'Benutzeranleitung',
    subtitle: 'Arbeiten mit Feldfragebögen: für Landwirte, Experten, Koordinatoren und Beobachter',
    sections: [
      {
        heading: 'Über die Plattform',
        blocks: [
          'Die Plattform Feldfragebögen dient der nationalen Umweltaufsichtsbehörde zur Bewertung der Nachhaltigkeit schweinehaltender Betriebe. Landwirte, Experten, Koordinatoren und Beobachter arbeiten mit Einheiten (Betrieben) und den dazu ausgefüllten Fragebögen. Administratoren gestalten die Fragebögen und verwalten die Benutzerkonten; ihre Arbeit wird in dieser Anleitung nicht beschrieben.',
        ],
      },
      {
        heading: 'Registrierung und Aktivierung des Kontos',
        blocks: [
          'Wählen Sie auf der Anmeldeseite Konto erstellen. Geben Sie Ihre E-Mail-Adresse in Kleinbuchstaben, die Sprache Ihres Kontos und Ihre Rolle an und legen Sie ein Passwort fest: mindestens 8 Zeichen mit einem Groß- und einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen, ohne Leerzeichen. Geben Sie das Passwort zur Bestätigung ein zweites Mal ein.',
          'Nach der Registrierung erhalten Sie eine E-Mail mit einem Aktivierungslink, der 72 Stunden gültig ist. Öffnen Sie den Link und bestätigen Sie die Aktivierung. Wie es weitergeht, hängt von Ihrer Rolle ab:',
          [
            'Landwirt (Schweinehalter): Sie wählen keine Institution. Das Konto ist aktiv, sobald Sie den Aktivierungslink geöffnet haben.',
            'Experte: Wählen Sie Ihren Institutionstyp und Ihre Institution. Das Konto ist aktiv, sobald Sie den Aktivierungslink geöffnet haben.',
            'Koordinator und Beobachter (nur Lesezugriff): Wählen Sie Ihren Institutionstyp und Ihre Institution. Nach der Aktivierung prüft ein Administrator Ihr Konto und bestätigt es; danach können Sie sich anmelden.',
            'Administrator: Das Konto wird vom Hauptadministrator bestätigt.',
          ],
          'Ist die E-Mail nicht angekommen, sehen Sie im Spam-Ordner nach. Ist der Link abgelaufen, versuchen Sie, sich anzumelden: Die Anwendung bietet dann an, Ihnen einen neuen Aktivierungslink zu senden.',
        ],
      },
      {
        heading: 'Anmelden und Abmelden',
        blocks: [
          'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an; die Schaltfläche mit dem Augensymbol blendet das eingegebene Passwort ein oder aus. Bei der ersten Anmeldung lesen Sie die Datenschutzbedingungen, setzen das Häkchen und bestätigen. Danach sehen Sie die Fragebogenliste.',
          'Wenn Sie Ihr Passwort vergessen haben, wählen Sie Passwort vergessen? und geben Sie Ihre E-Mail-Adresse ein. Der zugesandte Link funktioniert einmal und eine Stunde lang. In der Kopfzeile finden Sie Ihre E-Mail-Adresse sowie die Schaltflächen Passwort ändern und Abmelden; auf schmalen Bildschirmen sind sie in einem Menü zusammengefasst. Melden Sie sich nach der Arbeit ab, besonders an einem gemeinsam genutzten Computer.',
        ],
      },
      {
        heading: 'Einheiten und Fragebogenliste',
        blocks: [
          'Der Hauptbereich hat die Registerkarten Fragebögen, Einheiten und – für die berechtigten Rollen – Datenexport. Beide Listen lassen sich über den Filterbereich oberhalb der Tabelle filtern, durch Klick auf eine Spaltenüberschrift sortieren (aufsteigend, absteigend, unsortiert) und seitenweise mit 20 Zeilen pro Seite durchblättern. Nach einer Änderung der Filter erscheint wieder die erste Seite.',
          [
            'Einheiten: Eine Einheit ist ein Betrieb mit Name, Typ und Institution. Landwirte und Experten legen Einheiten mit Neue Einheit an; ein Experte kann einer Einheit eines Landwirts zugeordnet werden. Der Eigentümer einer Einheit kann Name und Beschreibung bearbeiten und die Einheit löschen, solange ihr kein Fragebogen zugeordnet ist.',
            'Neuer Fragebogen: Wählen Sie in der Zeile einer Einheit Neuer Fragebogen und den Fragebogentyp. Der neue Fragebogen öffnet sich sofort zum Ausfüllen.',
            'Fragebögen: Die Liste zeigt Einheit, Institution, Fragebogentyp, Status und das Datum, an dem der Fragebogen angelegt wurde. Anzeigen öffnet einen Fragebogen zum Lesen, Bearbeiten zum Ausfüllen; Löschen entfernt einen Fragebogen, in dem noch kein Formular übermittelt wurde.',
            'Koordinatoren genehmigen Fragebögen mit Bestätigen; danach können sie nicht mehr bearbeitet werden. Entsperren gibt einen Fragebogen für Korrekturen wieder frei. Beobachter können Einheiten und Fragebögen nur ansehen.',
          ],
        ],
      },
      {
        heading: 'Einen Fragebogen ausfüllen',
        blocks: [
          'Ein Fragebogen besteht aus Formularen (die Registerkarten oben), jedes Formular aus Unterformularen (die Liste an der Seite) und jedes Unterformular aus Fragegruppen (die Schaltflächen über den Fragen). Die Kopfzeile zeigt den Fragebogentyp und den Code der Einheit. Neben jedem Unterformular steht, wie viele seiner Fragegruppen vollständig sind; vollständige Unterformulare sind grün markiert.',
          'Jede Frage hat eine Nummer; ein Stern kennzeichnet eine empfohlene Frage, die für die Berichte benötigt wird. Das Fragezeichensymbol zeigt einen Hinweis. Antworten Sie mit dem angebotenen Eingabeelement: Liste, Kontrollkästchen, Bewertung von 1 bis 5, Ja oder Nein, Zahl, Datum, Text oder Karte.',
          [
            'Dezimalzahlen schreiben Sie mit Komma, z. B. 12,5 (ein Punkt wird nicht akzeptiert). Werte außerhalb des zulässigen Bereichs werden rot markiert und nicht gespeichert.',
            'Datumsangaben geben Sie als TT/MM/JJJJ ein; Daten in der Zukunft können nicht gewählt werden.',
            'Einen Standort können Sie auf der Karte markieren oder als WGS-84- oder UTM-Koordinaten eingeben. Die Karte mit Rasterquadraten lässt sich nicht mit der Tastatur bedienen; wenn Sie dabei Hilfe brauchen, wenden Sie sich an Ihren Koordinator.',
            'Wählen Sie bei einer Frage mit Einfachauswahl dieselbe Option erneut, wird die Antwort gelöscht.',
          ],
        ],
      },
      {
        heading: 'Automatisches Speichern',
        blocks: [
          'Es gibt keine Schaltfläche Speichern: Jede Antwort wird etwa eine Sekunde, nachdem Sie mit dem Tippen oder Auswählen aufgehört haben, automatisch gespeichert (bei Datumsangaben und längeren Texten etwas später). Eine Anzeige neben der Frage zeigt den Stand: ein Ladekreis während des Speicherns, ein grünes Häkchen mit Datum und Uhrzeit, sobald die Antwort gespeichert ist, und ein rotes Symbol, wenn das Speichern fehlgeschlagen ist. Bei einem Fehler nennt eine Meldung den Grund; nach OK wird die Frage neu geladen – prüfen Sie Ihre Antwort und geben Sie sie bei Bedarf erneut ein.',
        ],
      },
      {
        heading: 'Fragegruppen und übersprungene Fragen',
        blocks: [
          'Jede Gruppenschaltfläche zeigt den Namen der Gruppe und wie viele ihrer Fragen beantwortet sind, z. B. 4/6; die Zahlen werden fett, sobald die Gruppe vollständig ist. Manche Gruppen lassen sich wiederholen, etwa für jedes Gebäude oder jede Bucht: Mit Hinzufügen legen Sie eine weitere Kopie an, mit der Löschschaltfläche entfernen Sie eine (nach einer Rückfrage; die letzte Kopie lässt sich nicht entfernen). Optionale Gruppen schalten Sie mit den Kontrollkästchen im Dialog für optionale Gruppen eines Unterformulars ein und aus.',
          'Manche Antworten machen nachfolgende Fragen überflüssig. Diese Fragen werden dann ausgegraut und können nicht beantwortet werden; bereits gespeicherte Antworten darin werden gelöscht, und die Fragen gelten als vollständig, ohne in die Fortschrittsanzeige einzugehen. Ändern Sie die Antwort, die das Überspringen ausgelöst hat, werden die Fragen wieder verfügbar – leer.',
        ],
      },
      {
        heading: 'Formulare übermitteln',
        blocks: [
          'Wenn Sie alle Fragen eines Formulars beantwortet haben, prüfen Sie die Zähler in der Liste der Unterformulare und übermitteln Sie das Formular. Ein übermitteltes Formular ist gesperrt: Seine Registerkarte lässt sich nicht mehr zum Bearbeiten öffnen, außer von Koordinatoren. Ein Fragebogen, in dem mindestens ein Formular übermittelt wurde, kann nicht mehr gelöscht werden. Sind alle Formulare übermittelt, bestätigt der Koordinator den Fragebogen. Muss etwas korrigiert werden, bitten Sie den Koordinator, ihn zu entsperren.',
        ],
      },
      {
        heading: 'Berichte',
        blocks: [
          'Für jedes Formular außer dem ersten bietet die Seitenleiste die Schaltfläche Bericht erstellen. Der Bericht benötigt die Antworten auf die empfohlenen Fragen (mit Stern markiert); fehlen welche, zeigt die Anwendung, was bereits ausgefüllt ist. Ist der Bericht fertig, wählen Sie Bericht anzeigen.',
          'Der Bericht enthält Netzdiagramme der Themen und Unterthemen sowie ein Balkendiagramm der Indikatoren auf einer Skala von 0 bis 100. Wählen Sie einen Punkt in einem Diagramm, um von einem Thema zu seinen Unterthemen und Indikatoren zu gelangen. Sie können eine Tabelle der Ausgangswerte einblenden, Ihre Ergebnisse mit dem Durchschnitt der Einheiten desselben Typs vergleichen und die Diagramme als PDF drucken.',
        ],
      },
      {
        heading: 'Sprachen',
        blocks: [
          'Die Anwendung ist auf Englisch, Polnisch, Deutsch, Finnisch, Italienisch und Niederländisch verfügbar. Vor der Anmeldung verwendet sie die Sprache Ihres Browsers, sofern es eine dieser Sprachen ist, sonst Englisch; Sie können sie mit der Sprachauswahl ändern. Nach der Anmeldung verwendet die Anwendung die Sprache Ihres Kontos, die Sie bei der Registrierung gewählt haben. In derselben Sprache erscheinen die Fragebogentexte, Meldungen und E-Mails.',
        ],
      },
      {
        heading: 'Hilfe',
        blocks: [
          [
            'Im Fragebogen erklären die Dialoge Anleitung und Glossar die Regeln für das Beantworten und die verwendeten Begriffe; das Fragezeichen neben einer Frage gibt einen Hinweis zu dieser Frage.',
            'Bei Fragen zu Ihren Einheiten, Fragebögen oder Ihrem Konto wenden Sie sich an den Koordinator Ihrer Institution oder an den Administrator.',
            'Bei technischen Problemen notieren Sie, was Sie getan haben und welche Meldung erschienen ist, und wenden sich über die Kontaktdaten auf der Website der Behörde an die Umweltaufsichtsbehörde.',
            'Die Datenschutzerklärung finden Sie in der Kopfzeile, die Erklärung zur Barrierefreiheit in der Fußzeile jeder Seite.',
          ],
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Datenschutzerklärung',
    subtitle:
      'Informationen zur Verarbeitung personenbezogener Daten in Feldfragebögen (Artikel 13 und 14 DSGVO)',
    sections: [
      {
        heading: 'Verantwortlicher',
        blocks: [
          'Verantwortlicher für Ihre in Feldfragebögen verarbeiteten personenbezogenen Daten ist die nationale Umweltaufsichtsbehörde (im Folgenden: die Behörde).',
        ],
      },
      {
        heading: 'Datenschutzbeauftragter',
        blocks: [
          'Die Behörde hat einen Datenschutzbeauftragten benannt. In allen Fragen zur Verarbeitung Ihrer personenbezogenen Daten und zur Wahrnehmung Ihrer Rechte können Sie sich an den Datenschutzbeauftragten der Behörde wenden, der über die Kontaktdaten auf der Website der Behörde erreichbar ist.',
        ],
      },
      {
        heading: 'Zwecke und Rechtsgrundlage',
        blocks: [
          'Wir verarbeiten personenbezogene Daten nur, soweit dies für folgende Zwecke erforderlich ist:',
          [
            'Einrichtung und Führung von Benutzerkonten, Bestätigung von Rollen und Zugang zu Einheiten und Fragebögen;',
            'Erhebung und Speicherung der Fragebogenantworten zu Einheiten für die Überwachung der Umweltauswirkungen und der Nachhaltigkeit schweinehaltender Betriebe;',
            'Berechnung von Indikatoren sowie Erstellung von Berichten, Vergleichen mit Durchschnittswerten und statistischen Auswertungen;',
            'Versand von E-Mails zum Konto, etwa Aktivierungslinks und Links zum Zurücksetzen des Passworts;',
            'Gewährleistung der Sicherheit und des ordnungsgemäßen Betriebs der Plattform, einschließlich der Aufklärung von Fehlern und Vorfällen.',
          ],
          'Rechtsgrundlage ist Artikel 6 Absatz 1 Buchstabe c DSGVO, soweit die Verarbeitung zur Erfüllung rechtlicher Pflichten der Behörde bei der Umweltüberwachung und -aufsicht erforderlich ist, und Artikel 6 Absatz 1 Buchstabe e DSGVO, soweit sie für die Wahrnehmung einer Aufgabe erforderlich ist, die im öffentlichen Interesse liegt oder in Ausübung öffentlicher Gewalt erfolgt, die der Behörde übertragen wurde. Die Angabe Ihrer Daten ist freiwillig; ohne die Kontodaten können Sie die Plattform jedoch nicht nutzen.',
        ],
      },
      {
        heading: 'Kategorien von Daten',
        blocks: [
          [
            'Kontodaten: E-Mail-Adresse, Passwort (nur als sicherer Hashwert gespeichert), Rolle, Sprache, Institutionstyp und Institution, Datum der Registrierung, Aktivierung, Bestätigung und Deaktivierung, die Annahme der Datenschutzbedingungen sowie die Fragebogentypen, für die Sie berechtigt sind.',
            'Daten der Einheit: Name und Beschreibung der Einheit, Nummer und Typ, Institution, E-Mail-Adresse des Eigentümers, zugeordnete Experten sowie die geografische Lage der Einheit.',
            'Antworten: die in den Fragebögen gegebenen Antworten einschließlich Zahlen, Texten, Datumsangaben und auf Karten markierten Orten, zusammen mit dem Zeitpunkt der Speicherung jeder Antwort und dem Status von Formularen und Fragebögen.',
            'Technische Protokolle: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Ergebnis der Anfrage, Kennung des Browsers und Fehlermeldungen.',
          ],
          'Die Daten einer Einheit stammen in der Regel von ihrem Eigentümer oder einem mit ihm zusammenarbeitenden Experten; die Kontodaten stammen vom Kontoinhaber.',
        ],
      },
      {
        heading: 'Speicherdauer',
        blocks: [
          [
            'Kontodaten: solange das Konto besteht. Nach Deaktivierung oder Löschung des Kontos bewahren wir die Angaben, aus denen hervorgeht, wer Antworten eingegeben oder genehmigt hat, so lange auf wie die betreffenden Fragebögen.',
            'Daten der Einheiten und Antworten: für die Dauer des Überwachungsprogramms und danach für den Zeitraum, den die für die Behörde geltenden Archivierungsvorschriften vorgeben.',
            'Technische Protokolle: bis zu 12 Monate, sofern sie nicht länger zur Aufklärung eines bestimmten Sicherheitsvorfalls benötigt werden.',
            'Berichte und Statistiken, die keine Person mehr erkennen lassen, können zeitlich unbegrenzt aufbewahrt werden.',
          ],
        ],
      },
      {
        heading: 'Empfänger',
        blocks: [
          'Zugang zu Ihren Daten haben nur Personen, die sie für ihre Arbeit benötigen:',
          [
            'befugte Beschäftigte der Behörde und der regionalen Aufsichtsbehörden;',
            'andere Benutzer der Plattform im Rahmen ihrer Rollen: einer Einheit zugeordnete Experten, Koordinatoren und Beobachter der betreffenden Institution sowie Administratoren;',
            'IT-Dienstleister, die die Plattform im Auftrag der Behörde betreiben und warten und ihre E-Mails zustellen, auf Grundlage eines Vertrags zur Auftragsverarbeitung (Artikel 28 DSGVO);',
            'Behörden und Gerichte, soweit wir gesetzlich zur Herausgabe von Daten verpflichtet sind.',
          ],
          'Wenn Sie eine Karte anzeigen, lädt Ihr Browser Kartenkacheln von einem öffentlichen Kartendienst, der dabei Ihre IP-Adresse erhält. Die Behörde übermittelt keine personenbezogenen Daten in Länder außerhalb des Europäischen Wirtschaftsraums. Ergebnisse werden nur in zusammengefasster Form veröffentlicht, die keine Rückschlüsse auf einzelne Betriebe oder Personen zulässt.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        blocks: [
          'Sie haben das Recht auf:',
          [
            'Auskunft über Ihre Daten und eine Kopie davon (Artikel 15 DSGVO);',
            'Berichtigung unrichtiger Daten (Artikel 16 DSGVO) – vieles können Sie selbst korrigieren, etwa die Beschreibung Ihrer Einheit oder Ihr Passwort;',
            'Löschung (Artikel 17 DSGVO), wenn die Daten nicht mehr erforderlich sind und keine rechtliche Pflicht zur Aufbewahrung besteht;',
            'Einschränkung der Verarbeitung (Artikel 18 DSGVO);',
            'Widerspruch aus Gründen, die sich aus Ihrer besonderen Situation ergeben, gegen eine auf Artikel 6 Absatz 1 Buchstabe e DSGVO gestützte Verarbeitung (Artikel 21 DSGVO);',
            'Beschwerde bei einer Datenschutz-Aufsichtsbehörde.',
          ],
          'Das Recht auf Datenübertragbarkeit besteht nicht, weil die Verarbeitung weder auf einer Einwilligung noch auf einem Vertrag beruht. Ihre Daten werden nicht für automatisierte Entscheidungen oder Profiling verwendet; die Indikatoren in den Berichten werden zwar automatisch berechnet, entfalten Ihnen gegenüber aber keine rechtliche Wirkung. Um Ihre Rechte wahrzunehmen, wenden Sie sich an den Datenschutzbeauftragten.',
        ],
      },
      {
        heading: 'Cookies und Sitzungsspeicher',
        blocks: [
          'Die Plattform verwendet ein einziges Cookie: `areYouOkWithCookie`. Es speichert, dass Sie den Cookie-Hinweis akzeptiert haben, damit er nicht erneut erscheint, und läuft nach 150 Tagen ab. Wir verwenden keine Werbe- oder Analyse-Cookies.',
          'Nach der Anmeldung werden das Anmeldetoken sowie Angaben zum angemeldeten Benutzer und zum geöffneten Fragebogen im Sitzungsspeicher (Session Storage) Ihres Browsers abgelegt. Sie werden benötigt, damit Sie angemeldet bleiben, und beim Abmelden oder Schließen des Browser-Tabs gelöscht.',
        ],
      },
      {
        heading: 'Änderungen',
        blocks: [
          'Wir passen diese Datenschutzerklärung an, wenn sich die Verarbeitung ändert; die aktuelle Fassung ist stets in der Kopfzeile der Anwendung abrufbar.',
        ],
      },
    ],
  },
};

export default de;
