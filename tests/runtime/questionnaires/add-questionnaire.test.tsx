import { screen, waitFor } from '@testing-library/react';
import { readOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { fail, ok } from '../support/fakeApi';
import { ACCOUNTS, renderAs } from './questionnaireSupport';

const ADD = 'POST /api/secured/questinnaire/add';
const ADD_PATH = '/add-questionnaire?unitId=11&unitTypeId=1';

describe('add questionnaire', () => {
  it('creates the chosen type for the unit and opens it for editing', async () => {
    const { api, user, router } = renderAs('farmer', { [ADD]: ok({ id: 77 }) }, ADD_PATH);

    expect(await screen.findByRole('heading', { name: 'New questionnaire' })).toBeTruthy();
    expect(await screen.findByText('Unit type: Pig farm')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /^questionnaire type/i }));
    await user.click(await screen.findByRole('option', { name: 'Short' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
    expect(api.to(ADD).map((request) => request.body)).toEqual([
      { farmId: 11, questionnaireDicId: 1, idUsers: ACCOUNTS.farmer.id },
    ]);
    expect(readOpenedQuestionnaire()).toEqual({ questionnaireId: 77, mode: 'edit', typeName: 'Short' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Short' })).toBeTruthy();
  });

  it('requires a questionnaire type before calling the server', async () => {
    const { api, user } = renderAs('expert', { [ADD]: ok({ id: 77 }) }, ADD_PATH);
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose the questionnaire type.')).toBeTruthy();
    expect(api.to(ADD)).toHaveLength(0);
  });

  it('shows the server’s refusal and stays, with nothing opened', async () => {
    const { user, router } = renderAs(
      'expert',
      {
        [ADD]: fail(
          409,
          'QUESTIONNAIRE_TYPE_UNAVAILABLE',
          'This questionnaire type is not available to you.',
        ),
      },
      ADD_PATH,
    );
    await user.click(await screen.findByRole('combobox', { name: /^questionnaire type/i }));
    await user.click(await screen.findByRole('option', { name: 'Long' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('This questionnaire type is not available to you.')).toBeTruthy();
    expect(screen.getByText('The questionnaire could not be created')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/add-questionnaire');
    expect(readOpenedQuestionnaire()).toBeUndefined();
  });

  it('Back returns to the unit list', async () => {
    const { user, router } = renderAs('farmer', {}, ADD_PATH);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/units'));
  });

  it.each(['/add-questionnaire', '/add-questionnaire?unitId=11', '/add-questionnaire?unitId=x&unitTypeId=1'])(
    'without a valid unit (%s) it returns to the unit list',
    async (path) => {
      const { router } = renderAs('farmer', {}, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/units'));
    },
  );

  it.each(['coordinator', 'observer'] as const)('a %s is sent to their home page', async (account) => {
    const { router, api } = renderAs(account, {}, ADD_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(api.to(ADD)).toHaveLength(0);
  });
});
