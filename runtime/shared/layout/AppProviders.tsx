import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DocumentLanguage } from '../i18n/DocumentLanguage';
import { FocusManagerHold } from './FocusManagerHold';

interface AppProvidersProps {
  i18n: i18n;
  children: ReactNode;
}

/** Everything both apps (and their tests) need around the router: theme and translations. */
export function AppProviders({ i18n, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <DocumentLanguage />
        <FocusManagerHold />
        {children}
      </FluentProvider>
    </I18nextProvider>
  );
}
