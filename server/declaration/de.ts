import type { DeclarationContent } from './types';

const de: DeclarationContent = {
  languageName: 'Deutsch',
  productName: 'Feldfragebögen',
  title: 'Erklärung zur Barrierefreiheit',
  skipToContent: 'Zum Inhalt springen',
  languageSwitch: 'Sprache',
  backToApplication: 'Zurück zu Feldfragebögen',
  intro: [
    'Die nationale Umweltaufsichtsbehörde ist bemüht, die Anwendung Feldfragebögen im Einklang mit den nationalen Vorschriften zur Umsetzung der Richtlinie (EU) 2016/2102 über den barrierefreien Zugang zu den Websites und mobilen Anwendungen öffentlicher Stellen barrierefrei zugänglich zu machen. Diese Erklärung zur Barrierefreiheit gilt für die Webanwendung Feldfragebögen.',
  ],
  sections: [
    {
      heading: 'Stand der Vereinbarkeit mit den Anforderungen',
      blocks: [
        'Die Anwendung soll die Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA erfüllen. Wegen der unten aufgeführten Unvereinbarkeit ist sie teilweise mit WCAG 2.1 Stufe AA vereinbar.',
      ],
    },
    {
      heading: 'Nicht barrierefreie Inhalte',
      blocks: [
        'Die Antwort auf der Karte mit Rasterquadraten lässt sich nicht mit der Tastatur bedienen (WCAG-2.1-Erfolgskriterium 2.1.1 Tastatur). Ein Quadrat kann nur mit der Maus oder auf einem Touchscreen gewählt werden; die Frage enthält einen Hinweis darauf. Wenn Sie die Karte nicht bedienen können, wenden Sie sich an Ihren Koordinator oder an die Behörde (siehe Feedback und Kontakt); wir helfen Ihnen, die Antwort einzugeben.',
        'Punktstandorte sind davon nicht betroffen: Sie können sie mit der Tastatur als WGS-84- oder UTM-Koordinaten eingeben.',
      ],
    },
    {
      heading: 'Funktionen für die Barrierefreiheit',
      blocks: [
        [
          'Tastatur: Alle übrigen Funktionen lassen sich allein mit der Tastatur bedienen, und der Fokus ist stets sichtbar.',
          'Screenreader: Die Seiten haben Überschriften und Landmarken, Formularfelder sind beschriftet, und Fehlermeldungen sowie der Speicherstatus der Antworten werden angesagt.',
          'Sprunglinks: Die ersten Links jeder Seite führen zum Hauptinhalt und zur Fußzeile.',
          'Sprachauswahl: Die Oberfläche ist auf Englisch, Polnisch, Deutsch, Finnisch, Italienisch und Niederländisch verfügbar; die Sprache jeder Seite ist ausgezeichnet, damit Screenreader den Text richtig aussprechen.',
          'Der Text lässt sich auf 200 % vergrößern, und das Layout passt sich schmalen Bildschirmen an.',
        ],
      ],
    },
    {
      heading: 'Erstellung dieser Erklärung',
      blocks: [
        { before: 'Diese Erklärung wurde am', date: '22. November 2026', after: ' erstellt.' },
        'Sie beruht auf einer Selbstbewertung durch die Behörde.',
      ],
    },
    {
      heading: 'Feedback und Kontakt',
      blocks: [
        'Wenn Sie auf ein hier nicht beschriebenes Problem mit der Barrierefreiheit stoßen oder Informationen aus der Anwendung in barrierefreier Form benötigen, wenden Sie sich über die Kontaktdaten auf der Website der Behörde an uns. Beschreiben Sie die Seite und das Problem und geben Sie Ihre Kontaktdaten an. Wir antworten Ihnen unverzüglich.',
      ],
    },
    {
      heading: 'Durchsetzungsverfahren',
      blocks: [
        'Wenn Sie mit unserer Antwort auf Ihre Rückmeldung oder Anfrage nicht zufrieden sind, können Sie sich an die Stelle wenden, die in Ihrem Land für die Durchsetzung der Anforderungen an die Barrierefreiheit der Websites öffentlicher Stellen zuständig ist.',
      ],
    },
  ],
};

export default de;
