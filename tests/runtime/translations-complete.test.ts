import { translations } from '@runtime/shared/i18n/resources';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';

/** Flattens nested resources to `screen.key` → text; a non-string leaf is kept as-is to be reported. */
function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function compareWithEnglish(language: object): { missing: string[]; empty: string[]; extra: string[] } {
  const reference = flatten(translations.en);
  const translated = flatten(language);
  return {
    missing: [...reference.keys()].filter((key) => !translated.has(key)),
    empty: [...translated]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key),
    extra: [...translated.keys()].filter((key) => !reference.has(key)),
  };
}

describe('interface translations', () => {
  it('english has no empty texts', () => {
    expect(compareWithEnglish(translations.en).empty).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every english key, none empty and none extra',
    (code) => {
      expect(compareWithEnglish(translations[code])).toEqual({ missing: [], empty: [], extra: [] });
    },
  );

  it('the comparison catches a missing, an empty and an extra key', () => {
    const { login, ...rest } = translations.pl;
    const { title: _title, ...loginWithoutTitle } = login;
    const broken = { ...rest, login: { ...loginWithoutTitle, email: ' ' }, bonus: { text: 'x' } };

    expect(compareWithEnglish(broken)).toEqual({
      missing: ['login.title'],
      empty: ['login.email'],
      extra: ['bonus.text'],
    });
  });

  it('keys are grouped by screen', () => {
    expect(Object.keys(translations.en)).toEqual(
      expect.arrayContaining(['common', 'shell', 'login', 'notFound', 'studio']),
    );
  });
});
