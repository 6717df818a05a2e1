import { loadI18n } from '@runtime/shared/i18n/loadI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { englishSharedTexts } from '@runtime/shared/i18n/sharedTexts';
import type { SharedTranslation } from '@runtime/shared/i18n/sharedTexts';
import { sharedTranslations } from '@runtime/shared/i18n/sharedTranslations';
import { STRUCTURE_DIALOGS_NS } from '@runtime/shared/i18n/structureDialogsTexts';
import { structureDialogsTranslations } from '@runtime/shared/i18n/structureDialogsTranslations';
import { loadI18n as loadRuntimeI18n } from '@runtime/translations/loadI18n';
import { translations } from '@runtime/translations/translations';

function loaderOf(): { load: (language: LanguageCode) => Promise<SharedTranslation>; asked: LanguageCode[] } {
  const asked: LanguageCode[] = [];
  return {
    asked,
    load: (language) => {
      asked.push(language);
      return Promise.resolve(sharedTranslations[language]);
    },
  };
}

describe('i18next with English bundled and the other languages loaded on demand', () => {
  it('starts in English without loading anything', async () => {
    const { load, asked } = loaderOf();
    const i18n = await loadI18n('en', englishSharedTexts, load);
    expect(i18n.t('shell.menu')).toBe('Menu');
    expect(asked).toEqual([]);
  });

  it('has the first language loaded before it resolves, so the first paint is in that language', async () => {
    const { load, asked } = loaderOf();
    const i18n = await loadI18n('de', englishSharedTexts, load);
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('common.cancel')).toBe(sharedTranslations.de.common.cancel);
    expect(asked).toEqual(['de']);
  });

  it('loads a language switched to before the switch resolves, and only once', async () => {
    const { load, asked } = loaderOf();
    const i18n = await loadI18n('en', englishSharedTexts, load);
    await i18n.changeLanguage('fi');
    expect(i18n.t('common.cancel')).toBe(sharedTranslations.fi.common.cancel);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fi');
    expect(asked).toEqual(['fi']);
  });

  it('loads the runtime texts of a language from its JSON files', async () => {
    const i18n = await loadRuntimeI18n('pl');
    expect(i18n.t('units.title')).toBe(translations.pl.units.title);
    expect(i18n.t('login.title')).toBe(translations.pl.login.title);
    expect(i18n.t('widgets.choose')).toBe(translations.pl.widgets.choose);
    expect(i18n.getResourceBundle('pl', 'translation')).toEqual(translations.pl);
  });
});

describe('the structure dialogs’ namespace', () => {
  it('is bundled in English and loaded with the first language and any language switched to', async () => {
    const { load } = loaderOf();
    const i18n = await loadI18n('pl', englishSharedTexts, load);
    expect(i18n.t('subform.addTitle', { ns: STRUCTURE_DIALOGS_NS })).toBe(
      structureDialogsTranslations.pl.subform.addTitle,
    );
    await i18n.changeLanguage('en');
    expect(i18n.t('subform.addTitle', { ns: STRUCTURE_DIALOGS_NS })).toBe('Add a subform');
    await i18n.changeLanguage('nl');
    expect(i18n.t('save', { ns: STRUCTURE_DIALOGS_NS })).toBe(structureDialogsTranslations.nl.save);
  });
});
