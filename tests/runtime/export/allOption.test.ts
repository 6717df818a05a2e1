import { ALL_OPTION, allChosen, toggleOption } from '@runtime/export/allOption';

const OPTIONS = [11, 12, 13];

describe('the All option of a multiple choice', () => {
  it('is the specification’s −1', () => {
    expect(ALL_OPTION).toBe(-1);
  });

  it('chooses every option, or none when every option is chosen', () => {
    expect(toggleOption([], ALL_OPTION, OPTIONS)).toEqual(OPTIONS);
    expect(toggleOption([12], ALL_OPTION, OPTIONS)).toEqual(OPTIONS);
    expect(toggleOption([13, 11, 12], ALL_OPTION, OPTIONS)).toEqual([]);
    expect(toggleOption([], ALL_OPTION, [])).toEqual([]);
  });

  it('adds or takes away any other option, in the options’ order', () => {
    expect(toggleOption([13], 11, OPTIONS)).toEqual([11, 13]);
    expect(toggleOption([11, 13], 11, OPTIONS)).toEqual([13]);
  });

  it('counts as chosen only when every option is', () => {
    expect(allChosen(OPTIONS, OPTIONS)).toBe(true);
    expect(allChosen([11, 12], OPTIONS)).toBe(false);
    expect(allChosen([], [])).toBe(false);
  });
});
