import { DEFAULT_TEXT_LIMIT, textLimit } from '@engine/rules/text-limit';

describe('textLimit', () => {
  it('defaults to 1000 characters', () => {
    expect(DEFAULT_TEXT_LIMIT).toBe(1000);
  });

  it.each([
    [225, 225],
    [1, 1],
    [4000, 4000],
    [undefined, 1000],
    [null, 1000],
    [0, 1000],
    [-5, 1000],
  ])("takes the question's max %j, else the default: %d", (max, limit) => {
    expect(textLimit(max)).toBe(limit);
  });
});
