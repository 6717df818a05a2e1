import type { LanguageCode } from '../languages';

// The fill screen's texts (header, tabs, subforms, group bar, side panel) in all six languages; English is the reference shape.
const en = {
  title: 'Fill in the questionnaire',
  loading: 'Loading the questionnaire…',
  loadingGroups: 'Loading the question groups…',
  header: {
    questionnaire: 'Questionnaire {{id}}',
    unit: 'Unit {{number}}',
    close: 'Close',
    subforms: 'Subforms',
    glossary: 'Glossary',
    instruction: 'Instruction',
  },
  mode: {
    show: 'Read-only: the answers cannot be changed.',
    admin: 'Admin mode: answers cannot be entered.',
    submitted: 'This form has been submitted: its answers can no longer be changed.',
  },
  error: {
    title: 'Error while downloading data',
    retry: 'Try again',
    back: 'Back to the questionnaires',
  },
  tabs: {
    label: 'Forms',
    submitted: '{{name}} (submitted)',
  },
  subforms: {
    label: 'Subforms',
    progress: '{{completed}}/{{total}}',
    progressLabel: '{{completed}} of {{total}} question groups completed',
    completed: 'Completed',
    none: 'This form has no subforms.',
  },
  groups: {
    label: 'Question groups',
    numbered: '{{name}} {{number}}',
    progressLabel: '{{answered}} of {{total}} questions answered',
    add: 'Add {{name}}',
    delete: 'Delete {{name}}',
    rename: 'Rename {{name}}',
    optional: 'Optional question groups',
  },
  deleteGroup: {
    title: 'Delete the question group',
    body: 'Delete “{{name}}” together with its answers?',
    confirm: 'Delete',
  },
  nameDialog: {
    addTitle: 'Add {{name}}',
    renameTitle: 'Rename {{name}}',
    label: 'Name',
    required: 'This field is required.',
    tooLong: 'The name may have at most {{max}} characters.',
    save: 'Save',
  },
  optional: {
    title: 'Optional question groups',
    intro: 'Tick the question groups you want to fill in. Unticking one removes it with its answers.',
    none: 'This subform has no optional question groups.',
    loading: 'Loading the optional question groups…',
    save: 'Save',
  },
  empty: {
    title: 'Question group list is empty',
    readOnly: 'This subform has no question groups to show.',
    back: 'Back to the previous subform',
    prompt:
      'This subform has no question groups yet. Choose the optional question groups you want to fill in.',
    choose: 'Choose question groups',
  },
  changeFailed: 'Error while uploading data',
  report: {
    title: 'Report',
    generate: 'Generate report',
    generating: 'Generating the report…',
    show: 'Show report',
    ready: 'The report is ready.',
    incomplete: 'Not every answer this report needs is filled in yet. Filled in so far:',
  },
  submit: {
    button: 'Submit form',
    title: 'Submit the form',
    body: 'Once “{{name}}” is submitted, its answers can no longer be changed. Submit it now?',
    confirm: 'Submit',
  },
  filled: {
    title: 'Filled in',
    question: 'Question {{number}}',
  },
  questions: {
    pending: '{{count}} questions',
  },
  sidePanel: 'Form summary',
  backToTop: 'Back to top',
};

type FillText = typeof en;

const pl: FillText = {
  title: 'Wypełnij ankietę',
  loading: 'Wczytywanie ankiety…',
  loadingGroups: 'Wczytywanie grup pytań…',
  header: {
    questionnaire: 'Ankieta {{id}}',
    unit: 'Gospodarstwo {{number}}',
    close: 'Zamknij',
    subforms: 'Podformularze',
    glossary: 'Słownik pojęć',
    instruction: 'Instrukcja',
  },
  mode: {
    show: 'Tylko do odczytu: odpowiedzi nie można zmieniać.',
    admin: 'Tryb administratora: nie można wprowadzać odpowiedzi.',
    submitted: 'Ten formularz został przesłany: jego odpowiedzi nie można już zmieniać.',
  },
  error: {
    title: 'Błąd podczas pobierania danych',
    retry: 'Spróbuj ponownie',
    back: 'Wróć do ankiet',
  },
  tabs: {
    label: 'Formularze',
    submitted: '{{name}} (przesłany)',
  },
  subforms: {
    label: 'Podformularze',
    progress: '{{completed}}/{{total}}',
    progressLabel: 'Ukończone grupy pytań: {{completed}} z {{total}}',
    completed: 'Ukończony',
    none: 'Ten formularz nie ma podformularzy.',
  },
  groups: {
    label: 'Grupy pytań',
    numbered: '{{name}} {{number}}',
    progressLabel: 'Odpowiedzi: {{answered}} z {{total}}',
    add: 'Dodaj: {{name}}',
    delete: 'Usuń: {{name}}',
    rename: 'Zmień nazwę: {{name}}',
    optional: 'Opcjonalne grupy pytań',
  },
  deleteGroup: {
    title: 'Usuń grupę pytań',
    body: 'Usunąć „{{name}}” wraz z odpowiedziami?',
    confirm: 'Usuń',
  },
  nameDialog: {
    addTitle: 'Dodaj: {{name}}',
    renameTitle: 'Zmień nazwę: {{name}}',
    label: 'Nazwa',
    required: 'To pole jest wymagane.',
    tooLong: 'Nazwa może mieć najwyżej {{max}} znaków.',
    save: 'Zapisz',
  },
  optional: {
    title: 'Opcjonalne grupy pytań',
    intro: 'Zaznacz grupy pytań, które chcesz wypełnić. Odznaczenie grupy usuwa ją wraz z odpowiedziami.',
    none: 'Ten podformularz nie ma opcjonalnych grup pytań.',
    loading: 'Wczytywanie opcjonalnych grup pytań…',
    save: 'Zapisz',
  },
  empty: {
    title: 'Lista grup pytań jest pusta',
    readOnly: 'Ten podformularz nie ma grup pytań do wyświetlenia.',
    back: 'Wróć do poprzedniego podformularza',
    prompt:
      'Ten podformularz nie ma jeszcze grup pytań. Wybierz opcjonalne grupy pytań, które chcesz wypełnić.',
    choose: 'Wybierz grupy pytań',
  },
  changeFailed: 'Błąd podczas wysyłania danych',
  report: {
    title: 'Raport',
    generate: 'Generuj raport',
    generating: 'Generowanie raportu…',
    show: 'Pokaż raport',
    ready: 'Raport jest gotowy.',
    incomplete: 'Nie wszystkie odpowiedzi potrzebne do raportu są jeszcze wypełnione. Dotąd wypełniono:',
  },
  submit: {
    button: 'Prześlij formularz',
    title: 'Przesyłanie formularza',
    body: 'Po przesłaniu formularza „{{name}}” jego odpowiedzi nie będzie można zmienić. Przesłać go teraz?',
    confirm: 'Prześlij',
  },
  filled: {
    title: 'Wypełnione',
    question: 'Pytanie {{number}}',
  },
  questions: {
    pending: 'Pytania: {{count}}',
  },
  sidePanel: 'Podsumowanie formularza',
  backToTop: 'Do góry',
};

const de: FillText = {
  title: 'Fragebogen ausfüllen',
  loading: 'Der Fragebogen wird geladen…',
  loadingGroups: 'Die Fragengruppen werden geladen…',
  header: {
    questionnaire: 'Fragebogen {{id}}',
    unit: 'Betrieb {{number}}',
    close: 'Schließen',
    subforms: 'Unterformulare',
    glossary: 'Glossar',
    instruction: 'Anleitung',
  },
  mode: {
    show: 'Nur lesen: Die Antworten können nicht geändert werden.',
    admin: 'Administratormodus: Es können keine Antworten eingegeben werden.',
    submitted: 'Dieses Formular wurde eingereicht: Seine Antworten können nicht mehr geändert werden.',
  },
  error: {
    title: 'Fehler beim Herunterladen der Daten',
    retry: 'Erneut versuchen',
    back: 'Zurück zu den Fragebögen',
  },
  tabs: {
    label: 'Formulare',
    submitted: '{{name}} (eingereicht)',
  },
  subforms: {
    label: 'Unterformulare',
    progress: '{{completed}}/{{total}}',
    progressLabel: '{{completed}} von {{total}} Fragengruppen abgeschlossen',
    completed: 'Abgeschlossen',
    none: 'Dieses Formular hat keine Unterformulare.',
  },
  groups: {
    label: 'Fragengruppen',
    numbered: '{{name}} {{number}}',
    progressLabel: '{{answered}} von {{total}} Fragen beantwortet',
    add: '{{name}} hinzufügen',
    delete: '{{name}} löschen',
    rename: '{{name}} umbenennen',
    optional: 'Optionale Fragengruppen',
  },
  deleteGroup: {
    title: 'Fragengruppe löschen',
    body: '„{{name}}“ mitsamt den Antworten löschen?',
    confirm: 'Löschen',
  },
  nameDialog: {
    addTitle: '{{name}} hinzufügen',
    renameTitle: '{{name}} umbenennen',
    label: 'Name',
    required: 'Dieses Feld ist erforderlich.',
    tooLong: 'Der Name darf höchstens {{max}} Zeichen haben.',
    save: 'Speichern',
  },
  optional: {
    title: 'Optionale Fragengruppen',
    intro:
      'Wählen Sie die Fragengruppen aus, die Sie ausfüllen möchten. Wird eine abgewählt, wird sie mit ihren Antworten entfernt.',
    none: 'Dieses Unterformular hat keine optionalen Fragengruppen.',
    loading: 'Die optionalen Fragengruppen werden geladen…',
    save: 'Speichern',
  },
  empty: {
    title: 'Die Liste der Fragengruppen ist leer',
    readOnly: 'Dieses Unterformular hat keine Fragengruppen zum Anzeigen.',
    back: 'Zurück zum vorherigen Unterformular',
    prompt:
      'Dieses Unterformular hat noch keine Fragengruppen. Wählen Sie die optionalen Fragengruppen aus, die Sie ausfüllen möchten.',
    choose: 'Fragengruppen auswählen',
  },
  changeFailed: 'Fehler beim Hochladen der Daten',
  report: {
    title: 'Bericht',
    generate: 'Bericht erstellen',
    generating: 'Der Bericht wird erstellt…',
    show: 'Bericht anzeigen',
    ready: 'Der Bericht ist fertig.',
    incomplete: 'Noch sind nicht alle Antworten ausgefüllt, die dieser Bericht braucht. Bisher ausgefüllt:',
  },
  submit: {
    button: 'Formular einreichen',
    title: 'Formular einreichen',
    body: 'Nach dem Einreichen von „{{name}}“ können seine Antworten nicht mehr geändert werden. Jetzt einreichen?',
    confirm: 'Einreichen',
  },
  filled: {
    title: 'Ausgefüllt',
    question: 'Frage {{number}}',
  },
  questions: {
    pending: 'Fragen: {{count}}',
  },
  sidePanel: 'Formularübersicht',
  backToTop: 'Nach oben',
};

const fi: FillText = {
  title: 'Täytä kysely',
  loading: 'Kyselyä ladataan…',
  loadingGroups: 'Kysymysryhmiä ladataan…',
  header: {
    questionnaire: 'Kysely {{id}}',
    unit: 'Tila {{number}}',
    close: 'Sulje',
    subforms: 'Alilomakkeet',
    glossary: 'Sanasto',
    instruction: 'Ohjeet',
  },
  mode: {
    show: 'Vain luku: vastauksia ei voi muuttaa.',
    admin: 'Ylläpitotila: vastauksia ei voi syöttää.',
    submitted: 'Tämä lomake on lähetetty: sen vastauksia ei voi enää muuttaa.',
  },
  error: {
    title: 'Virhe tietojen lataamisessa',
    retry: 'Yritä uudelleen',
    back: 'Takaisin kyselyihin',
  },
  tabs: {
    label: 'Lomakkeet',
    submitted: '{{name}} (lähetetty)',
  },
  subforms: {
    label: 'Alilomakkeet',
    progress: '{{completed}}/{{total}}',
    progressLabel: '{{completed}}/{{total}} kysymysryhmää valmiina',
    completed: 'Valmis',
    none: 'Tällä lomakkeella ei ole alilomakkeita.',
  },
  groups: {
    label: 'Kysymysryhmät',
    numbered: '{{name}} {{number}}',
    progressLabel: '{{answered}}/{{total}} kysymykseen vastattu',
    add: 'Lisää: {{name}}',
    delete: 'Poista: {{name}}',
    rename: 'Nimeä uudelleen: {{name}}',
    optional: 'Valinnaiset kysymysryhmät',
  },
  deleteGroup: {
    title: 'Poista kysymysryhmä',
    body: 'Poistetaanko ”{{name}}” vastauksineen?',
    confirm: 'Poista',
  },
  nameDialog: {
    addTitle: 'Lisää: {{name}}',
    renameTitle: 'Nimeä uudelleen: {{name}}',
    label: 'Nimi',
    required: 'Tämä kenttä on pakollinen.',
    tooLong: 'Nimessä saa olla enintään {{max}} merkkiä.',
    save: 'Tallenna',
  },
  optional: {
    title: 'Valinnaiset kysymysryhmät',
    intro: 'Valitse kysymysryhmät, jotka haluat täyttää. Valinnan poistaminen poistaa ryhmän vastauksineen.',
    none: 'Tällä alilomakkeella ei ole valinnaisia kysymysryhmiä.',
    loading: 'Valinnaisia kysymysryhmiä ladataan…',
    save: 'Tallenna',
  },
  empty: {
    title: 'Kysymysryhmien luettelo on tyhjä',
    readOnly: 'Tällä alilomakkeella ei ole näytettäviä kysymysryhmiä.',
    back: 'Takaisin edelliseen alilomakkeeseen',
    prompt:
      'Tällä alilomakkeella ei ole vielä kysymysryhmiä. Valitse valinnaiset kysymysryhmät, jotka haluat täyttää.',
    choose: 'Valitse kysymysryhmät',
  },
  changeFailed: 'Virhe tietojen lähettämisessä',
  report: {
    title: 'Raportti',
    generate: 'Luo raportti',
    generating: 'Raporttia luodaan…',
    show: 'Näytä raportti',
    ready: 'Raportti on valmis.',
    incomplete: 'Kaikkia raportin tarvitsemia vastauksia ei ole vielä täytetty. Tähän mennessä täytetty:',
  },
  submit: {
    button: 'Lähetä lomake',
    title: 'Lomakkeen lähettäminen',
    body: 'Kun ”{{name}}” on lähetetty, sen vastauksia ei voi enää muuttaa. Lähetetäänkö se nyt?',
    confirm: 'Lähetä',
  },
  filled: {
    title: 'Täytetty',
    question: 'Kysymys {{number}}',
  },
  questions: {
    pending: 'Kysymyksiä: {{count}}',
  },
  sidePanel: 'Lomakkeen yhteenveto',
  backToTop: 'Alkuun',
};

const it: FillText = {
  title: 'Compila il questionario',
  loading: 'Caricamento del questionario…',
  loadingGroups: 'Caricamento dei gruppi di domande…',
  header: {
    questionnaire: 'Questionario {{id}}',
    unit: 'Azienda {{number}}',
    close: 'Chiudi',
    subforms: 'Sottomoduli',
    glossary: 'Glossario',
    instruction: 'Istruzioni',
  },
  mode: {
    show: 'Sola lettura: le risposte non possono essere modificate.',
    admin: 'Modalità amministratore: non è possibile inserire risposte.',
    submitted: 'Questo modulo è stato inviato: le sue risposte non possono più essere modificate.',
  },
  error: {
    title: 'Errore durante il download dei dati',
    retry: 'Riprova',
    back: 'Torna ai questionari',
  },
  tabs: {
    label: 'Moduli',
    submitted: '{{name}} (inviato)',
  },
  subforms: {
    label: 'Sottomoduli',
    progress: '{{completed}}/{{total}}',
    progressLabel: '{{completed}} gruppi di domande completati su {{total}}',
    completed: 'Completato',
    none: 'Questo modulo non ha sottomoduli.',
  },
  groups: {
    label: 'Gruppi di domande',
    numbered: '{{name}} {{number}}',
    progressLabel: '{{answered}} domande con risposta su {{total}}',
    add: 'Aggiungi {{name}}',
    delete: 'Elimina {{name}}',
    rename: 'Rinomina {{name}}',
    optional: 'Gruppi di domande facoltativi',
  },
  deleteGroup: {
    title: 'Elimina il gruppo di domande',
    body: 'Eliminare «{{name}}» insieme alle sue risposte?',
    confirm: 'Elimina',
  },
  nameDialog: {
    addTitle: 'Aggiungi {{name}}',
    renameTitle: 'Rinomina {{name}}',
    label: 'Nome',
    required: 'Questo campo è obbligatorio.',
    tooLong: 'Il nome può avere al massimo {{max}} caratteri.',
    save: 'Salva',
  },
  optional: {
    title: 'Gruppi di domande facoltativi',
    intro:
      'Seleziona i gruppi di domande che vuoi compilare. Deselezionarne uno lo rimuove insieme alle sue risposte.',
    none: 'Questo sottomodulo non ha gruppi di domande facoltativi.',
    loading: 'Caricamento dei gruppi di domande facoltativi…',
    save: 'Salva',
  },
  empty: {
    title: "L'elenco dei gruppi di domande è vuoto",
    readOnly: 'Questo sottomodulo non ha gruppi di domande da mostrare.',
    back: 'Torna al sottomodulo precedente',
    prompt:
      'Questo sottomodulo non ha ancora gruppi di domande. Scegli i gruppi di domande facoltativi che vuoi compilare.',
    choose: 'Scegli i gruppi di domande',
  },
  changeFailed: "Errore durante l'invio dei dati",
  report: {
    title: 'Rapporto',
    generate: 'Genera il rapporto',
    generating: 'Generazione del rapporto…',
    show: 'Mostra il rapporto',
    ready: 'Il rapporto è pronto.',
    incomplete: 'Non tutte le risposte necessarie a questo rapporto sono ancora compilate. Compilato finora:',
  },
  submit: {
    button: 'Invia il modulo',
    title: 'Invio del modulo',
    body: 'Dopo l’invio di «{{name}}» le sue risposte non potranno più essere modificate. Inviarlo ora?',
    confirm: 'Invia',
  },
  filled: {
    title: 'Compilato',
    question: 'Domanda {{number}}',
  },
  questions: {
    pending: 'Domande: {{count}}',
  },
  sidePanel: 'Riepilogo del modulo',
  backToTop: "Torna all'inizio",
};

const nl: FillText = {
  title: 'Vragenlijst invullen',
  loading: 'De vragenlijst wordt geladen…',
  loadingGroups: 'De vraaggroepen worden geladen…',
  header: {
    questionnaire: 'Vragenlijst {{id}}',
    unit: 'Bedrijf {{number}}',
    close: 'Sluiten',
    subforms: 'Subformulieren',
    glossary: 'Woordenlijst',
    instruction: 'Instructie',
  },
  mode: {
    show: 'Alleen lezen: de antwoorden kunnen niet worden gewijzigd.',
    admin: 'Beheerdersmodus: er kunnen geen antwoorden worden ingevoerd.',
    submitted: 'Dit formulier is ingediend: de antwoorden kunnen niet meer worden gewijzigd.',
  },
  error: {
    title: 'Fout bij het downloaden van gegevens',
    retry: 'Opnieuw proberen',
    back: 'Terug naar de vragenlijsten',
  },
  tabs: {
    label: 'Formulieren',
    submitted: '{{name}} (ingediend)',
  },
  subforms: {
    label: 'Subformulieren',
    progress: '{{completed}}/{{total}}',
    progressLabel: '{{completed}} van {{total}} vraaggroepen voltooid',
    completed: 'Voltooid',
    none: 'Dit formulier heeft geen subformulieren.',
  },
  groups: {
    label: 'Vraaggroepen',
    numbered: '{{name}} {{number}}',
    progressLabel: '{{answered}} van {{total}} vragen beantwoord',
    add: '{{name}} toevoegen',
    delete: '{{name}} verwijderen',
    rename: '{{name}} hernoemen',
    optional: 'Optionele vraaggroepen',
  },
  deleteGroup: {
    title: 'Vraaggroep verwijderen',
    body: '“{{name}}” met de antwoorden verwijderen?',
    confirm: 'Verwijderen',
  },
  nameDialog: {
    addTitle: '{{name}} toevoegen',
    renameTitle: '{{name}} hernoemen',
    label: 'Naam',
    required: 'Dit veld is verplicht.',
    tooLong: 'De naam mag hoogstens {{max}} tekens hebben.',
    save: 'Opslaan',
  },
  optional: {
    title: 'Optionele vraaggroepen',
    intro:
      'Vink de vraaggroepen aan die u wilt invullen. Een vinkje weghalen verwijdert de groep met de antwoorden.',
    none: 'Dit subformulier heeft geen optionele vraaggroepen.',
    loading: 'De optionele vraaggroepen worden geladen…',
    save: 'Opslaan',
  },
  empty: {
    title: 'De lijst met vraaggroepen is leeg',
    readOnly: 'Dit subformulier heeft geen vraaggroepen om te tonen.',
    back: 'Terug naar het vorige subformulier',
    prompt:
      'Dit subformulier heeft nog geen vraaggroepen. Kies de optionele vraaggroepen die u wilt invullen.',
    choose: 'Vraaggroepen kiezen',
  },
  changeFailed: 'Fout bij het uploaden van gegevens',
  report: {
    title: 'Rapport',
    generate: 'Rapport maken',
    generating: 'Het rapport wordt gemaakt…',
    show: 'Rapport tonen',
    ready: 'Het rapport is klaar.',
    incomplete: 'Nog niet alle antwoorden die dit rapport nodig heeft, zijn ingevuld. Tot nu toe ingevuld:',
  },
  submit: {
    button: 'Formulier indienen',
    title: 'Formulier indienen',
    body: 'Na het indienen van “{{name}}” kunnen de antwoorden niet meer worden gewijzigd. Nu indienen?',
    confirm: 'Indienen',
  },
  filled: {
    title: 'Ingevuld',
    question: 'Vraag {{number}}',
  },
  questions: {
    pending: 'Vragen: {{count}}',
  },
  sidePanel: 'Formulieroverzicht',
  backToTop: 'Naar boven',
};

export const fillText: Record<LanguageCode, FillText> = { en, pl, de, fi, it, nl };
