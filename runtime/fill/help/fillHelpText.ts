import { glossaryDe } from './content/glossary.de';
import { glossaryEn } from './content/glossary.en';
import { glossaryFi } from './content/glossary.fi';
import { glossaryIt } from './content/glossary.it';
import { glossaryNl } from './content/glossary.nl';
import { glossaryPl } from './content/glossary.pl';
import type { GlossaryContent, InstructionContent } from './content/helpContent';
import { instructionDe } from './content/instruction.de';
import { instructionEn } from './content/instruction.en';
import { instructionFi } from './content/instruction.fi';
import { instructionIt } from './content/instruction.it';
import { instructionNl } from './content/instruction.nl';
import { instructionPl } from './content/instruction.pl';
import type { LanguageCode } from '../../shared/i18n/languages';

// The glossary and instruction dialogs' texts and content in all six languages. The content is typed
// by its own modules (runtime/fill/help/content), so every language has the same terms, rules and questions.
type FillHelpText = {
  glossaryTitle: string;
  instructionTitle: string;
  close: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** `shown` terms match the search out of `total`. */
  termsShown: string;
  noResults: string;
  rulesHeading: string;
  questionsHeading: string;
  glossary: GlossaryContent;
  instruction: InstructionContent;
};

const en: FillHelpText = {
  glossaryTitle: 'Glossary',
  instructionTitle: 'Instruction',
  close: 'Close',
  searchLabel: 'Search for a term',
  searchPlaceholder: 'Type part of the term',
  termsShown: '{{shown}} of {{total}} terms',
  noResults: 'No term matches “{{query}}”. Check the spelling or try a shorter part of the word.',
  rulesHeading: 'General rules',
  questionsHeading: 'Questions and answers',
  glossary: glossaryEn,
  instruction: instructionEn,
};

const pl: FillHelpText = {
  glossaryTitle: 'Słowniczek',
  instructionTitle: 'Instrukcja',
  close: 'Zamknij',
  searchLabel: 'Wyszukaj pojęcie',
  searchPlaceholder: 'Wpisz fragment pojęcia',
  termsShown: 'Wyświetlone pojęcia: {{shown}} z {{total}}',
  noResults: 'Żadne pojęcie nie pasuje do „{{query}}”. Sprawdź pisownię lub wpisz krótszy fragment słowa.',
  rulesHeading: 'Zasady ogólne',
  questionsHeading: 'Pytania i odpowiedzi',
  glossary: glossaryPl,
  instruction: instructionPl,
};

const de: FillHelpText = {
  glossaryTitle: 'Glossar',
  instructionTitle: 'Anleitung',
  close: 'Schließen',
  searchLabel: 'Begriff suchen',
  searchPlaceholder: 'Teil des Begriffs eingeben',
  termsShown: '{{shown}} von {{total}} Begriffen',
  noResults:
    'Kein Begriff passt zu „{{query}}“. Prüfen Sie die Schreibweise oder geben Sie einen kürzeren Wortteil ein.',
  rulesHeading: 'Allgemeine Regeln',
  questionsHeading: 'Fragen und Antworten',
  glossary: glossaryDe,
  instruction: instructionDe,
};

const fi: FillHelpText = {
  glossaryTitle: 'Sanasto',
  instructionTitle: 'Ohje',
  close: 'Sulje',
  searchLabel: 'Hae termiä',
  searchPlaceholder: 'Kirjoita osa termistä',
  termsShown: 'Näytetään {{shown}}/{{total}} termiä',
  noResults:
    'Hakuun ”{{query}}” ei löytynyt termejä. Tarkista kirjoitusasu tai kokeile lyhyempää sanan osaa.',
  rulesHeading: 'Yleiset säännöt',
  questionsHeading: 'Kysymyksiä ja vastauksia',
  glossary: glossaryFi,
  instruction: instructionFi,
};

const it: FillHelpText = {
  glossaryTitle: 'Glossario',
  instructionTitle: 'Istruzioni',
  close: 'Chiudi',
  searchLabel: 'Cerca un termine',
  searchPlaceholder: 'Digita una parte del termine',
  termsShown: 'Termini visualizzati: {{shown}} su {{total}}',
  noResults:
    'Nessun termine corrisponde a «{{query}}». Controlla l’ortografia o prova con una parte più breve della parola.',
  rulesHeading: 'Regole generali',
  questionsHeading: 'Domande e risposte',
  glossary: glossaryIt,
  instruction: instructionIt,
};

const nl: FillHelpText = {
  glossaryTitle: 'Woordenlijst',
  instructionTitle: 'Handleiding',
  close: 'Sluiten',
  searchLabel: 'Term zoeken',
  searchPlaceholder: 'Typ een deel van de term',
  termsShown: '{{shown}} van {{total}} termen',
  noResults:
    'Geen term komt overeen met ‘{{query}}’. Controleer de spelling of probeer een korter deel van het woord.',
  rulesHeading: 'Algemene regels',
  questionsHeading: 'Vragen en antwoorden',
  glossary: glossaryNl,
  instruction: instructionNl,
};

export const fillHelpText: Record<LanguageCode, FillHelpText> = { en, pl, de, fi, it, nl };
