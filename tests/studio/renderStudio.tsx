import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { StudioApp } from '@studio/App';
import { STUDIO_BASENAME, studioRoutes } from '@studio/routes';

/** Renders the studio as the browser would, at `path` (below /studio), with its own router and i18n. */
export function renderStudio(path = '/studio/', language: LanguageCode = 'en') {
  const router = createMemoryRouter(studioRoutes, { basename: STUDIO_BASENAME, initialEntries: [path] });
  const i18n = createI18n(language);
  const user = userEvent.setup();
  render(<StudioApp router={router} i18n={i18n} />);
  return { router, i18n, user };
}
