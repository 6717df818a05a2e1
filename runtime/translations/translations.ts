import type { LanguageCode } from '../shared/i18n/languages';
import { byLanguage, fileOf } from '../shared/i18n/localeFiles';
import { sharedTranslations } from '../shared/i18n/sharedTranslations';
import { runtimeTexts } from './runtimeTexts';
import type { RuntimeTextParts, Translation } from './runtimeTexts';

export type { Translation };

// Every language at once, for tests and stories that create i18next synchronously; the runtime loads
// languages on demand instead (loadI18n). Every language has the keys of the English files
// (tests/runtime/translations), hence their types.
const files = {
  access: import.meta.glob<RuntimeTextParts['access']>('../access/locales/*/access.json', {
    eager: true,
    import: 'default',
  }),
  administration: import.meta.glob<RuntimeTextParts['administration']>(
    '../administration/locales/*/administration.json',
    { eager: true, import: 'default' },
  ),
  mainNavigation: import.meta.glob<RuntimeTextParts['mainNavigation']>(
    '../mainNavigation/locales/*/mainNavigation.json',
    { eager: true, import: 'default' },
  ),
  lists: import.meta.glob<RuntimeTextParts['lists']>('../shared/lists/locales/*/lists.json', {
    eager: true,
    import: 'default',
  }),
  units: import.meta.glob<RuntimeTextParts['units']>('../units/locales/*/units.json', {
    eager: true,
    import: 'default',
  }),
  questionnaires: import.meta.glob<RuntimeTextParts['questionnaires']>(
    '../questionnaires/locales/*/questionnaires.json',
    { eager: true, import: 'default' },
  ),
  users: import.meta.glob<RuntimeTextParts['users']>('../users/locales/*/users.json', {
    eager: true,
    import: 'default',
  }),
  fill: import.meta.glob<RuntimeTextParts['fill']>('../fill/locales/*/fill.json', {
    eager: true,
    import: 'default',
  }),
  fillQuestions: import.meta.glob<RuntimeTextParts['fillQuestions']>('../fill/locales/*/fillQuestions.json', {
    eager: true,
    import: 'default',
  }),
  fillHelp: import.meta.glob<RuntimeTextParts['fillHelp']>('../fill/help/locales/*/fillHelp.json', {
    eager: true,
    import: 'default',
  }),
  reports: import.meta.glob<RuntimeTextParts['reports']>('../reports/locales/*/reports.json', {
    eager: true,
    import: 'default',
  }),
  export: import.meta.glob<RuntimeTextParts['export']>('../export/locales/*/export.json', {
    eager: true,
    import: 'default',
  }),
};

/** The runtime's texts in all six languages. */
export const translations: Record<LanguageCode, Translation> = byLanguage((language) =>
  runtimeTexts({
    shared: sharedTranslations[language],
    access: fileOf(files.access, language),
    administration: fileOf(files.administration, language),
    mainNavigation: fileOf(files.mainNavigation, language),
    lists: fileOf(files.lists, language),
    units: fileOf(files.units, language),
    questionnaires: fileOf(files.questionnaires, language),
    users: fileOf(files.users, language),
    fill: fileOf(files.fill, language),
    fillQuestions: fileOf(files.fillQuestions, language),
    fillHelp: fileOf(files.fillHelp, language),
    reports: fileOf(files.reports, language),
    export: fileOf(files.export, language),
  }),
);
