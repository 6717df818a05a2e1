import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../support/fakeApi';
import { buttonNames, findCard, narrowScreen } from '../support/narrowScreen';
import { USER_LIST, page, renderAdministration, userRow } from './adminSupport';

const COORDINATOR = userRow({
  userId: 32,
  email: 'a.very.long.address.of.the.regional.coordinator@inspectorate.example.com',
  roleDicId: 2,
  roleName: 'Coordinator',
  institutionType: 'Regional environmental inspectorate',
  institutionName: 'Regional Inspectorate North',
  questionnaireCount: 0,
});

function cardOf(email: string): Promise<HTMLElement> {
  return findCard('Users', email);
}

describe('user list on a narrow screen', () => {
  it('shows each user as a card titled with the whole address, with the row’s buttons inside', async () => {
    narrowScreen();
    renderAdministration({ [USER_LIST]: page([userRow(), COORDINATOR]) });

    const farmer = await cardOf('farmer@example.com');
    expect(buttonNames(farmer)).toEqual(['Deactivate farmer@example.com']);
    const coordinator = await cardOf(COORDINATOR.email);
    expect(buttonNames(coordinator)).toEqual([
      `Deactivate ${COORDINATOR.email}`,
      `Questionnaire rights of ${COORDINATOR.email}`,
    ]);
    // On a card the address wraps: it is neither cut nor a tab stop of its own.
    expect(within(coordinator).getByText(COORDINATOR.email).hasAttribute('tabindex')).toBe(false);
    expect(within(coordinator).getByText('Regional Inspectorate North')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('Deactivate on a card asks first and makes the call, as in the table', async () => {
    narrowScreen();
    const path = 'PUT /api/secured/user/31/isActive/false';
    const { api, user } = renderAdministration({ [USER_LIST]: page([userRow()]), [path]: ok() });
    const card = await cardOf('farmer@example.com');
    await user.click(within(card).getByRole('button', { name: 'Deactivate farmer@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.to(path)).toHaveLength(1));
  });

  it('Rights on a card opens the rights dialog of that user', async () => {
    narrowScreen();
    const { user } = renderAdministration({
      [USER_LIST]: page([COORDINATOR]),
      'GET /api/secured/questinnaire/assigned/32': ok([{ id: 1, name: 'Short', assigned: false }]),
    });
    const card = await cardOf(COORDINATOR.email);
    await user.click(
      within(card).getByRole('button', { name: `Questionnaire rights of ${COORDINATOR.email}` }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Questionnaire rights: ${COORDINATOR.email}` }),
    ).toBeTruthy();
  });
});
