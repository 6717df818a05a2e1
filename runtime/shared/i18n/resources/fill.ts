import type { LanguageCode } from '../languages';

// The fill screen's texts (header, tabs, subforms, group bar, side panel) in all six languages; English is the reference shape.
const en = {
  title: 'Fill in the questionnaire',
};

type FillText = typeof en;

const pl: FillText = {
  title: 'Wypełnij ankietę',
};

const de: FillText = {
  title: 'Fragebogen ausfüllen',
};

const fi: FillText = {
  title: 'Täytä kysely',
};

const it: FillText = {
  title: 'Compila il questionario',
};

const nl: FillText = {
  title: 'Vragenlijst invullen',
};

export const fillText: Record<LanguageCode, FillText> = { en, pl, de, fi, it, nl };
