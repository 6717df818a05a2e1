import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { RuntimeApp } from '@runtime/App';
import { runtimeRoutes } from './support/downloadedRoutes';
import { createI18n } from '@runtime/translations/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';

interface RenderOptions {
  /** Passed to userEvent.setup, e.g. `{ advanceTimers }` for fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the runtime app as the browser would, at `path`, with its own router and i18n instance. */
export function renderRuntime(path = '/', language: LanguageCode = 'en', options: RenderOptions = {}) {
  const router = createMemoryRouter(runtimeRoutes, { initialEntries: [path] });
  const i18n = createI18n(language);
  const user = userEvent.setup(options.userEvent);
  render(<RuntimeApp router={router} i18n={i18n} />);
  return { router, i18n, user };
}
