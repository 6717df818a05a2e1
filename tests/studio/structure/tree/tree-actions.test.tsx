import { screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { layOutSortableRows } from '../sortableLayout';
import { stubStructureApi } from '../structureServer';

describe('structure tree actions', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('opens the subform dialog filled with the subform to edit', async () => {
    stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
    const subforms = await screen.findByRole('list', { name: 'Subforms of General' });

    await user.click(within(subforms).getByRole('button', { name: 'Edit Feeding' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the subform' });
    expect(within(edit).getByDisplayValue('S22')).toBeTruthy();
  });

  it('opens the group dialog to add a group to a subform', async () => {
    stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
    const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
    await user.click(within(subforms).getByRole('button', { name: 'Add a question group to Farm data' }));
    expect(await screen.findByRole('dialog', { name: 'Add a question list' })).toBeTruthy();
  });

  it('counts the group’s questions before the question dialog opens to add one', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
    const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
    await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
    const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
    await user.click(within(groups).getByRole('button', { name: 'Add a question to Herd' }));

    expect(await screen.findByRole('dialog', { name: 'Add a question' })).toBeTruthy();
    expect(api.to('GET /api/secured/question/dic/list/group')[0]?.query.get('questionListDicId')).toBe('31');
  });

  it('speaks Polish to a Polish administrator, announcements included', async () => {
    layOutSortableRows();
    stubStructureApi();
    const { user } = renderStudio('/studio/types/1', 'pl');

    const forms = await screen.findByRole('list', { name: 'Formularze' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Pokaż zawartość: General' }));
    const subforms = await screen.findByRole('list', { name: 'Podformularze: General' });
    within(subforms).getByRole('button', { name: 'Przenieś: Feeding' }).focus();
    await user.keyboard(' ');

    expect(await screen.findByText('Podniesiono Feeding, pozycja 2 z 2.')).toBeTruthy();
    await user.keyboard('{Escape}');
  });
});
