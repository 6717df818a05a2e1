import { screen, waitFor, within } from '@testing-library/react';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { fail } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';
import { stubFillApi } from './fillServer';
import { findGroupBar, openFill } from './openFill';

const FORM_LIST = 'GET /api/secured/questinnaire/form/41';

describe('fill screen entry', () => {
  it('names the questionnaire type and the unit in its header', async () => {
    stubFillApi();
    openFill('edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Short' })).toBeTruthy();
    expect(screen.getByText('Unit PL-001')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Short'));
  });

  it('falls back to the questionnaire number when the opening named no type', async () => {
    stubFillApi();
    openFill('edit', { opened: { typeName: undefined, unitNumber: undefined } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questionnaire 41' })).toBeTruthy();
    expect(screen.queryByText(/^Unit /)).toBeNull();
  });

  it('closes to the questionnaire list', async () => {
    stubFillApi();
    const { router, user } = openFill('show');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('goes to the questionnaire list when nothing is opened', async () => {
    writeSessionUser(sessionUser({ id: 3, email: 'farmer@example.com', roleDicId: 3 }));
    stubFillApi();
    const { router } = renderRuntime('/fill-questionnaire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('shows the error page when a load fails, and loads again on retry', async () => {
    let failing = true;
    const api = stubFillApi(undefined, {
      'GET /api/secured/questionlist/202': () =>
        failing
          ? fail(500, 'INTERNAL', 'The database is not available.')
          : { body: { success: true, data: [] } },
    });
    const { user } = openFill('edit');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error while downloading data')).toBeTruthy();
    expect(within(alert).getByText('The database is not available.')).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Question group list is empty' })).toBeTruthy();
    expect(api.to('GET /api/secured/questionlist/202').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the error page when the form list cannot be read', async () => {
    stubFillApi(undefined, { [FORM_LIST]: fail(403, 'FORBIDDEN', 'This questionnaire is not yours.') });
    const { router, user } = openFill('edit');
    expect(await screen.findByText('This questionnaire is not yours.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the questionnaires' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('speaks the user’s language and asks the server in it', async () => {
    const api = stubFillApi();
    openFill('edit', { language: 'pl' });
    expect(await screen.findByRole('navigation', { name: 'Podformularze' })).toBeTruthy();
    expect(screen.getByText('Gospodarstwo PL-001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zamknij' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prześlij formularz' })).toBeTruthy();
    expect(api.to(FORM_LIST)[0]?.query.get('localeDicId')).toBe('2');
    expect(api.to('GET /api/secured/questionlist/202')[0]?.query.get('localeDicId')).toBe('2');
  });
});
