import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { fail } from '@tests/runtime/support/fakeApi';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { layOutSortableRows } from '../sortableLayout';
import { stubStructureApi } from '../structureServer';

type User = ReturnType<typeof renderStudio>['user'];

async function openQuestionsOfHerd(user: User) {
  const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
  await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
  const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
  await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
  const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
  await user.click(within(groups).getByRole('button', { name: 'Show the contents of Herd' }));
  const questions = await screen.findByRole('list', { name: 'Questions of Herd' });
  return { subforms, questions };
}

/** The names of a list's own items, in order (their drag handles are named "Move <name>"). */
function order(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('button', { name: /^Move / })
    .filter((handle) => handle.closest('ul') === list)
    .map((handle) => handle.getAttribute('aria-label')?.replace(/^Move /, '') ?? '');
}

/** Picks an item up by its handle, moves it with the arrow keys, and drops it, as a keyboard user does. */
async function moveWithKeyboard(user: User, list: HTMLElement, name: string, keys: string) {
  within(list)
    .getByRole('button', { name: `Move ${name}` })
    .focus();
  await user.keyboard(' ');
  await user.keyboard(keys);
  await user.keyboard(' ');
}

describe('reordering with the keyboard', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => {
    writeSessionUser(sessionUser({ roleDicId: 1 }));
    layOutSortableRows();
  });

  it('moves a question one place down with Space, ArrowDown, Space: one swap, the new order shown', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');
    const { questions } = await openQuestionsOfHerd(user);
    expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);

    await moveWithKeyboard(user, questions, 'Breed', '{ArrowDown}');

    await waitFor(() => expect(order(questions)).toEqual(['Number of cows', 'Breed', 'Grazing days']));
    const swaps = api.to('PUT /api/secured/question/dic/swap-order');
    expect(swaps.map((swap) => Object.fromEntries(swap.query))).toEqual([{ firstId: '41', secondId: '42' }]);
  });

  it('saves a move by two places as two adjacent swaps, in order', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');
    const { questions } = await openQuestionsOfHerd(user);

    await moveWithKeyboard(user, questions, 'Grazing days', '{ArrowUp}{ArrowUp}');

    await waitFor(() => expect(order(questions)).toEqual(['Grazing days', 'Breed', 'Number of cows']));
    expect(
      api.to('PUT /api/secured/question/dic/swap-order').map((swap) => Object.fromEntries(swap.query)),
    ).toEqual([
      { firstId: '43', secondId: '42' },
      { firstId: '43', secondId: '41' },
    ]);
  });

  it('reorders subforms through their own swap call', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');
    const { subforms } = await openQuestionsOfHerd(user);

    await moveWithKeyboard(user, subforms, 'Feeding', '{ArrowUp}');

    await waitFor(() => expect(order(subforms)).toEqual(['Feeding', 'Farm data']));
    expect(api.to('PUT /api/secured/questinnaire/subform/dic/swap-order')[0]?.query.toString()).toBe(
      'firstId=22&secondId=21',
    );
  });

  it('puts the order back and shows the server message when a swap is refused', async () => {
    const api = stubStructureApi(undefined, {
      'PUT /api/secured/question/dic/swap-order': fail(
        409,
        'NOT_ADJACENT_SIBLINGS',
        'Someone else moved it first.',
      ),
    });
    const { user } = renderStudio('/studio/types/1');
    const { questions } = await openQuestionsOfHerd(user);

    await moveWithKeyboard(user, questions, 'Breed', '{ArrowDown}');

    expect(await screen.findByText('Someone else moved it first.')).toBeTruthy();
    expect(screen.getByText('The new order could not be saved; the list shows the order kept.')).toBeTruthy();
    await waitFor(() => expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']));
    expect(api.to('PUT /api/secured/question/dic/swap-order')).toHaveLength(1);
  });

  it('cancels with Escape: nothing is sent', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');
    const { questions } = await openQuestionsOfHerd(user);

    within(questions).getByRole('button', { name: 'Move Breed' }).focus();
    await user.keyboard(' {ArrowDown}{Escape}');

    expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);
    expect(api.to('PUT /api/secured/question/dic/swap-order')).toHaveLength(0);
  });

  it('tells screen readers how to move an item and announces each step in the interface language', async () => {
    stubStructureApi();
    const { user } = renderStudio('/studio/types/1');
    const { questions } = await openQuestionsOfHerd(user);
    const handle = within(questions).getByRole('button', { name: 'Move Breed' });

    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toMatch(/^To pick up an item, press Space or Enter\./);
    expect(handle.getAttribute('aria-roledescription')).toBe('movable item');

    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Picked up Breed, at position 1 of 3.')).toBeTruthy());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText('Breed was moved to position 2 of 3.')).toBeTruthy());
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Breed was dropped at position 2 of 3.')).toBeTruthy());
  });
});
