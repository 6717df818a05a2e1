import type { LanguageCode } from '../shared/i18n/languages';

// The administration screen's texts in all six languages; English is the reference shape.
const en = {
  title: 'Administration',
};

type AdministrationText = typeof en;

const pl: AdministrationText = {
  title: 'Administracja',
};

const de: AdministrationText = {
  title: 'Verwaltung',
};

const fi: AdministrationText = {
  title: 'Ylläpito',
};

const it: AdministrationText = {
  title: 'Amministrazione',
};

const nl: AdministrationText = {
  title: 'Beheer',
};

export const administrationText: Record<LanguageCode, AdministrationText> = { en, pl, de, fi, it, nl };
