import { loadSharedTexts } from '../shared/i18n/loadSharedTexts';
import type { LanguageCode } from '../shared/i18n/languages';
import { fileOf } from '../shared/i18n/localeFiles';
import { runtimeTexts } from './runtimeTexts';
import type { RuntimeTextParts, Translation } from './runtimeTexts';

// One lazily loaded chunk per language (vite.config.ts groups its files), English left out (it is
// bundled). Every language has the keys of the English files (tests/runtime/translations), hence their types.
// Vite reads import.meta.glob's arguments at build time and takes literals only: one call per namespace.
const files = {
  access: import.meta.glob<RuntimeTextParts['access']>(
    ['../access/locales/*/access.json', '!../access/locales/en/*'],
    {
      import: 'default',
    },
  ),
  administration: import.meta.glob<RuntimeTextParts['administration']>(
    ['../administration/locales/*/administration.json', '!../administration/locales/en/*'],
    {
      import: 'default',
    },
  ),
  mainNavigation: import.meta.glob<RuntimeTextParts['mainNavigation']>(
    ['../mainNavigation/locales/*/mainNavigation.json', '!../mainNavigation/locales/en/*'],
    {
      import: 'default',
    },
  ),
  lists: import.meta.glob<RuntimeTextParts['lists']>(
    ['../shared/lists/locales/*/lists.json', '!../shared/lists/locales/en/*'],
    {
      import: 'default',
    },
  ),
  units: import.meta.glob<RuntimeTextParts['units']>(
    ['../units/locales/*/units.json', '!../units/locales/en/*'],
    {
      import: 'default',
    },
  ),
  questionnaires: import.meta.glob<RuntimeTextParts['questionnaires']>(
    ['../questionnaires/locales/*/questionnaires.json', '!../questionnaires/locales/en/*'],
    {
      import: 'default',
    },
  ),
  users: import.meta.glob<RuntimeTextParts['users']>(
    ['../users/locales/*/users.json', '!../users/locales/en/*'],
    {
      import: 'default',
    },
  ),
  fill: import.meta.glob<RuntimeTextParts['fill']>(['../fill/locales/*/fill.json', '!../fill/locales/en/*'], {
    import: 'default',
  }),
  fillQuestions: import.meta.glob<RuntimeTextParts['fillQuestions']>(
    ['../fill/locales/*/fillQuestions.json', '!../fill/locales/en/*'],
    {
      import: 'default',
    },
  ),
  fillHelp: import.meta.glob<RuntimeTextParts['fillHelp']>(
    ['../fill/help/locales/*/fillHelp.json', '!../fill/help/locales/en/*'],
    {
      import: 'default',
    },
  ),
  reports: import.meta.glob<RuntimeTextParts['reports']>(
    ['../reports/locales/*/reports.json', '!../reports/locales/en/*'],
    {
      import: 'default',
    },
  ),
  export: import.meta.glob<RuntimeTextParts['export']>(
    ['../export/locales/*/export.json', '!../export/locales/en/*'],
    {
      import: 'default',
    },
  ),
};

/** The runtime's texts in one language other than English, loaded on demand. */
export async function loadRuntimeTexts(language: LanguageCode): Promise<Translation> {
  const load = <Part>(partFiles: Record<string, () => Promise<Part>>): Promise<Part> =>
    fileOf(partFiles, language)();
  const [
    shared,
    access,
    administration,
    mainNavigation,
    lists,
    units,
    questionnaires,
    users,
    fill,
    fillQuestions,
    fillHelp,
    reports,
    exportTexts,
  ] = await Promise.all([
    loadSharedTexts(language),
    load(files.access),
    load(files.administration),
    load(files.mainNavigation),
    load(files.lists),
    load(files.units),
    load(files.questionnaires),
    load(files.users),
    load(files.fill),
    load(files.fillQuestions),
    load(files.fillHelp),
    load(files.reports),
    load(files.export),
  ]);
  return runtimeTexts({
    shared,
    access,
    administration,
    mainNavigation,
    lists,
    units,
    questionnaires,
    users,
    fill,
    fillQuestions,
    fillHelp,
    reports,
    export: exportTexts,
  });
}
