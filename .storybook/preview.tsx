import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@runtime/translations/createI18n';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  type LanguageCode,
} from '@runtime/shared/i18n/languages';

function LanguageAndTheme({ language, children }: { language: LanguageCode; children: ReactNode }) {
  // A fresh i18n instance per language, as the apps and tests create one per run.
  const i18n = useMemo(() => createI18n(language), [language]);
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme} lang={language} style={{ padding: 16 }}>
        {children}
      </FluentProvider>
    </I18nextProvider>
  );
}

const withLanguageAndTheme: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.language;
  return (
    <LanguageAndTheme language={isLanguageCode(chosen) ? chosen : DEFAULT_LANGUAGE}>
      <Story />
    </LanguageAndTheme>
  );
};

const preview: Preview = {
  decorators: [withLanguageAndTheme],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGE_CODES], dynamicTitle: true },
    },
  },
  initialGlobals: { language: DEFAULT_LANGUAGE },
  parameters: { controls: { expanded: true } },
};

export default preview;
