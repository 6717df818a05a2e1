import { answerKinds } from '@engine/kinds/index';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { answerTypeName, offeredAnswerKinds } from '@runtime/shared/structure/dialogs/index';
import { optionsTakeInput } from '@runtime/shared/structure/dialogs/answerTypeChoices';

describe('answer type choices', () => {
  it.each(LANGUAGE_CODES)('names every answer type in %s, each differently', (language) => {
    const { t } = createI18n(language);
    const names = Object.values(answerKinds).map((kind) => answerTypeName(t, kind));
    for (const [index, kind] of Object.values(answerKinds).entries()) expect(names[index]).not.toBe(kind.key);
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers the map types only outside the first subform', () => {
    expect(offeredAnswerKinds(false).map((kind) => kind.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16,
    ]);
    expect(offeredAnswerKinds(true).map((kind) => kind.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 16]);
  });

  it('gives new options an input by default for the choice types with a value (5 and 7) only', () => {
    const withInput = Object.values(answerKinds)
      .filter(optionsTakeInput)
      .map((kind) => kind.id);
    expect(withInput).toEqual([5, 7]);
  });
});
