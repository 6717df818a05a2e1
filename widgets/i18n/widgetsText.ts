// The widgets' own texts in the six interface languages; English is the reference shape. The
// language codes are spelt out here because widgets/ may not import the runtime's language list.
type WidgetLanguage = 'en' | 'pl' | 'de' | 'fi' | 'it' | 'nl';

const en = {
  unknownWidget: 'Question {{number}} cannot be shown: its answer type is not supported.',
  skipped: 'This question does not apply because of an earlier answer.',
  choose: 'Choose an answer',
  noAnswer: 'No answer',
  clearSelection: 'Clear selection',
  valueFor: 'Value for “{{option}}”',
  characterCount: '{{count}} of {{limit}} characters',
  noOptionsYet: 'Nothing to choose yet: the options are the answers given to another question.',
  date: {
    placeholder: 'dd/mm/yyyy',
    noFuture: 'Dates after today cannot be chosen.',
    calendar: 'Calendar',
    goToToday: 'Go to today',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousYears: 'Previous years',
    nextYears: 'Next years',
    close: 'Close the calendar',
  },
  map: {
    pending:
      'Question {{number}} “{{text}}” is answered on a map. The map is not available here yet: it comes with the maps part of the application.',
    point: 'Current answer: latitude {{latitude}}, longitude {{longitude}}.',
    square: 'Current answer: grid square {{squareId}}.',
  },
};

type WidgetsText = typeof en;

const pl: WidgetsText = {
  unknownWidget: 'Nie można wyświetlić pytania {{number}}: jego typ odpowiedzi nie jest obsługiwany.',
  skipped: 'To pytanie jest pominięte ze względu na wcześniejszą odpowiedź.',
  choose: 'Wybierz odpowiedź',
  noAnswer: 'Brak odpowiedzi',
  clearSelection: 'Wyczyść wybór',
  valueFor: 'Wartość dla „{{option}}”',
  characterCount: '{{count}} z {{limit}} znaków',
  noOptionsYet: 'Na razie nie ma czego wybrać: opcjami są odpowiedzi udzielone na inne pytanie.',
  date: {
    placeholder: 'dd/mm/rrrr',
    noFuture: 'Nie można wybrać daty późniejszej niż dzisiejsza.',
    calendar: 'Kalendarz',
    goToToday: 'Przejdź do dzisiaj',
    previousMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    previousYear: 'Poprzedni rok',
    nextYear: 'Następny rok',
    previousYears: 'Poprzednie lata',
    nextYears: 'Następne lata',
    close: 'Zamknij kalendarz',
  },
  map: {
    pending:
      'Na pytanie {{number}} „{{text}}” odpowiada się na mapie. Mapa nie jest tu jeszcze dostępna: pojawi się wraz z częścią aplikacji dotyczącą map.',
    point: 'Obecna odpowiedź: szerokość {{latitude}}, długość {{longitude}}.',
    square: 'Obecna odpowiedź: kwadrat siatki {{squareId}}.',
  },
};

const de: WidgetsText = {
  unknownWidget: 'Frage {{number}} kann nicht angezeigt werden: ihr Antworttyp wird nicht unterstützt.',
  skipped: 'Diese Frage entfällt aufgrund einer früheren Antwort.',
  choose: 'Antwort auswählen',
  noAnswer: 'Keine Antwort',
  clearSelection: 'Auswahl löschen',
  valueFor: 'Wert für „{{option}}“',
  characterCount: '{{count}} von {{limit}} Zeichen',
  noOptionsYet: 'Noch nichts auszuwählen: Die Optionen sind die Antworten auf eine andere Frage.',
  date: {
    placeholder: 'TT/MM/JJJJ',
    noFuture: 'Daten nach dem heutigen Tag können nicht gewählt werden.',
    calendar: 'Kalender',
    goToToday: 'Zu heute wechseln',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    previousYear: 'Vorheriges Jahr',
    nextYear: 'Nächstes Jahr',
    previousYears: 'Vorherige Jahre',
    nextYears: 'Nächste Jahre',
    close: 'Kalender schließen',
  },
  map: {
    pending:
      'Frage {{number}} „{{text}}“ wird auf einer Karte beantwortet. Die Karte ist hier noch nicht verfügbar: Sie kommt mit dem Kartenteil der Anwendung.',
    point: 'Aktuelle Antwort: Breite {{latitude}}, Länge {{longitude}}.',
    square: 'Aktuelle Antwort: Rasterquadrat {{squareId}}.',
  },
};

const fi: WidgetsText = {
  unknownWidget: 'Kysymystä {{number}} ei voi näyttää: sen vastaustyyppiä ei tueta.',
  skipped: 'Tämä kysymys ohitetaan aiemman vastauksen vuoksi.',
  choose: 'Valitse vastaus',
  noAnswer: 'Ei vastausta',
  clearSelection: 'Tyhjennä valinta',
  valueFor: 'Arvo vaihtoehdolle ”{{option}}”',
  characterCount: '{{count}}/{{limit}} merkkiä',
  noOptionsYet: 'Ei vielä valittavaa: vaihtoehdot ovat toiseen kysymykseen annetut vastaukset.',
  date: {
    placeholder: 'pp/kk/vvvv',
    noFuture: 'Tämän päivän jälkeisiä päivämääriä ei voi valita.',
    calendar: 'Kalenteri',
    goToToday: 'Siirry tähän päivään',
    previousMonth: 'Edellinen kuukausi',
    nextMonth: 'Seuraava kuukausi',
    previousYear: 'Edellinen vuosi',
    nextYear: 'Seuraava vuosi',
    previousYears: 'Edelliset vuodet',
    nextYears: 'Seuraavat vuodet',
    close: 'Sulje kalenteri',
  },
  map: {
    pending:
      'Kysymykseen {{number}} ”{{text}}” vastataan kartalla. Kartta ei ole vielä käytettävissä täällä: se tulee sovelluksen karttaosan mukana.',
    point: 'Nykyinen vastaus: leveysaste {{latitude}}, pituusaste {{longitude}}.',
    square: 'Nykyinen vastaus: ruudukon ruutu {{squareId}}.',
  },
};

const it: WidgetsText = {
  unknownWidget: 'Impossibile mostrare la domanda {{number}}: il suo tipo di risposta non è supportato.',
  skipped: 'Questa domanda non si applica a causa di una risposta precedente.',
  choose: 'Scegli una risposta',
  noAnswer: 'Nessuna risposta',
  clearSelection: 'Cancella la selezione',
  valueFor: 'Valore per «{{option}}»',
  characterCount: '{{count}} di {{limit}} caratteri',
  noOptionsYet: 'Ancora niente da scegliere: le opzioni sono le risposte date a un’altra domanda.',
  date: {
    placeholder: 'gg/mm/aaaa',
    noFuture: 'Non è possibile scegliere date successive a oggi.',
    calendar: 'Calendario',
    goToToday: 'Vai a oggi',
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    previousYear: 'Anno precedente',
    nextYear: 'Anno successivo',
    previousYears: 'Anni precedenti',
    nextYears: 'Anni successivi',
    close: 'Chiudi il calendario',
  },
  map: {
    pending:
      'Alla domanda {{number}} «{{text}}» si risponde su una mappa. La mappa non è ancora disponibile qui: arriverà con la parte dell’applicazione dedicata alle mappe.',
    point: 'Risposta attuale: latitudine {{latitude}}, longitudine {{longitude}}.',
    square: 'Risposta attuale: quadrato della griglia {{squareId}}.',
  },
};

const nl: WidgetsText = {
  unknownWidget: 'Vraag {{number}} kan niet worden getoond: het antwoordtype wordt niet ondersteund.',
  skipped: 'Deze vraag vervalt door een eerder antwoord.',
  choose: 'Kies een antwoord',
  noAnswer: 'Geen antwoord',
  clearSelection: 'Selectie wissen',
  valueFor: 'Waarde voor ‘{{option}}’',
  characterCount: '{{count}} van {{limit}} tekens',
  noOptionsYet: 'Nog niets te kiezen: de opties zijn de antwoorden op een andere vraag.',
  date: {
    placeholder: 'dd/mm/jjjj',
    noFuture: 'Datums na vandaag kunnen niet worden gekozen.',
    calendar: 'Kalender',
    goToToday: 'Ga naar vandaag',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    previousYear: 'Vorig jaar',
    nextYear: 'Volgend jaar',
    previousYears: 'Vorige jaren',
    nextYears: 'Volgende jaren',
    close: 'Kalender sluiten',
  },
  map: {
    pending:
      'Vraag {{number}} ‘{{text}}’ wordt op een kaart beantwoord. De kaart is hier nog niet beschikbaar: die komt met het kaartgedeelte van de applicatie.',
    point: 'Huidig antwoord: breedtegraad {{latitude}}, lengtegraad {{longitude}}.',
    square: 'Huidig antwoord: rastervak {{squareId}}.',
  },
};

export const widgetsText: Record<WidgetLanguage, WidgetsText> = { en, pl, de, fi, it, nl };
