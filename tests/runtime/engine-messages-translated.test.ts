import { messageKeys } from '@engine/messages';
import { createI18n } from '@runtime/translations/createI18n';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { translations } from '@runtime/translations/translations';

describe('messages of the engine rules', () => {
  it.each(LANGUAGE_CODES)('every message key has a %s text', (code) => {
    const texts: Record<string, string> = translations[code].validation;
    expect(messageKeys.filter((key) => !texts[key]?.trim())).toEqual([]);
  });

  it('range messages show their bounds', () => {
    const i18n = createI18n('pl');
    expect(i18n.t('validation.VALUE_BETWEEN', { min: 0, max: 10 })).toBe(
      'Wartość powinna mieścić się w przedziale 0 - 10',
    );
    expect(i18n.t('question.title', { number: 7 })).toBe('Pytanie 7');
  });
});
