import { screen, waitFor, within } from '@testing-library/react';
import type { ExpertAssignment } from '@schemas/generated/api/lists';
import type { ApiRequest } from '../../support/fakeApi';
import { fail, ok } from '../../support/fakeApi';
import { UNIT_LIST, page, renderAs, unitRow } from '../list/unitSupport';

const ACCESS_LIST = 'GET /api/secured/farm/assignment/list';
const ACCEPT = 'PUT /api/secured/farm/11/experts/40/accept';
const REMOVE_PENDING = 'DELETE /api/secured/farm/11/experts/40';
const REMOVE_ACCEPTED = 'DELETE /api/secured/farm/11/experts/41';

function assignment(overrides: Partial<ExpertAssignment> = {}): ExpertAssignment {
  return {
    unitId: 11,
    unitNumber: 'PL-001',
    unitDescription: 'Green Meadow Farm',
    ownerUserId: 3,
    ownerEmail: 'farmer@example.com',
    userId: 40,
    email: 'asking.expert@example.com',
    status: 'pending',
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const trusted = assignment({ userId: 41, email: 'trusted.expert@example.com', status: 'accepted' });

/** A server whose assignment list follows the accept and remove calls. */
function accessServer() {
  let rows = [assignment(), trusted];
  const change = (userId: number, next: (row: ExpertAssignment) => ExpertAssignment | null) => {
    rows = rows.flatMap((row) => {
      if (row.userId !== userId) return [row];
      const changed = next(row);
      return changed ? [changed] : [];
    });
    return ok(null);
  };
  return {
    [UNIT_LIST]: page([unitRow()]),
    [ACCESS_LIST]: () => ok(rows),
    [ACCEPT]: () =>
      change(40, (row) => ({ ...row, status: 'accepted', decidedAt: '2026-11-21T10:00:00.000Z' })),
    [REMOVE_PENDING]: () => change(40, () => null),
    [REMOVE_ACCEPTED]: () => change(41, () => null),
  };
}

async function itemOf(email: string): Promise<HTMLElement> {
  const text = await screen.findByText(email);
  const item = text.closest('li');
  if (!item) throw new Error(`No list item for ${email}`);
  return item;
}

describe('experts’ access on the farmer’s unit list', () => {
  it('tells the owner that a request waits and lets them accept it', async () => {
    const { user, api } = renderAs('farmer', accessServer());
    expect(await screen.findByText('Requests of experts waiting for your answer: 1.')).toBeTruthy();
    const pending = await itemOf('asking.expert@example.com');
    expect(within(pending).getByText('Waiting')).toBeTruthy();

    await user.click(within(pending).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.to(ACCEPT)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/waiting for your answer/)).toBeNull());
    expect(within(await itemOf('asking.expert@example.com')).getByText('Has access')).toBeTruthy();
  });

  it('lets the owner decline a request', async () => {
    const { user, api } = renderAs('farmer', accessServer());
    const pending = await itemOf('asking.expert@example.com');
    await user.click(within(pending).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.to(REMOVE_PENDING)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('asking.expert@example.com')).toBeNull());
  });

  it('asks before revoking an expert’s access, and revokes it only when confirmed', async () => {
    const { user, api } = renderAs('farmer', accessServer());
    const accepted = await itemOf('trusted.expert@example.com');
    await user.click(within(accepted).getByRole('button', { name: 'Revoke access' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the expert’s access?' });
    expect(within(dialog).getByText(/trusted.expert@example.com will no longer see/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // While the dialog fades out the page behind it stays hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(REMOVE_ACCEPTED)).toHaveLength(0);

    // findByRole: the button is found once the fading dialog no longer hides the page.
    await user.click(
      await within(await itemOf('trusted.expert@example.com')).findByRole('button', {
        name: 'Revoke access',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Revoke the expert’s access?' });
    await user.click(within(again).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(api.to(REMOVE_ACCEPTED)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('trusted.expert@example.com')).toBeNull());
  });

  it('shows the server’s refusal and keeps the list', async () => {
    const routes = {
      ...accessServer(),
      [ACCEPT]: (_request: ApiRequest) =>
        fail(409, 'ASSIGNMENT_NOT_PENDING', 'This request has already been answered.'),
    };
    const { user } = renderAs('farmer', routes);
    await user.click(
      within(await itemOf('asking.expert@example.com')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText('This request has already been answered.')).toBeTruthy();
    expect(screen.getByText('asking.expert@example.com')).toBeTruthy();
  });

  it('shows nothing when no expert has access or asks for it', async () => {
    const { api } = renderAs('farmer', { [UNIT_LIST]: page([unitRow()]), [ACCESS_LIST]: ok([]) });
    await waitFor(() => expect(api.to(ACCESS_LIST)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Experts’ access' })).toBeNull();
  });

  it('does not ask for experts’ access on an expert’s unit list', async () => {
    const { api } = renderAs('expert', accessServer());
    await screen.findAllByText('Green Meadow Farm');
    expect(api.to(ACCESS_LIST)).toHaveLength(0);
  });
});
