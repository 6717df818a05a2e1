import {
  CHOSEN_LANGUAGE_KEY,
  forgetChosenLanguage,
  readChosenLanguage,
  rememberChosenLanguage,
} from '@runtime/shared/i18n/chosenLanguage';
import { createI18n } from '@runtime/translations/createI18n';
import { initialLanguage } from '@runtime/shared/i18n/initialLanguage';
import { detectLanguage, localeCodeToId, localeIdToCode } from '@runtime/shared/i18n/languages';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from './support/fixtures';

describe('language choice', () => {
  it('maps locale ids 1 to 6 to en, pl, de, fi, it, nl and anything else to en', () => {
    expect([1, 2, 3, 4, 5, 6].map(localeIdToCode)).toEqual(['en', 'pl', 'de', 'fi', 'it', 'nl']);
    expect(localeIdToCode('2')).toBe('pl');
    for (const unknown of [0, 7, -1, 2.5, Number.NaN, null, undefined, '', 'pl']) {
      expect(localeIdToCode(unknown)).toBe('en');
    }
  });

  it('maps language codes back to locale ids, region variants included', () => {
    expect(['en', 'pl', 'de', 'fi', 'it', 'nl'].map(localeCodeToId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(localeCodeToId('pl-PL')).toBe(2);
    expect(localeCodeToId('NL')).toBe(6);
    expect(localeCodeToId('fr')).toBe(1);
    expect(localeCodeToId(undefined)).toBe(1);
  });

  it('takes the first supported browser language, else en', () => {
    expect(detectLanguage(['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(['fr-FR', 'fi'])).toBe('fi');
    expect(detectLanguage(['fr', 'es'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('follows the logged-in user’s locale over the browser language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    expect(initialLanguage()).toBe('it');

    writeSessionUser(sessionUser({ localeDicId: 6 }));
    expect(initialLanguage()).toBe('nl');
  });

  it('keeps a language picked in the switch over the account’s and the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT']);
    rememberChosenLanguage('fi');
    expect(initialLanguage()).toBe('fi');

    writeSessionUser(sessionUser({ localeDicId: 6 }));
    expect(initialLanguage()).toBe('fi');

    forgetChosenLanguage();
    expect(initialLanguage()).toBe('nl');
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, 'klingon');
    expect(readChosenLanguage()).toBeNull();
  });

  it('creates independent instances that are ready at once', () => {
    const english = createI18n('en');
    const polish = createI18n('pl');
    expect(english.t('login.title')).toBe('Log in');
    expect(polish.t('login.title')).toBe('Logowanie');
  });
});
