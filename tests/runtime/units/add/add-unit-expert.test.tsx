import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../../support/fakeApi';
import type { CannedReply } from '../../support/fakeApi';
import {
  ACTIVATE,
  ACTIVATED,
  ASSIGN,
  BY_USER,
  EXPERT,
  FARMER,
  FARMER_UNIT,
  FIND_USER,
  INACTIVE,
  INACTIVE_UNITS,
  chooseUnit,
  closeSuccess,
  openAddUnit,
  queriesTo,
} from './addUnitSupport';

const FARMER_ACCOUNT = { id: FARMER.id, email: FARMER.email, roleDicId: FARMER.roleDicId };

type User = ReturnType<typeof openAddUnit>['user'];

async function fillForm(user: User, email: string): Promise<void> {
  await chooseUnit(user, INACTIVE_UNITS[0]!);
  const field = screen.getByRole('textbox', { name: /Farmer’s e-mail/ });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Add unit' }));
}

/** Replies in turn, the last one for every further request. */
function inTurn(...replies: CannedReply[]): () => CannedReply {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!;
}

describe('add unit as an expert', () => {
  it('asks for the farmer’s e-mail and checks it before calling the server', async () => {
    const { user, api } = openAddUnit(EXPERT, {});
    expect(await screen.findByText(/enter the e-mail address of the farmer/)).toBeTruthy();
    await fillForm(user, 'Farmer@Example');
    expect(api.to(FIND_USER)).toHaveLength(0);
    expect(api.to(ACTIVATE)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Farmer’s e-mail/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('takes the unit and makes a farmer without units its owner', async () => {
    const { user, api, router } = openAddUnit(EXPERT, {
      [FIND_USER]: ok(FARMER_ACCOUNT),
      [BY_USER]: ok([]),
      [ACTIVATE]: ok(ACTIVATED),
      [ASSIGN]: ok(ACTIVATED),
    });
    await fillForm(user, ' farmer@example.com ');
    await closeSuccess(user, router, 'Unit added');
    expect(queriesTo(api, FIND_USER)).toEqual([{ email: 'farmer@example.com' }]);
    expect(queriesTo(api, BY_USER)).toEqual([{ userId: String(FARMER.id) }]);
    expect(queriesTo(api, ACTIVATE)).toEqual([{ unitId: '31' }]);
    expect(queriesTo(api, ASSIGN)).toEqual([{ userId: String(FARMER.id), farmId: '31' }]);
  });

  it('offers to take the unit for the expert when the address is no farmer’s', async () => {
    const { user, api, router } = openAddUnit(EXPERT, {
      [FIND_USER]: ok(null),
      [ACTIVATE]: ok(ACTIVATED),
    });
    await fillForm(user, 'nobody@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'No farmer found' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and assign to me' }));
    await closeSuccess(user, router, 'Unit added');
    expect(api.to(BY_USER)).toHaveLength(0);
    expect(queriesTo(api, ACTIVATE)).toEqual([{ unitId: '31' }]);
    expect(api.to(ASSIGN)).toHaveLength(0);
  });

  it('treats an account of another role as no farmer', async () => {
    const { user, api } = openAddUnit(EXPERT, {
      [FIND_USER]: ok({ id: 9, email: 'coordinator@example.com', roleDicId: 2 }),
    });
    await fillForm(user, 'coordinator@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'No farmer found' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(BY_USER)).toHaveLength(0);
    expect(api.to(ACTIVATE)).toHaveLength(0);
  });

  it('lets the expert ask for access to one of the farmer’s units instead of taking a new one', async () => {
    const { user, api, router } = openAddUnit(EXPERT, {
      [FIND_USER]: ok(FARMER_ACCOUNT),
      [BY_USER]: ok([FARMER_UNIT]),
      [ASSIGN]: ok({ unitId: FARMER_UNIT.id, status: 'pending' }),
    });
    await fillForm(user, 'farmer@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'The user already has a unit' });
    expect(within(dialog).getByText(/The farmer farmer@example.com already has a unit/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Assign me to a farmer’s unit' }));

    expect(await screen.findByRole('heading', { name: 'Assign yourself to a farm' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assign me' }));
    expect(await screen.findByText('A unit must be chosen.')).toBeTruthy();
    expect(api.to(ASSIGN)).toHaveLength(0);

    await chooseUnit(user, FARMER_UNIT, /Farmer’s unit/);
    await user.click(screen.getByRole('button', { name: 'Assign me' }));
    expect(await screen.findByText(/has been sent to its owner/)).toBeTruthy();
    await closeSuccess(user, router, 'Access requested');
    expect(queriesTo(api, ASSIGN)).toEqual([{ userId: String(EXPERT.id), farmId: String(FARMER_UNIT.id) }]);
    expect(api.to(ACTIVATE)).toHaveLength(0);
  });

  it('adds the unit for a farmer who already has units when asked to', async () => {
    const { user, api, router } = openAddUnit(EXPERT, {
      [FIND_USER]: ok(FARMER_ACCOUNT),
      [BY_USER]: ok([FARMER_UNIT]),
      [ACTIVATE]: ok(ACTIVATED),
      [ASSIGN]: ok(ACTIVATED),
    });
    await fillForm(user, 'farmer@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'The user already has a unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Add for the farmer anyway' }));
    await closeSuccess(user, router, 'Unit added');
    expect(queriesTo(api, ACTIVATE)).toEqual([{ unitId: '31' }]);
    expect(queriesTo(api, ASSIGN)).toEqual([{ userId: String(FARMER.id), farmId: '31' }]);
  });

  it('repeats only the owner step when making the farmer the owner failed', async () => {
    const { user, api, router } = openAddUnit(EXPERT, {
      [FIND_USER]: ok(FARMER_ACCOUNT),
      [BY_USER]: ok([]),
      [ACTIVATE]: ok(ACTIVATED),
      [ASSIGN]: inTurn(fail(409, 'FARMER_HAS_UNIT', 'The unit already has an owner.'), ok(ACTIVATED)),
    });
    await fillForm(user, 'farmer@example.com');
    const message = await screen.findByText('The unit already has an owner.');
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(/could not be made its owner/)).toBeTruthy();
    // The unit left the inactive list: it is loaded again.
    await waitFor(() => expect(api.to(INACTIVE)).toHaveLength(2));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await closeSuccess(user, router, 'Unit added');
    expect(api.to(ACTIVATE)).toHaveLength(1);
    expect(api.to(ASSIGN)).toHaveLength(2);
  });
});
