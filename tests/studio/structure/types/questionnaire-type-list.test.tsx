import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { fail } from '@tests/runtime/support/fakeApi';
import { renderStudio } from '../../renderStudio';
import { stubStructureApi } from '../structureServer';

async function typeList(name: 'Active questionnaire types' | 'Inactive questionnaire types') {
  return screen.findByRole('list', { name }, { timeout: 5000 });
}

describe('questionnaire type list', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('lists the active and the inactive types, each opening its tree', async () => {
    stubStructureApi();
    const { user, router } = renderStudio();

    const active = await typeList('Active questionnaire types');
    expect(
      within(active)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dairy farm', 'Pig farm']);
    const inactive = await typeList('Inactive questionnaire types');
    expect(within(inactive).getByRole('link', { name: 'Old survey' })).toBeTruthy();

    await user.click(within(active).getByRole('link', { name: 'Dairy farm' }));
    await screen.findByRole('heading', { level: 1, name: 'Dairy farm' });
    expect(router.state.location.pathname).toBe('/studio/types/1');
  });

  it('deactivates a type: the server is told and the type moves to the inactive list', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio();

    const active = await typeList('Active questionnaire types');
    await user.click(within(active).getByRole('switch', { name: 'Pig farm is active' }));

    const inactive = await typeList('Inactive questionnaire types');
    await within(inactive).findByRole('link', { name: 'Pig farm' });
    const call = api.to('PUT /api/secured/questinnaire/dic/setIsActive')[0];
    expect(call?.query.get('questionnaireDicId')).toBe('3');
    expect(call?.query.get('isActive')).toBe('false');
    expect(within(active).queryByRole('link', { name: 'Pig farm' })).toBeNull();
    expect(within(inactive).getByRole('switch', { name: 'Pig farm is active' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('activates an inactive type', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio();

    const inactive = await typeList('Inactive questionnaire types');
    await user.click(within(inactive).getByRole('switch', { name: 'Old survey is active' }));

    const active = await typeList('Active questionnaire types');
    await within(active).findByRole('link', { name: 'Old survey' });
    expect(api.to('PUT /api/secured/questinnaire/dic/setIsActive')[0]?.query.get('isActive')).toBe('true');
  });

  it('shows the server message when a switch is refused, and keeps the type where it was', async () => {
    stubStructureApi(undefined, {
      'PUT /api/secured/questinnaire/dic/setIsActive': fail(409, 'CONFLICT', 'The type is in use.'),
    });
    const { user } = renderStudio();

    const active = await typeList('Active questionnaire types');
    await user.click(within(active).getByRole('switch', { name: 'Pig farm is active' }));

    expect(await screen.findByText('The type is in use.')).toBeTruthy();
    expect(screen.getByText('The change could not be saved')).toBeTruthy();
    await waitFor(() =>
      expect(within(active).getByRole('switch', { name: 'Pig farm is active' })).toHaveProperty(
        'checked',
        true,
      ),
    );
  });

  it('adds a type by name through the type dialog, and lists it', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio();

    await typeList('Active questionnaire types');
    await user.click(screen.getByRole('button', { name: 'Add a questionnaire type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New questionnaire structure' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Beef cattle');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Questionnaire structure added successfully' });
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    const active = await typeList('Active questionnaire types');
    await within(active).findByRole('link', { name: 'Beef cattle' });
    expect(api.to('POST /api/secured/questinnaire/dic').map((request) => request.body)).toEqual([
      { name: 'Beef cattle' },
    ]);
  });

  it('renames a type through its name text id', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio();

    const active = await typeList('Active questionnaire types');
    await user.click(within(active).getByRole('button', { name: 'Rename Pig farm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the questionnaire structure' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Pig farms');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', {
      name: 'Questionnaire structure renamed successfully',
    });
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    await within(active).findByRole('link', { name: 'Pig farms' });
    expect(api.to('POST /api/secured/questinnaire/updateName/300').map((request) => request.body)).toEqual([
      { name: 'Pig farms' },
    ]);
  });
});
