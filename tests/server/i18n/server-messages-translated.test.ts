import { errorCodes } from '@server/domain/app-error';
import { serverLocales, serverResources, translate } from '@server/i18n/index';

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('server messages', () => {
  it.each(serverLocales)('every error code has a %s message', (locale) => {
    const missing = errorCodes.filter((code) => {
      const text = translate(locale, `errors.${code}`);
      return text === `errors.${code}` || (locale !== 'en' && text === translate('en', `errors.${code}`));
    });
    expect(missing).toEqual([]);
  });

  it.each(serverLocales.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(leaves(serverResources[locale]).sort()).toEqual(leaves(serverResources.en).sort());
  });

  it('mail texts carry their link and validity', () => {
    const text = translate('fi', 'mail.reset.body', { link: 'http://x.test/l', hours: 1 });
    expect(text).toContain('http://x.test/l');
    expect(text).toContain('1 tuntia');
  });
});
