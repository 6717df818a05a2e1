import { answerKind, answerKinds } from '@engine/kinds/index';
import { optionHasInputByDefault } from '@engine/structure/option-has-input-default';

describe('optionHasInputByDefault', () => {
  it('gives an input to the options of the kinds whose chosen option carries a typed value', () => {
    const withInput = Object.values(answerKinds)
      .filter(optionHasInputByDefault)
      .map((kind) => kind.key)
      .sort();
    expect(withInput).toEqual(['multiple_choice_with_value', 'single_choice_with_value']);
  });

  it('gives none to plain choices', () => {
    expect(optionHasInputByDefault(answerKind(4))).toBe(false);
    expect(optionHasInputByDefault(answerKind(6))).toBe(false);
  });
});
