import { screen, waitFor } from '@testing-library/react';
import { rememberOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import { stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';

describe('fill screen entry', () => {
  beforeEach(() => {
    writeSessionUser(sessionUser({ id: 3, email: 'farmer@example.com', roleDicId: 3 }));
    stubApi(dictionaryRoutes);
  });

  it.each([
    ['edit', 'Opened for editing.'],
    ['show', 'Opened for reading.'],
    ['review', 'Opened for review.'],
  ] as const)('names the opened questionnaire and how it opened (%s)', async (mode, text) => {
    rememberOpenedQuestionnaire({ questionnaireId: 41, mode });
    renderRuntime('/fill-questionnaire');
    expect(await screen.findByRole('heading', { name: 'Questionnaire 41' })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('links back to the questionnaire list', async () => {
    rememberOpenedQuestionnaire({ questionnaireId: 41, mode: 'show' });
    const { router, user } = renderRuntime('/fill-questionnaire');
    await user.click(await screen.findByRole('link', { name: 'Back to the questionnaires' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('goes to the questionnaire list when nothing is opened', async () => {
    const { router } = renderRuntime('/fill-questionnaire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
  });

  it('speaks the user’s language', async () => {
    rememberOpenedQuestionnaire({ questionnaireId: 41, mode: 'edit' });
    writeSessionUser(sessionUser({ id: 3, email: 'farmer@example.com', roleDicId: 3, localeDicId: 2 }));
    renderRuntime('/fill-questionnaire', 'pl');
    expect(await screen.findByRole('heading', { name: 'Ankieta 41' })).toBeTruthy();
    expect(screen.getByText('Otwarta do edycji.')).toBeTruthy();
  });
});
