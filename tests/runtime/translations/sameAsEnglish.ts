import type { LanguageCode } from '@runtime/shared/i18n/languages';

/** Texts that are rightly the same as in English in one language, each group with its reason. */
export interface SameOnPurpose {
  keys: readonly string[];
  reason: string;
}

export type Translated = Exclude<LanguageCode, 'en'>;

const EMAIL = [
  'login.email',
  'registration.email',
  'forgotPassword.email',
  'questionnaires.column.email',
  'questionnaires.filter.email',
  'users.column.email',
  'users.filter.email',
];
const STATUS = ['questionnaires.column.status', 'questionnaires.filter.status'];
const INSTITUTION = [
  'registration.institution',
  'units.list.column.institution',
  'questionnaires.column.institution',
  'questionnaires.filter.institutionName',
  'export.institution',
];
const OK = { keys: ['common.ok'], reason: '“OK” is the usual button label in this language too' };
const NATURA_2000 = {
  keys: ['fillHelp.glossary.natura2000.title'],
  reason: 'Natura 2000 is the name of the EU network of protected areas, not translated',
};

/**
 * The interface texts (runtime, widgets, studio, help content, engine messages) that are the same as
 * English on purpose. Kept small: a text is listed only when the language really uses the same word.
 * Texts without words of their own (placeholders and symbols only) need no entry.
 */
export const interfaceSameAsEnglish: Record<Translated, readonly SameOnPurpose[]> = {
  pl: [
    OK,
    NATURA_2000,
    { keys: ['shell.menu'], reason: '“Menu” is the Polish word' },
    { keys: EMAIL, reason: '“E-mail” is the Polish word for an e-mail address' },
    { keys: STATUS, reason: '“Status” is the Polish word' },
  ],
  de: [
    OK,
    NATURA_2000,
    { keys: INSTITUTION, reason: '“Institution” is the German word' },
    { keys: STATUS, reason: '“Status” is the German word' },
    { keys: ['units.list.column.code'], reason: '“Code” is the German word for a unit’s code' },
    { keys: ['fill.nameDialog.label'], reason: '“Name” is the German word' },
    { keys: ['fillHelp.glossary.phytase.title'], reason: '“Phytase” is the German name of the enzyme' },
  ],
  fi: [OK, NATURA_2000],
  it: [
    OK,
    NATURA_2000,
    { keys: ['shell.menu'], reason: '“Menu” is the Italian word' },
    { keys: EMAIL, reason: '“E-mail” is the Italian word for an e-mail address' },
    { keys: ['login.password', 'registration.password'], reason: '“Password” is the Italian word' },
    { keys: ['lists.no'], reason: '“No” is the Italian word' },
  ],
  nl: [
    OK,
    NATURA_2000,
    { keys: ['shell.menu'], reason: '“Menu” is the Dutch word' },
    { keys: EMAIL, reason: '“E-mail” is the Dutch word for an e-mail address' },
    { keys: STATUS, reason: '“Status” is the Dutch word' },
    { keys: ['lists.filters'], reason: '“Filters” is the Dutch plural of filter' },
    { keys: ['units.list.column.code'], reason: '“Code” is the Dutch word for a unit’s code' },
  ],
};

/** The structure dialogs' namespace (keys without the namespace). */
export const structureDialogsSameAsEnglish: Record<Translated, readonly SameOnPurpose[]> = {
  pl: [],
  de: [],
  fi: [],
  it: [],
  nl: [{ keys: ['subform.code'], reason: '“Code” is the Dutch word for a subform’s code' }],
};

/** The studio tools' namespace (keys without the namespace). */
export const studioSameAsEnglish: Record<Translated, readonly SameOnPurpose[]> = {
  pl: [],
  de: [],
  fi: [],
  it: [{ keys: ['changes.no'], reason: '“No” is the Italian word' }],
  nl: [
    {
      keys: ['changes.fields.code', 'changes.fields.score', 'changes.fields.tip'],
      reason: '“Code”, “Score” and “Tip” are the Dutch words',
    },
  ],
};

/** The server's texts: the data export's column headers use the same words as the lists. */
export const serverSameAsEnglish: Record<Translated, readonly SameOnPurpose[]> = {
  pl: [
    { keys: ['export.metadata.email'], reason: '“E-mail” is the Polish word for an e-mail address' },
    { keys: ['export.metadata.status'], reason: '“Status” is the Polish word' },
  ],
  de: [
    { keys: ['export.metadata.institution'], reason: '“Institution” is the German word' },
    { keys: ['export.metadata.status'], reason: '“Status” is the German word' },
    { keys: ['export.review.headers.text'], reason: '“Text” is the German word' },
  ],
  fi: [],
  it: [{ keys: ['export.metadata.email'], reason: '“E-mail” is the Italian word for an e-mail address' }],
  nl: [
    { keys: ['export.metadata.email'], reason: '“E-mail” is the Dutch word for an e-mail address' },
    { keys: ['export.metadata.status'], reason: '“Status” is the Dutch word' },
  ],
};

/** The PDF documents have no such texts. */
export const noneSameAsEnglish: Record<Translated, readonly SameOnPurpose[]> = {
  pl: [],
  de: [],
  fi: [],
  it: [],
  nl: [],
};
