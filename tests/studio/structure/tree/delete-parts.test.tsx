import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { fail, ok } from '@tests/runtime/support/fakeApi';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { numberedDic, stubHistoryApi } from '../history/historyServer';
import { layOutSortableRows } from '../sortableLayout';
import { openQuestionsOfHerd } from '../history/herdTree';

type User = ReturnType<typeof renderStudio>['user'];

const HAS_ANSWERS = 'This item already has answers and cannot be removed. Deactivate it instead.';

function deletesSent(api: ReturnType<typeof stubHistoryApi>): string[] {
  return api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path);
}

/** Opens the confirmation of a row's delete button and checks that it names the part and its limits. */
async function askToDelete(user: User, list: HTMLElement, name: string): Promise<HTMLElement> {
  await user.click(within(list).getByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(new RegExp(`“${name}” will be deleted`))).toBeTruthy();
  expect(within(dialog).getByText(/Undo/)).toBeTruthy();
  expect(within(dialog).getByText(/saved answers cannot be deleted/)).toBeTruthy();
  return dialog;
}

describe('deleting questions and answer options in the structure tree', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => {
    writeSessionUser(sessionUser({ roleDicId: 1 }));
    layOutSortableRows();
  });

  it('deletes a question after the confirmation, and Undo creates it again in its place', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);

    const dialog = await askToDelete(user, questions, 'Number of cows');
    expect(within(dialog).getByRole('heading', { name: 'Delete the question?' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(questions).queryByText('Number of cows')).toBeNull());
    expect(deletesSent(api)).toEqual(['/api/secured/question/dic/42']);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The row and its delete button are gone: focus waits on Undo, not on the page's body.
    const undo = await screen.findByRole('button', { name: 'Undo: delete question “Number of cows”' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    await user.click(undo);
    expect(await within(questions).findByText('Number of cows')).toBeTruthy();
    expect(api.to('POST /api/secured/question/dic')[0]?.body).toMatchObject({
      id: null,
      questionListDicId: 31,
      shortName: 'Q42',
      questionOrderKey: 2,
    });
    expect(api.dic.questions[31]?.map((question) => question.name)).toEqual([
      'Breed',
      'Number of cows',
      'Grazing days',
    ]);
    expect(screen.getByRole('button', { name: 'Redo: delete question “Number of cows”' })).toBeTruthy();
  });

  it('keeps a question with saved answers and shows the server’s refusal', async () => {
    const api = stubHistoryApi(numberedDic(), {
      'DELETE /api/secured/question/dic/42': fail(409, 'STRUCTURE_HAS_ANSWERS', HAS_ANSWERS),
    });
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);

    const dialog = await askToDelete(user, questions, 'Number of cows');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(HAS_ANSWERS)).toBeTruthy();
    expect(screen.getByText('The question could not be deleted')).toBeTruthy();
    expect(deletesSent(api)).toEqual(['/api/secured/question/dic/42']);
    expect(within(questions).getByText('Number of cows')).toBeTruthy();
    // Nothing was deleted, so there is nothing to undo.
    expect(screen.getByRole('button', { name: 'Undo: nothing to undo' })).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);

    const dialog = await askToDelete(user, questions, 'Number of cows');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletesSent(api)).toEqual([]);
    expect(within(questions).getByText('Number of cows')).toBeTruthy();
  });

  it('deletes an answer option of a question and names the step for Undo', async () => {
    const dic = numberedDic();
    const api = stubHistoryApi(dic, {
      'DELETE /api/secured/question/answer/dic/52': () => {
        dic.options[41] = (dic.options[41] ?? []).filter((option) => option.id !== 52);
        return ok(null);
      },
    });
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);
    await user.click(within(questions).getByRole('button', { name: 'Show the contents of Breed' }));
    const options = await screen.findByRole('list', { name: 'Answer options of Breed' });

    const dialog = await askToDelete(user, options, 'Jersey');
    expect(within(dialog).getByRole('heading', { name: 'Delete the answer option?' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(within(options).queryByText('Jersey')).toBeNull());
    expect(deletesSent(api)).toEqual(['/api/secured/question/answer/dic/52']);
    expect(await screen.findByRole('button', { name: 'Undo: delete answer option “Jersey”' })).toBeTruthy();
  });
});
