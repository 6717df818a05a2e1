import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { initialLanguage } from '@runtime/shared/i18n/initialLanguage';
import { StudioApp } from './App';
import { STUDIO_BASENAME, studioRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('studio/index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <StudioApp
      router={createBrowserRouter(studioRoutes, { basename: STUDIO_BASENAME })}
      i18n={createI18n(initialLanguage())}
    />
  </StrictMode>,
);
