import { FluentProvider, Option, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { LANGUAGE_CODES } from '@runtime/shared/i18n/languages';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';

/** Fluent renders a clear button in every dropdown, shown only when clearable, but always labelled. */
function clearButtonLabels(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('.fui-Dropdown__clearButton')].map((button) =>
    button.getAttribute('aria-label'),
  );
}

describe('dropdowns speak the interface language', () => {
  it.each(LANGUAGE_CODES)('the clear button of a choice question is labelled in %s', (language) => {
    const { container } = renderAnswerForm(questionParts('q4', { values: { q4: 41 } }), { language });
    const expected = createI18n(language).t('widgets.clearSelection');
    expect(clearButtonLabels(container)).toEqual([expected]);
    if (language !== 'en') expect(expected).not.toBe('Clear selection');
  });

  it('keeps a clear-button label the caller gives', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('pl')}>
        <FluentProvider theme={webLightTheme}>
          <TranslatedDropdown aria-label="Farm" clearable clearButton={{ 'aria-label': 'Forget the farm' }}>
            <Option value="1">One</Option>
          </TranslatedDropdown>
        </FluentProvider>
      </I18nextProvider>,
    );
    expect(clearButtonLabels(container)).toEqual(['Forget the farm']);
  });
});
