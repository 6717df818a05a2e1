import type { LanguageCode } from '../languages';

// The question cards' and autosave texts in all six languages; English is the reference shape.
const en = {
  questionTitle: 'Question {{number}}',
};

type FillQuestionsText = typeof en;

const pl: FillQuestionsText = {
  questionTitle: 'Pytanie {{number}}',
};

const de: FillQuestionsText = {
  questionTitle: 'Frage {{number}}',
};

const fi: FillQuestionsText = {
  questionTitle: 'Kysymys {{number}}',
};

const it: FillQuestionsText = {
  questionTitle: 'Domanda {{number}}',
};

const nl: FillQuestionsText = {
  questionTitle: 'Vraag {{number}}',
};

export const fillQuestionsText: Record<LanguageCode, FillQuestionsText> = { en, pl, de, fi, it, nl };
