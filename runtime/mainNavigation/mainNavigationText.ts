import type { LanguageCode } from '../shared/i18n/languages';

// The main navigation's texts (tabs, new unit, export) in all six languages; English is the reference shape.
const en = {
  questionnaires: 'Questionnaires',
  units: 'Units',
  export: 'Data export',
  tabs: 'Main areas',
  newUnit: 'New unit',
  exportNotAvailable: 'The data export form is not available yet.',
};

type MainNavigationText = typeof en;

const pl: MainNavigationText = {
  questionnaires: 'Ankiety',
  units: 'Jednostki',
  export: 'Eksport danych',
  tabs: 'Główne sekcje',
  newUnit: 'Nowa jednostka',
  exportNotAvailable: 'Formularz eksportu danych nie jest jeszcze dostępny.',
};

const de: MainNavigationText = {
  questionnaires: 'Fragebögen',
  units: 'Einheiten',
  export: 'Datenexport',
  tabs: 'Hauptbereiche',
  newUnit: 'Neue Einheit',
  exportNotAvailable: 'Das Formular für den Datenexport ist noch nicht verfügbar.',
};

const fi: MainNavigationText = {
  questionnaires: 'Kyselyt',
  units: 'Yksiköt',
  export: 'Tietojen vienti',
  tabs: 'Pääosiot',
  newUnit: 'Uusi yksikkö',
  exportNotAvailable: 'Tietojen vientilomake ei ole vielä käytettävissä.',
};

const it: MainNavigationText = {
  questionnaires: 'Questionari',
  units: 'Unità',
  export: 'Esportazione dei dati',
  tabs: 'Sezioni principali',
  newUnit: 'Nuova unità',
  exportNotAvailable: 'Il modulo di esportazione dei dati non è ancora disponibile.',
};

const nl: MainNavigationText = {
  questionnaires: 'Vragenlijsten',
  units: 'Eenheden',
  export: 'Gegevensexport',
  tabs: 'Hoofdonderdelen',
  newUnit: 'Nieuwe eenheid',
  exportNotAvailable: 'Het formulier voor de gegevensexport is nog niet beschikbaar.',
};

export const mainNavigationText: Record<LanguageCode, MainNavigationText> = { en, pl, de, fi, it, nl };
