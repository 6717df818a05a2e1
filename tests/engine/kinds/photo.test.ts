import type { StructureQuestion } from '@schemas/generated/structure';
import type { PhotoValue } from '@engine/answers/answer-value';
import { photoKind } from '@engine/kinds/photo';
import { exportAnswer } from '@tests/fixtures/export-structure';
import { texts } from '@tests/fixtures/structure';
import { fixtureQuestion, ruleContext } from '@tests/fixtures/answer-values';
import { question } from '@tests/fixtures/fill-group';

const first = '0b9c4f6e-2d7a-4c1e-9f3b-5a8d6e2c1b40.jpg';
const second = '7f1e2d3c-4b5a-4968-8776-655443322110.png';
const third = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.webp';

/** The fixture's photo question: it takes at most 2 photos. */
const twoPhotos = fixtureQuestion(17);

const photo = (fileName: string, caption = ''): PhotoValue => ({ fileName, caption });

const structureQuestion: StructureQuestion = {
  key: 'store_photo',
  answerType: 17,
  shortName: 'store_ph',
  text: texts('Photo of the manure store'),
  recommended: false,
  recommendedFormKeys: [],
  isActive: true,
  options: [],
};

describe('the photo kind (17)', () => {
  it('saves each photo as one answer, its file name in answer and its caption in text', () => {
    expect(photoKind.toAnswers(twoPhotos, [photo(first, 'The north wall'), photo(second, 'Roof')])).toEqual([
      { answer: first, text: 'The north wall' },
      { answer: second, text: 'Roof' },
    ]);
  });

  it.each(['', '   '])('saves a caption of %j as no text at all', (caption) => {
    expect(photoKind.toAnswers(twoPhotos, [photo(first, caption)])).toEqual([{ answer: first, text: null }]);
  });

  it('gives back the photos and captions it saved, in their order (a missing text as an empty caption)', () => {
    const value = [photo(second, 'Roof'), photo(first)];
    const [one, ...rest] = photoKind.toAnswers(twoPhotos, value);
    expect(one).toBeDefined();
    expect(photoKind.toValue([one!, ...rest])).toEqual(value);
  });

  it('leaves out a saved answer that names no stored photo', () => {
    expect(photoKind.toValue([{ answer: 'C:\\photos\\img.jpg' }, { answer: first, text: 'Roof' }])).toEqual([
      photo(first, 'Roof'),
    ]);
  });

  it('saves nothing for a value that is not a list of photos', () => {
    expect(photoKind.toAnswers(twoPhotos, 'photo.jpg')).toEqual([]);
  });

  describe('validate', () => {
    const validate = (value: Parameters<typeof photoKind.validate>[1], q = twoPhotos) =>
      photoKind.validate(q, value, ruleContext());

    it("accepts photos up to the question's max", () => {
      expect(validate([photo(first), photo(second, 'Roof')])).toBeUndefined();
    });

    it("refuses more photos than the question's max, naming the max", () => {
      expect(validate([photo(first), photo(second), photo(third)])).toEqual({
        key: 'TOO_MANY_PHOTOS',
        params: { max: 2 },
      });
    });

    it('takes 3 photos when the question sets no max', () => {
      const noMax = question(17, 17);
      expect(validate([photo(first), photo(second), photo(third)], noMax)).toBeUndefined();
      const fourth = 'ffffffff-0000-4000-8000-000000000000.jpg';
      expect(validate([photo(first), photo(second), photo(third), photo(fourth)], noMax)).toEqual({
        key: 'TOO_MANY_PHOTOS',
        params: { max: 3 },
      });
    });

    it.each([
      ['a name the device chose', 'IMG_0042.jpg'],
      ['a path', `uploads/${first}`],
      ['a parent path', `../${first}`],
      ['a type the server does not keep', first.replace('.jpg', '.gif')],
      ['an upper-case id', first.toUpperCase()],
      ['an empty name', ''],
    ])('refuses %s as an unknown photo', (_case, fileName) => {
      expect(validate([photo(fileName)])).toEqual({ key: 'PHOTO_UNKNOWN' });
    });

    it('refuses the same photo twice', () => {
      expect(validate([photo(first, 'a'), photo(first, 'b')])).toEqual({ key: 'PHOTO_UNKNOWN' });
    });

    it('refuses a value that is not a list of photos', () => {
      expect(validate('photo.jpg')).toEqual({ key: 'PHOTO_UNKNOWN' });
      expect(validate([{ optionId: 1, value: '' }])).toEqual({ key: 'PHOTO_UNKNOWN' });
    });

    it('takes a caption of 200 characters and refuses one of 201', () => {
      expect(validate([photo(first, 'x'.repeat(200))])).toBeUndefined();
      expect(validate([photo(first, 'x'.repeat(201))])).toEqual({
        key: 'TEXT_TOO_LONG',
        params: { max: 200 },
      });
    });
  });

  it('fits a saved answer only when it names a stored photo', () => {
    expect(photoKind.fitsAnswer(twoPhotos, { answer: first, text: 'Roof' })).toBe(true);
    expect(photoKind.fitsAnswer(twoPhotos, { answer: 'img.jpg' })).toBe(false);
    expect(photoKind.fitsAnswer(twoPhotos, { text: 'Roof' })).toBe(false);
  });

  it('tells two photos apart by their file names, whatever their captions', () => {
    expect(photoKind.answerIdentity({ answer: first })).not.toBe(
      photoKind.answerIdentity({ answer: second }),
    );
    expect(photoKind.answerIdentity({ answer: first, text: 'a' })).toBe(
      photoKind.answerIdentity({ answer: first, text: 'b' }),
    );
  });

  it('limits the list in its schema to the question’s max, and captions to 200 characters', () => {
    const schema = photoKind.schema(twoPhotos, []);
    expect(schema).toMatchObject({
      type: 'array',
      maxItems: 2,
      items: { properties: { caption: { maxLength: 200 } } },
    });
  });

  describe('export', () => {
    it('writes the stored file names joined by "; "', () => {
      const answers = [
        exportAnswer('store_photo', { answer: first, text: 'North wall' }),
        exportAnswer('store_photo', { answer: second }),
      ];
      expect(photoKind.exportAnswer(structureQuestion, answers)).toBe(`${first}; ${second}`);
    });

    it('writes an empty cell when no photo is stored', () => {
      expect(photoKind.exportAnswer(structureQuestion, [])).toBeNull();
      expect(
        photoKind.exportAnswer(structureQuestion, [exportAnswer('store_photo', { answer: 'IMG_1.jpg' })]),
      ).toBeNull();
    });
  });
});
