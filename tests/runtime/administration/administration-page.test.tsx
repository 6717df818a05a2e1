import { screen } from '@testing-library/react';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';
import { USER_LIST, page, renderAdministration, userRow } from '../users/adminSupport';

describe('administration page', () => {
  it('shows the heading, a plain link into the questionnaire studio and the user list', async () => {
    renderAdministration({ [USER_LIST]: page([userRow()]) });

    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy();
    const studio = screen.getByRole('link', { name: 'Edit questionnaire' });
    expect(studio.getAttribute('href')).toBe('/studio/');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('farmer@example.com')).toBeTruthy();
  });

  it('speaks the administrator’s language', async () => {
    writeSessionUser(sessionUser({ id: 1, email: 'admin@example.com', roleDicId: 1, localeDicId: 2 }));
    stubApi({ ...dictionaryRoutes, [USER_LIST]: page([userRow()]) });
    renderRuntime('/administration', 'pl');

    expect(await screen.findByRole('link', { name: 'Edytuj ankietę' })).toBeTruthy();
    expect(
      await screen.findByRole('checkbox', { name: 'Pokaż niezatwierdzonych użytkowników' }),
    ).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: /^typ użytkownika/i })).toBeTruthy();
  });
});
