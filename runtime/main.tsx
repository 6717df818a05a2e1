import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { RuntimeApp } from './App';
import { runtimeRoutes } from './routes';
import { initialLanguage } from './shared/i18n/initialLanguage';
import { registerServiceWorker } from './shared/offline/registerServiceWorker';
import { loadI18n } from './translations/loadI18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

registerServiceWorker();

// The first language is loaded before the first paint, so the screen does not start in English.
void loadI18n(initialLanguage()).then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <RuntimeApp router={createBrowserRouter(runtimeRoutes)} i18n={i18n} />
    </StrictMode>,
  );
});
