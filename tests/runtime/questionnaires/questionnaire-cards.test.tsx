import { screen, waitFor, within } from '@testing-library/react';
import { readOpenedQuestionnaire } from '@runtime/shared/questionnaire/openedQuestionnaire';
import { ok } from '../support/fakeApi';
import { buttonNames, findCard, narrowScreen } from '../support/narrowScreen';
import type { AccountName } from './questionnaireSupport';
import {
  ACCOUNTS,
  QUESTIONNAIRE_LIST,
  acceptedRow,
  page,
  questionnaireRow,
  renderAs,
} from './questionnaireSupport';

const OPEN = questionnaireRow();
const ACCEPTED = acceptedRow();

/** The card of a unit's questionnaire (its title is the unit's name). */
function cardOf(unitName: string): Promise<HTMLElement> {
  return findCard('Questionnaires', unitName);
}

describe('questionnaire list on a narrow screen', () => {
  it.each<[AccountName, string[]]>([
    [
      'farmer',
      [
        'Show Short of Green Meadow Farm',
        'Edit Short of Green Meadow Farm',
        'Delete Short of Green Meadow Farm',
      ],
    ],
    [
      'expert',
      [
        'Show Short of Green Meadow Farm',
        'Edit Short of Green Meadow Farm',
        'Delete Short of Green Meadow Farm',
      ],
    ],
    ['coordinator', ['Show Short of Green Meadow Farm', 'Confirm Short of Green Meadow Farm']],
    ['observer', []],
  ])(
    'shows the %s each questionnaire as a card with the row’s buttons inside it',
    async (account, buttons) => {
      narrowScreen();
      renderAs(account, { [QUESTIONNAIRE_LIST]: page([OPEN, ACCEPTED]) });

      const card = await cardOf('Green Meadow Farm');
      expect(buttonNames(card)).toEqual(buttons);
      expect(screen.queryByRole('table')).toBeNull();
      // Every column but the actions keeps its label on the card; empty ones are left out.
      expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
        'Unit type',
        'Institution',
        'Institution type',
        'E-mail',
        'Questionnaire type',
        'Status',
        'Date added',
      ]);
      expect(within(card).getByText('farmer@example.com')).toBeTruthy();
    },
  );

  it('Show on a card opens the fill screen read-only, as in the table', async () => {
    narrowScreen();
    const { user, router } = renderAs('farmer', { [QUESTIONNAIRE_LIST]: page([OPEN]) });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Show Short of Green Meadow Farm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
    expect(readOpenedQuestionnaire()).toEqual({
      questionnaireId: 41,
      mode: 'show',
      typeName: 'Short',
      unitNumber: 'PL-001',
      active: false,
    });
  });

  it('Edit on a card of an accepted questionnaire only says it cannot be edited, as in the table', async () => {
    narrowScreen();
    const { user, router } = renderAs('farmer', { [QUESTIONNAIRE_LIST]: page([ACCEPTED]) });
    const card = await cardOf('River Bend Farm');
    await user.click(within(card).getByRole('button', { name: 'Edit Short of River Bend Farm' }));

    expect(await screen.findByRole('dialog', { name: 'Editing not possible' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/questionnaire-list-under-test');
    expect(readOpenedQuestionnaire()).toBeUndefined();
  });

  it('Delete on a card asks first, deletes with the own user id and reloads the list', async () => {
    narrowScreen();
    let deleted = false;
    const { api, user } = renderAs('farmer', {
      [QUESTIONNAIRE_LIST]: () => page(deleted ? [ACCEPTED] : [OPEN, ACCEPTED]),
      'DELETE /api/secured/questinnaire/41': () => {
        deleted = true;
        return ok(null);
      },
    });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Delete Short of Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Green Meadow Farm' })).toBeNull());
    const [call] = api.to('DELETE /api/secured/questinnaire/41');
    expect(call?.query.get('userId')).toBe(String(ACCOUNTS.farmer.id));
    expect(await cardOf('River Bend Farm')).toBeTruthy();
  });

  it('a coordinator’s Confirm on a card asks first and makes the call', async () => {
    narrowScreen();
    const route = 'PUT /api/secured/questinnaire/41/setIsActive/true';
    const { api, user } = renderAs('coordinator', {
      [QUESTIONNAIRE_LIST]: page([OPEN]),
      [route]: ok({ id: 41, isActive: true, status: 1, openComments: 0 }),
    });
    const card = await cardOf('Green Meadow Farm');
    await user.click(within(card).getByRole('button', { name: 'Confirm Short of Green Meadow Farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the questionnaire?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.to(route)).toHaveLength(1));
  });
});
