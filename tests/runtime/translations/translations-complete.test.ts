import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { structureDialogsTranslations } from '@runtime/shared/i18n/structureDialogsTranslations';
import { studioTranslations } from '@runtime/shared/i18n/studioTranslations';
import { translations } from '@runtime/translations/translations';
import { serverResources } from '@server/i18n/index';
import { docsContent } from '../../../scripts/docs/content/index';
import type { SameOnPurpose, Translated } from './sameAsEnglish';
import {
  interfaceSameAsEnglish,
  noneSameAsEnglish,
  serverSameAsEnglish,
  structureDialogsSameAsEnglish,
  studioSameAsEnglish,
} from './sameAsEnglish';
import { compareWithEnglish, flatten, joinedSentences } from './translationWalk';

interface Source {
  resources: Readonly<Record<string, object>>;
  sameAsEnglish: Record<Translated, readonly SameOnPurpose[]>;
}

/** Every translated resource of the product, each with its texts that are English on purpose. */
const sources: Record<string, Source> = {
  // The apps: runtime, widgets, studio, the glossary and instruction, the engine's rule messages.
  interface: { resources: translations, sameAsEnglish: interfaceSameAsEnglish },
  // The structure dialogs' namespace (both apps).
  structureDialogs: { resources: structureDialogsTranslations, sameAsEnglish: structureDialogsSameAsEnglish },
  // The studio tools' namespace (preview, import and export, coverage, problems, undo, change log).
  studio: { resources: studioTranslations, sameAsEnglish: studioSameAsEnglish },
  // The API's messages (errors with the engine's rule messages, replies) and the e-mail templates.
  server: { resources: serverResources, sameAsEnglish: serverSameAsEnglish },
  // The instruction and privacy-policy PDFs (npm run docs:pdf).
  documents: { resources: docsContent, sameAsEnglish: noneSameAsEnglish },
};

const translated = LANGUAGE_CODES.filter((code): code is Translated => code !== 'en');

const cases = Object.entries(sources).flatMap(([name, source]) =>
  translated.map((code) => [name, code, source] as const),
);

function textsOf(source: Source, code: string): Map<string, unknown> {
  const resource = source.resources[code];
  if (!resource) throw new Error(`No ${code} resource`);
  return flatten(resource);
}

describe('translations', () => {
  it.each(Object.entries(sources))('%s: English has no empty texts', (_name, source) => {
    const empty = [...textsOf(source, 'en')].filter(([, text]) => typeof text !== 'string' || !text.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(cases)(
    '%s, %s: every English key, none empty or extra, none left in English, the same placeholders',
    (_name, code, source) => {
      const sameOnPurpose = new Set(source.sameAsEnglish[code].flatMap((entry) => entry.keys));
      expect(compareWithEnglish(textsOf(source, 'en'), textsOf(source, code), sameOnPurpose)).toEqual({
        missing: [],
        empty: [],
        extra: [],
        untranslated: [],
        placeholders: [],
      });
    },
  );

  it.each(cases)(
    '%s, %s: the texts listed as English on purpose still are, each with a reason',
    (_name, code, source) => {
      const english = textsOf(source, 'en');
      const texts = textsOf(source, code);
      for (const entry of source.sameAsEnglish[code]) {
        expect(entry.reason.trim()).not.toBe('');
        // A listed key that is gone or now translated must leave the list, so it stays small.
        expect(entry.keys.filter((key) => !english.has(key) || texts.get(key) !== english.get(key))).toEqual(
          [],
        );
      }
    },
  );

  it.each(Object.entries(sources))(
    '%s: no sentence runs into the next without a space, in any language',
    (_name, source) => {
      const joined = LANGUAGE_CODES.flatMap((code) =>
        [...textsOf(source, code)].flatMap(([key, text]) =>
          typeof text === 'string' ? joinedSentences(text).map((words) => `${code} ${key}: ${words}`) : [],
        ),
      );
      expect(joined).toEqual([]);
    },
  );
});

describe('the translation checks', () => {
  const english = flatten({ a: { title: 'Log in', count: '{{n}} of {{total}}', ok: 'OK', unit: '{{n}} %' } });

  it('catch a missing, an empty, an extra, an English and a broken-placeholder text', () => {
    const polish = flatten({ a: { title: 'Log in', count: '{{n}} z {{all}}', ok: ' ' }, b: 'x' });
    expect(compareWithEnglish(english, polish, new Set())).toEqual({
      missing: ['a.unit'],
      empty: ['a.ok'],
      extra: ['b'],
      untranslated: ['a.title'],
      placeholders: ['a.count: n, total → all, n'],
    });
  });

  it('let texts through that are English on purpose or have no words of their own', () => {
    const polish = flatten({
      a: { title: 'Zaloguj się', count: '{{n}} z {{total}}', ok: 'OK', unit: '{{n}} %' },
    });
    expect(compareWithEnglish(english, polish, new Set(['a.ok'])).untranslated).toEqual([]);
  });

  it('find two sentences joined without a space, and nothing in ordinary text', () => {
    expect(joinedSentences('You are not allowed to do this.The question will be loaded again.')).toEqual([
      'this.The',
    ]);
    expect(joinedSentences('Nie wolno.Żądanie odrzucone? Tak!Nie')).toEqual(['wolno.Żądanie', 'Tak!Nie']);
    expect(joinedSentences('Version 1.5 of example.com, e.g. this. Next: dd/mm/yyyy…')).toEqual([]);
  });
});
