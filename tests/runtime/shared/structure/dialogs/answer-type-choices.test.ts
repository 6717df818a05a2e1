import { answerKinds } from '@engine/kinds/index';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { STRUCTURE_DIALOGS_NS } from '@runtime/shared/i18n/structureDialogsTexts';
import { answerTypeName, offeredAnswerKinds } from '@runtime/shared/structure/dialogs/index';
import {
  SPECIFICATION_ANSWER_TYPE_IDS,
  maxFieldHint,
  optionsTakeInput,
} from '@runtime/shared/structure/dialogs/answerTypeChoices';

describe('answer type choices', () => {
  it.each(LANGUAGE_CODES)('names every answer type in %s, each differently', (language) => {
    const { t } = createI18n(language);
    const names = Object.values(answerKinds).map((kind) => answerTypeName(t, kind));
    for (const [index, kind] of Object.values(answerKinds).entries()) expect(names[index]).not.toBe(kind.key);
    expect(new Set(names).size).toBe(names.length);
  });

  const everyType = new Set(Object.values(answerKinds).map((kind) => kind.id));

  it('offers the map types only outside the first subform', () => {
    expect(offeredAnswerKinds(false, everyType).map((kind) => kind.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17,
    ]);
    expect(offeredAnswerKinds(true, everyType).map((kind) => kind.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 16, 17,
    ]);
  });

  it('offers only the types the server stores: the specification’s alone when it lists none', () => {
    const specification = new Set(SPECIFICATION_ANSWER_TYPE_IDS);
    expect(offeredAnswerKinds(false, specification).map((kind) => kind.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16,
    ]);
    // An id the engine has no kind for (a newer backend's type) is not offered either.
    expect(offeredAnswerKinds(false, new Set([1, 17, 99])).map((kind) => kind.id)).toEqual([1, 17]);
  });

  it.each([
    ['en', 'From 1 to 10 photos; 3 when left empty'],
    ['pl', 'Od 1 do 10 zdjęć; puste pole: 3'],
  ] as const)(
    'hints in %s how many photos a photo question takes, and nothing for other types',
    (language, hint) => {
      const dialogT = createI18n(language).getFixedT(language, STRUCTURE_DIALOGS_NS);
      expect(maxFieldHint(dialogT, answerKinds[17])).toBe(hint);
      expect(maxFieldHint(dialogT, answerKinds[1])).toBeUndefined();
      expect(maxFieldHint(dialogT, undefined)).toBeUndefined();
    },
  );

  it('gives new options an input by default for the choice types with a value (5 and 7) only', () => {
    const withInput = Object.values(answerKinds)
      .filter(optionsTakeInput)
      .map((kind) => kind.id);
    expect(withInput).toEqual([5, 7]);
  });
});
