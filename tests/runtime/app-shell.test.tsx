import { screen, within } from '@testing-library/react';
import { renderRuntime } from './renderRuntime';
import { stubApi } from './support/fakeApi';
import { dictionaryRoutes } from './support/fixtures';

describe('runtime shell', () => {
  it('renders the 404 page for unknown routes, with a link home', async () => {
    const { user, router } = renderRuntime('/no/such/page');

    expect(screen.getByText('The given page was not found.')).toBeTruthy();
    expect(document.title).toBe('Page not found – Field questionnaires');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it.each([
    ['/registration', 'Registration'],
    ['/forgotPassword', 'Forgot password'],
  ])('%s has its heading and a way back to login', async (path, heading) => {
    stubApi(dictionaryRoutes);
    const { user, router } = renderRuntime(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('has skip links to the content and the footer, header and declaration link', () => {
    renderRuntime('/');

    const skipToContent = screen.getByRole('link', { name: 'Skip to content' });
    const skipToFooter = screen.getByRole('link', { name: 'Skip to footer' });
    expect(skipToContent.getAttribute('href')).toBe('#content');
    expect(skipToFooter.getAttribute('href')).toBe('#footer');
    expect(screen.getByRole('main').id).toBe('content');
    expect(screen.getByRole('contentinfo').id).toBe('footer');

    // The skip links come first, so keyboard users reach them before anything else.
    const links = screen.getAllByRole('link');
    expect(links.slice(0, 2)).toEqual([skipToContent, skipToFooter]);

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Field questionnaires' })).toBeTruthy();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toBeTruthy();

    const declaration = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'Accessibility declaration',
    });
    expect(declaration.getAttribute('href')).toBe('/declaration');
  });
});
