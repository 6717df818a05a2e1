import { isPhotoFileName, photoExtensions } from '@engine/rules/photo-file-name';

const id = '0b9c4f6e-2d7a-4c1e-9f3b-5a8d6e2c1b40';

describe('isPhotoFileName', () => {
  it.each(Object.values(photoExtensions))('knows a stored photo named <uuid>.%s', (extension) => {
    expect(isPhotoFileName(`${id}.${extension}`)).toBe(true);
  });

  it.each([
    ['a name the device chose', 'IMG_0042.jpg'],
    ['a path', `photos/${id}.jpg`],
    ['a parent path', `../${id}.jpg`],
    ['a Windows path', `C:\\${id}.jpg`],
    ['an upper-case id', `${id.toUpperCase()}.jpg`],
    ['an upper-case extension', `${id}.JPG`],
    ['a type the server does not keep', `${id}.gif`],
    ['no extension', id],
    ['a second extension', `${id}.jpg.exe`],
    ['a trailing line break', `${id}.jpg\n`],
    ['an empty text', ''],
  ])('refuses %s', (_case, name) => {
    expect(isPhotoFileName(name)).toBe(false);
  });

  it.each([null, undefined, 42, { fileName: `${id}.jpg` }])(
    'refuses a value that is no text: %j',
    (value) => {
      expect(isPhotoFileName(value)).toBe(false);
    },
  );
});
