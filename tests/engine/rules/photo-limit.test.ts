import {
  DEFAULT_PHOTO_LIMIT,
  MAX_PHOTO_LIMIT,
  PHOTO_CAPTION_LIMIT,
  photoLimit,
} from '@engine/rules/photo-limit';

describe('photoLimit', () => {
  it('defaults to 3 photos, takes at most 10, and captions of 200 characters (issue 24)', () => {
    expect([DEFAULT_PHOTO_LIMIT, MAX_PHOTO_LIMIT, PHOTO_CAPTION_LIMIT]).toEqual([3, 10, 200]);
  });

  it.each([
    [1, 1],
    [2, 2],
    [10, 10],
    [4.7, 4],
  ])("takes the question's max %j: %d photos", (max, limit) => {
    expect(photoLimit(max)).toBe(limit);
  });

  it.each([11, 500, Number.POSITIVE_INFINITY])(
    'never takes more than 10 photos, even when a max of %j was saved',
    (max) => {
      expect(photoLimit(max)).toBe(10);
    },
  );

  it.each([undefined, null, 0, -2, Number.NaN])('takes 3 photos when the max is %j', (max) => {
    expect(photoLimit(max)).toBe(3);
  });
});
