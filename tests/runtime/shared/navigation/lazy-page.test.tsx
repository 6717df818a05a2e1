import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createI18n } from '@runtime/translations/createI18n';
import type { LanguageCode } from '@runtime/shared/i18n/languages';
import { AppProviders } from '@runtime/shared/layout/AppProviders';
import { lazyPage, PageLoadFailed, preloadPages } from '@runtime/shared/navigation/lazyPage';

/** A page module whose download the test finishes (or breaks) when it wants. */
function pendingModule() {
  let resolve: (module: { Page: () => React.JSX.Element }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const download = new Promise<{ Page: () => React.JSX.Element }>((resolveDownload, rejectDownload) => {
    resolve = resolveDownload;
    reject = rejectDownload;
  });
  return { load: () => download, resolve, reject };
}

function renderRoutes(routes: RouteObject[], language: LanguageCode = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <AppProviders i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('pages downloaded on first visit', () => {
  it('shows a spinner named in the interface language until the page has arrived, then the page', async () => {
    const module = pendingModule();
    renderRoutes([{ path: '/', element: lazyPage(module.load, (page) => page.Page) }], 'pl');

    expect(screen.getByRole('progressbar', { name: 'Wczytywanie…' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => module.resolve({ Page: () => <h1>Kwestionariusze</h1> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kwestionariusze' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says in the interface language that the page could not be downloaded, and offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = pendingModule();
    renderRoutes([{ path: '/', element: lazyPage(module.load, (page) => page.Page) }], 'de');

    await act(async () => module.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('Fehler beim Herunterladen der Daten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('reloads the page from the failure message', async () => {
    const reload = vi.fn();
    render(
      <AppProviders i18n={createI18n('en')}>
        <PageLoadFailed reload={reload} />
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a page downloaded ahead at once, without a spinner', async () => {
    const module = pendingModule();
    const routes = [{ path: '/', element: lazyPage(module.load, (page) => page.Page) }];
    module.resolve({ Page: () => <h1>Units</h1> });
    await preloadPages();

    renderRoutes(routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Units' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
