import type { LanguageCode } from '../languages';

// The glossary and instruction dialogs' texts and content in all six languages; English is the reference shape.
const en = {
  glossaryTitle: 'Glossary',
};

type FillHelpText = typeof en;

const pl: FillHelpText = {
  glossaryTitle: 'Słownik',
};

const de: FillHelpText = {
  glossaryTitle: 'Glossar',
};

const fi: FillHelpText = {
  glossaryTitle: 'Sanasto',
};

const it: FillHelpText = {
  glossaryTitle: 'Glossario',
};

const nl: FillHelpText = {
  glossaryTitle: 'Woordenlijst',
};

export const fillHelpText: Record<LanguageCode, FillHelpText> = { en, pl, de, fi, it, nl };
