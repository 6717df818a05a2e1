import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createI18n } from '@runtime/shared/i18n/createI18n';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { StudioApp } from '@studio/App';
import { STUDIO_BASENAME, studioRoutes } from '@studio/routes';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { stubStructureApi } from './structure/structureServer';

function renderStudio(path = '/studio/') {
  const router = createMemoryRouter(studioRoutes, { basename: STUDIO_BASENAME, initialEntries: [path] });
  render(<StudioApp router={router} i18n={createI18n('en')} />);
  return { router };
}

describe('studio access', () => {
  // The structure page is a chunk downloaded on first visit; here it shows at once, as when shown before.
  beforeAll(() => preloadPages());

  it('tells visitors without a session that the area is for administrators, linking to login', () => {
    renderStudio();

    expect(screen.getByRole('heading', { level: 1, name: 'This area is for administrators' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Questionnaire structure' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/');
  });

  it('keeps other roles out too', () => {
    writeSessionUser(sessionUser({ roleDicId: 4 }));
    renderStudio();

    expect(screen.getByRole('heading', { level: 1, name: 'This area is for administrators' })).toBeTruthy();
  });

  it('shows an administrator the questionnaire types to open', async () => {
    stubStructureApi();
    writeSessionUser(sessionUser({ roleDicId: 1 }));
    renderStudio();

    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire structure' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Dairy farm' })).toBeTruthy();
    expect(document.title).toBe('Questionnaire structure – Questionnaire studio');
  });

  it('keeps the opened questionnaire type from everyone but administrators too', () => {
    writeSessionUser(sessionUser({ roleDicId: 4 }));
    renderStudio('/studio/types/1');

    expect(screen.getByRole('heading', { level: 1, name: 'This area is for administrators' })).toBeTruthy();
  });

  it('shares the runtime header, with the language switch, and its 404 page', () => {
    renderStudio('/studio/nowhere');

    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.getByText('The given page was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/studio');
  });
});
