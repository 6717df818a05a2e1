import { translationsRequired } from '@engine/structure/translations-required';

const text = (entries: Record<number, string>) => ({
  translations: Object.entries(entries).map(([localeDicId, value]) => ({
    localeDicId: Number(localeDicId),
    text: value,
  })),
});

describe('translationsRequired', () => {
  it('needs every language for "all", each missing or blank one named', () => {
    expect(
      translationsRequired('text', text({ 1: 'a', 2: 'b', 3: 'c', 4: 'd', 5: 'e', 6: 'f' }), 'all'),
    ).toEqual([]);
    expect(translationsRequired('text', text({ 1: 'a', 2: '  ', 4: 'd', 5: 'e', 6: 'f' }), 'all')).toEqual([
      { field: 'text.2', message: { key: 'FIELD_REQUIRED' } },
      { field: 'text.3', message: { key: 'FIELD_REQUIRED' } },
    ]);
  });

  it('needs only English for "fallback"', () => {
    expect(translationsRequired('name', text({ 1: 'a' }), 'fallback')).toEqual([]);
    expect(translationsRequired('name', text({ 2: 'b' }), 'fallback')).toEqual([
      { field: 'name.1', message: { key: 'FIELD_REQUIRED' } },
    ]);
    expect(translationsRequired('name', undefined, 'fallback')).toEqual([
      { field: 'name.1', message: { key: 'FIELD_REQUIRED' } },
    ]);
    expect(translationsRequired('name', null, 'all')).toHaveLength(6);
  });

  it('refuses a text longer than the limit in any language, spaces around it not counted', () => {
    expect(
      translationsRequired('text', text({ 1: `  ${'x'.repeat(10)}  `, 5: 'y'.repeat(11) }), 'fallback', 10),
    ).toEqual([{ field: 'text.5', message: { key: 'TEXT_LENGTH_LIMIT', params: { max: 10 } } }]);
  });
});
