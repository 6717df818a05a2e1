import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { RuntimeApp } from './App';
import { runtimeRoutes } from './routes';
import { createI18n } from './translations/createI18n';
import { initialLanguage } from './shared/i18n/initialLanguage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <RuntimeApp router={createBrowserRouter(runtimeRoutes)} i18n={createI18n(initialLanguage())} />
  </StrictMode>,
);
