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
import { storyProblems, watchStory } from './storyChecks';

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

/** The two widths every screen is checked at (DESIGN.md), offered in the viewport toolbar. */
const viewports = {
  phone: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  desktop: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withLanguageAndTheme],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...LANGUAGE_CODES], dynamicTitle: true },
    },
  },
  initialGlobals: { language: DEFAULT_LANGUAGE },
  parameters: {
    controls: { expanded: true },
    viewport: { options: viewports },
    // The accessibility addon shows every violation in its panel; the story tests fail on the serious
    // and critical ones, checked by storyChecks.ts as the app's own screens are.
    a11y: { test: import.meta.env.MODE === 'test' ? 'off' : 'todo' },
  },
  // Checked when the stories run as tests; in Storybook itself the accessibility panel shows them.
  beforeEach: () => (import.meta.env.MODE === 'test' ? watchStory() : undefined),
  afterEach: async () => {
    if (import.meta.env.MODE !== 'test') return;
    const problems = await storyProblems();
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
};

export default preview;
