import type { LanguageCode } from '../shared/i18n/languages';

// The question cards' and autosave texts in all six languages; English is the reference shape.
const en = {
  questionTitle: 'Question {{number}}',
  recommended: 'recommended',
  help: 'Help for question {{number}}',
  statusNone: 'No answer saved',
  statusSaving: 'Saving…',
  statusSaved: 'Saved',
  statusError: 'Error: the answer is not saved or not valid',
  saveFailedTitle: 'Error while uploading data',
  saveFailedReload: 'The question will be loaded again.',
};

type FillQuestionsText = typeof en;

const pl: FillQuestionsText = {
  questionTitle: 'Pytanie {{number}}',
  recommended: 'zalecane',
  help: 'Pomoc do pytania {{number}}',
  statusNone: 'Brak zapisanej odpowiedzi',
  statusSaving: 'Zapisywanie…',
  statusSaved: 'Zapisano',
  statusError: 'Błąd: odpowiedź nie została zapisana lub jest nieprawidłowa',
  saveFailedTitle: 'Błąd podczas wysyłania danych',
  saveFailedReload: 'Pytanie zostanie wczytane ponownie.',
};

const de: FillQuestionsText = {
  questionTitle: 'Frage {{number}}',
  recommended: 'empfohlen',
  help: 'Hilfe zu Frage {{number}}',
  statusNone: 'Keine Antwort gespeichert',
  statusSaving: 'Wird gespeichert…',
  statusSaved: 'Gespeichert',
  statusError: 'Fehler: Die Antwort ist nicht gespeichert oder ungültig',
  saveFailedTitle: 'Fehler beim Hochladen der Daten',
  saveFailedReload: 'Die Frage wird neu geladen.',
};

const fi: FillQuestionsText = {
  questionTitle: 'Kysymys {{number}}',
  recommended: 'suositeltu',
  help: 'Ohje kysymykseen {{number}}',
  statusNone: 'Ei tallennettua vastausta',
  statusSaving: 'Tallennetaan…',
  statusSaved: 'Tallennettu',
  statusError: 'Virhe: vastausta ei ole tallennettu tai se ei kelpaa',
  saveFailedTitle: 'Virhe tietojen lähetyksessä',
  saveFailedReload: 'Kysymys ladataan uudelleen.',
};

const it: FillQuestionsText = {
  questionTitle: 'Domanda {{number}}',
  recommended: 'consigliata',
  help: 'Aiuto per la domanda {{number}}',
  statusNone: 'Nessuna risposta salvata',
  statusSaving: 'Salvataggio…',
  statusSaved: 'Salvata',
  statusError: 'Errore: la risposta non è salvata o non è valida',
  saveFailedTitle: 'Errore durante il caricamento dei dati',
  saveFailedReload: 'La domanda verrà caricata di nuovo.',
};

const nl: FillQuestionsText = {
  questionTitle: 'Vraag {{number}}',
  recommended: 'aanbevolen',
  help: 'Hulp bij vraag {{number}}',
  statusNone: 'Geen antwoord opgeslagen',
  statusSaving: 'Bezig met opslaan…',
  statusSaved: 'Opgeslagen',
  statusError: 'Fout: het antwoord is niet opgeslagen of ongeldig',
  saveFailedTitle: 'Fout bij het uploaden van gegevens',
  saveFailedReload: 'De vraag wordt opnieuw geladen.',
};

export const fillQuestionsText: Record<LanguageCode, FillQuestionsText> = { en, pl, de, fi, it, nl };
