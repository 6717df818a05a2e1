import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { initialLanguage } from '@runtime/shared/i18n/initialLanguage';
import { loadI18n } from '@runtime/shared/i18n/loadI18n';
import { loadSharedTexts } from '@runtime/shared/i18n/loadSharedTexts';
import { englishSharedTexts } from '@runtime/shared/i18n/sharedTexts';
import { StudioApp } from './App';
import { STUDIO_BASENAME, studioRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('studio/index.html must contain <div id="root">.');

// The first language is loaded before the first paint, so the screen does not start in English.
void loadI18n(initialLanguage(), englishSharedTexts, loadSharedTexts).then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <StudioApp router={createBrowserRouter(studioRoutes, { basename: STUDIO_BASENAME })} i18n={i18n} />
    </StrictMode>,
  );
});
