import type { InstructionContent } from './helpContent';

export const instructionDe: InstructionContent = {
  rules: [
    'Antworten Sie für den gesamten in der Kopfzeile genannten Betrieb (die Einheit) mit allen Gebäuden und Standorten, an denen Schweine gehalten werden. Nur in wiederholbaren Gruppen wie Gebäude, Bucht oder Lager für Wirtschaftsdünger bezieht sich jede Antwort auf ein einzelnes Gebäude, eine Bucht, ein Lager oder eine Person.',
    'Alle Angaben beziehen sich auf das Kalenderjahr 2017, vom 1. Januar bis 31. Dezember 2017. Geben Sie Mengen (Futter, Wasser, Energie, verkaufte Schweine) als Jahressummen und Tierzahlen als Jahresdurchschnitte an; beschreiben Sie Gebäude und Ausstattung im Zustand Ende 2017.',
    'Entnehmen Sie die Zahlen zuerst Ihren Unterlagen: Sauenplaner oder Herdenmanagement-Software, Rechnungen, Lieferscheine, Schlachtabrechnungen, Zählerstände und Buchführung. Fehlen Unterlagen, geben Sie lieber eine sorgfältige Schätzung an, als die Frage leer zu lassen.',
    'Geben Sie Zahlen in der Einheit an, die die Frage nennt (ha, m², m³, kg, t, kWh, EUR, %, Tage), ohne die Einheit selbst einzutippen. Schreiben Sie Dezimalzahlen mit Komma, z. B. 12,5, verwenden Sie keine Leerzeichen oder Tausenderpunkte und geben Sie Prozentwerte als Zahlen von 0 bis 100 an.',
    'Es gibt keine Schaltfläche Speichern: Jede Antwort wird etwa eine Sekunde, nachdem Sie mit dem Tippen oder Auswählen aufgehört haben, automatisch gespeichert. Ein grünes Häkchen mit Datum und Uhrzeit zeigt, dass die Antwort gespeichert ist; ein rotes Symbol bedeutet, dass sie nicht gespeichert wurde – prüfen Sie sie dann und geben Sie sie erneut ein. Werte außerhalb des zulässigen Bereichs werden markiert und nicht gespeichert.',
    'Mit einem Stern markierte Fragen sind empfohlen: Aus ihnen werden die Indikatoren der Berichte berechnet. Beantworten Sie sie zuerst und so genau wie möglich; die Formularnamen in Klammern zeigen, welche Berichte die Antwort verwenden.',
    'Beantworten Sie die Fragen einer Gruppe der Reihe nach, denn manche Antworten machen nachfolgende Fragen überflüssig; diese werden dann ausgegraut und gelten als vollständig. Legen Sie eine wiederholbare Gruppe für jedes Gebäude, jedes Lager für Wirtschaftsdünger, jede Bucht oder jede Person einmal an, und schalten Sie optionale Gruppen wie Biogasanlage nur ein, wenn sie auf Ihren Betrieb zutreffen.',
    'Sind alle Fragegruppen eines Formulars vollständig (die Zähler der Unterformulare in der Seitenleiste werden grün), prüfen Sie Ihre Antworten und übermitteln Sie das Formular. Ein übermitteltes Formular ist gesperrt; ist danach eine Korrektur nötig, bitten Sie den Koordinator, den Fragebogen zu entsperren.',
    'Das Fragezeichen neben einer Frage zeigt einen Hinweis, und das Glossar erklärt die verwendeten Begriffe. Bei inhaltlichen Fragen wenden Sie sich an Ihren Koordinator oder an den Experten, der Ihren Betrieb betreut; bei technischen Problemen notieren Sie die angezeigte Meldung und wenden sich an den Administrator.',
  ],
  questions: [
    {
      question: 'Beziehen sich alle Antworten auf das Kalenderjahr 2017?',
      answer:
        'Ja. Sofern eine Frage kein anderes Datum und keinen anderen Zeitraum nennt, geben Sie die Daten vom 1. Januar bis 31. Dezember 2017 an. Einige Fragen nennen ihren Zeitraum ausdrücklich, etwa Investitionen in den Jahren 2013–2017 oder die Fremdkapitalquote Ende 2017.',
    },
    {
      question: 'Mein Wirtschaftsjahr stimmt nicht mit dem Kalenderjahr 2017 überein. Was trage ich ein?',
      answer:
        'Verwenden Sie das Wirtschaftsjahr, das den größten Teil von 2017 abdeckt, oder rechnen Sie die Zahlen anteilig nach Monaten auf das Kalenderjahr um. Gehen Sie bei allen wirtschaftlichen Fragen gleich vor, damit die Zahlen vergleichbar sind.',
    },
    {
      question: 'Was tue ich, wenn mir Aufzeichnungen für einen Teil des Jahres 2017 fehlen?',
      answer:
        'Geben Sie Ihre beste Schätzung an, etwa indem Sie die Monate, für die Aufzeichnungen vorliegen, auf das ganze Jahr hochrechnen, oder anhand von Rechnungen, Lieferscheinen und Schlachtabrechnungen. Eine Schätzung ist nützlicher als eine leere Antwort; lassen Sie eine Frage nur leer, wenn Sie nicht einmal einen ungefähren Wert angeben können.',
    },
    {
      question: 'Wie berechne ich die durchschnittliche Zahl der Sauen im Jahr 2017?',
      answer:
        'Zählen Sie die Sauen und belegten Jungsauen am ersten Tag jedes Monats von Januar bis Dezember 2017, addieren Sie die zwölf Zählungen und teilen Sie die Summe durch 12. Sauenplaner berechnen diesen Wert meist automatisch.',
    },
    {
      question:
        'Der Betrieb hat sich 2017 verändert, z. B. durch einen neuen Stall oder mehr Tiere. Wie antworte ich?',
      answer:
        'Geben Sie Mengen wie Futter, Wasser und verkaufte Schweine für das ganze Jahr an, einschließlich der Zeit vor der Änderung. Beschreiben Sie Gebäude und Ausstattung im Zustand Ende 2017; ein nach dem 31. Dezember 2017 fertiggestelltes Gebäude wird nicht berücksichtigt.',
    },
    {
      question: 'Welche Schweine zähle ich mit, wenn der Betrieb mehrere Standorte hat?',
      answer:
        'Berücksichtigen Sie alle Schweine und Gebäude der in der Kopfzeile genannten Einheit an allen ihren Standorten. Schweine, die ein anderer Landwirt vertraglich für Sie hält, gibt dessen Betrieb an, nicht Ihrer.',
    },
    {
      question: 'Muss ich meine Antworten vor dem Schließen des Fragebogens speichern?',
      answer:
        'Nein. Antworten werden kurz nach der Eingabe automatisch gespeichert, und das grüne Häkchen neben der Frage zeigt, wann. Sie können den Fragebogen jederzeit schließen und später dort weitermachen, wo Sie aufgehört haben.',
    },
    {
      question: 'Warum kann ich manche Fragen nicht beantworten?',
      answer:
        'Eine ausgegraute Frage wurde aufgrund einer früheren Antwort übersprungen; wurden 2017 zum Beispiel keine Antibiotika eingesetzt, entfallen die Fragen zu Behandlungen. Ändern Sie die frühere Antwort, werden die Fragen wieder verfügbar. Alle Fragen sind außerdem gesperrt, wenn der Fragebogen nur zum Lesen geöffnet ist oder das Formular übermittelt wurde.',
    },
    {
      question: 'Warum wird meine Zahl nicht angenommen?',
      answer:
        'Prüfen Sie, ob Sie ein Komma als Dezimaltrennzeichen verwendet und keine Einheiten, Leerzeichen oder Buchstaben eingegeben haben und ob der Wert in dem Bereich liegt, den die Meldung nennt. Fragen nach einer ganzen Zahl akzeptieren nur Ziffern.',
    },
    {
      question: 'Was bedeutet der Stern neben einer Frage?',
      answer:
        'Die Frage ist empfohlen: Ihre Antwort wird für die Berechnung der Indikatoren in den Berichten benötigt. Der Bericht eines Formulars kann erst erstellt werden, wenn dessen empfohlene Fragen beantwortet sind.',
    },
    {
      question: 'Kann ich meine Antworten nach dem Übermitteln eines Formulars noch ändern?',
      answer:
        'Nicht selbst: Ein übermitteltes Formular ist gesperrt. Wenn Sie einen Fehler bemerken, wenden Sie sich an Ihren Koordinator, der den Fragebogen zur Korrektur entsperren kann.',
    },
  ],
};
