import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { fail, ok } from '@tests/runtime/support/fakeApi';
import type { ApiRequest } from '@tests/runtime/support/fakeApi';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { fill, languageField } from '../../../runtime/shared/structure/dialogs/renderDialog';
import { renderStudio } from '../../renderStudio';
import { layOutSortableRows } from '../sortableLayout';
import { numberedDic, stubHistoryApi } from './historyServer';
import { openQuestionsOfHerd } from './herdTree';

type User = ReturnType<typeof renderStudio>['user'];

const UPDATE = 'PUT /api/secured/question/dic';
const ADD = 'POST /api/secured/question/dic';
const SET_ACTIVE = 'PUT /api/secured/question/dic/setIsActive';
const SWAP = 'PUT /api/secured/question/dic/swap-order';

function undoButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Undo: / });
}

function redoButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Redo: / });
}

/** Fluent marks a disabled-but-focusable button with aria-disabled. */
function isDisabled(button: HTMLElement): boolean {
  return button.getAttribute('aria-disabled') === 'true';
}

/** The English texts a question entry sent. */
function englishSent(request: ApiRequest | undefined): string | undefined {
  const body: unknown = request?.body;
  if (typeof body !== 'object' || body === null || !('text' in body)) return undefined;
  const text: unknown = body.text;
  if (typeof text !== 'object' || text === null || !('translations' in text)) return undefined;
  const translations: unknown = text.translations;
  if (!Array.isArray(translations)) return undefined;
  const english: unknown = translations.find((entry: { localeDicId?: unknown }) => entry.localeDicId === 1);
  return typeof english === 'object' && english !== null && 'text' in english
    ? String(english.text)
    : undefined;
}

/** Saves the open structure dialog and closes its success message. */
async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const success = await screen.findByRole('button', { name: 'OK' });
  await user.click(success);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The dialog's modal hides the page from assistive technology until it is fully gone.
  await waitFor(() => undoButton());
}

describe('undo and redo of the studio’s structure changes', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => {
    writeSessionUser(sessionUser({ roleDicId: 1 }));
    layOutSortableRows();
  });

  it('undoes a question’s new text with the edit call and the old texts, and redoes it', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);
    expect(isDisabled(undoButton())).toBe(true);

    await user.click(within(questions).getByRole('button', { name: 'Edit Number of cows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    const english = languageField(dialog, 'Question text', /^English/);
    await user.clear(english);
    await fill(user, english, 'Number of dairy cows');
    await save(user, dialog);
    expect(await within(questions).findByText('Number of dairy cows')).toBeTruthy();

    const undo = await screen.findByRole('button', { name: 'Undo: edit question “Number of dairy cows”' });
    await user.click(undo);
    expect(await within(questions).findByText('Number of cows')).toBeTruthy();
    const undone = api.to(UPDATE).at(-1);
    expect(englishSent(undone)).toBe('Number of cows');
    // Every language as it was, not only the one edited.
    expect(undone?.body).toMatchObject({
      id: 42,
      questionListDicId: 31,
      shortName: 'Q42',
      text: { translations: expect.arrayContaining([{ localeDicId: 2, text: 'Number of cows (2)' }]) },
    });

    await user.click(screen.getByRole('button', { name: 'Redo: edit question “Number of dairy cows”' }));
    expect(await within(questions).findByText('Number of dairy cows')).toBeTruthy();
    expect(englishSent(api.to(UPDATE).at(-1))).toBe('Number of dairy cows');
    expect(api.to(UPDATE)).toHaveLength(3);
  });

  it('undoes an added question by deleting it, and a redo adds it again under a new id that later undos follow', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);
    const groups = screen.getByRole('list', { name: 'Question groups of Farm data' });

    await user.click(within(groups).getByRole('button', { name: 'Add a question to Herd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Answer type/ }), 'Integer');
    await fill(user, languageField(dialog, 'Question text', /^English/), 'Number of calves');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Short name/ }), 'calves');
    await save(user, dialog);
    expect(await within(questions).findByText('Number of calves')).toBeTruthy();
    const added = api.dic.questions[31]?.find((question) => question.name === 'Number of calves');

    await user.click(screen.getByRole('button', { name: 'Undo: add question “Number of calves”' }));
    await waitFor(() => expect(within(questions).queryByText('Number of calves')).toBeNull());
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual([`/api/secured/question/dic/${added?.id}`]);

    await user.click(screen.getByRole('button', { name: 'Redo: add question “Number of calves”' }));
    expect(await within(questions).findByText('Number of calves')).toBeTruthy();
    expect(api.to(ADD)).toHaveLength(2);
    expect(api.to(ADD)[1]?.body).toMatchObject({ id: null, shortName: 'calves', questionListDicId: 31 });
    const readded = api.dic.questions[31]?.find((question) => question.name === 'Number of calves');
    expect(readded?.id).not.toBe(added?.id);

    await user.click(screen.getByRole('button', { name: 'Undo: add question “Number of calves”' }));
    await waitFor(() => expect(within(questions).queryByText('Number of calves')).toBeNull());
    expect(api.requests.filter((request) => request.method === 'DELETE').at(-1)?.path).toBe(
      `/api/secured/question/dic/${readded?.id}`,
    );
  });

  it('undoes a move of two places as one step: the same swaps in reverse order', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);

    within(questions).getByRole('button', { name: 'Move Breed' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() => expect(api.to(SWAP)).toHaveLength(2));
    await waitFor(() => expect(isDisabled(undoButton())).toBe(false));
    expect(api.dic.questions[31]?.map((question) => question.id)).toEqual([42, 43, 41]);

    await user.click(screen.getByRole('button', { name: 'Undo: move question “Breed”' }));
    await waitFor(() => expect(api.to(SWAP)).toHaveLength(4));
    expect(api.to(SWAP).map((swap) => Object.fromEntries(swap.query))).toEqual([
      { firstId: '41', secondId: '42' },
      { firstId: '41', secondId: '43' },
      { firstId: '41', secondId: '43' },
      { firstId: '41', secondId: '42' },
    ]);
    expect(api.dic.questions[31]?.map((question) => question.id)).toEqual([41, 42, 43]);
    await waitFor(() =>
      expect(
        within(questions)
          .getAllByRole('button', { name: /^Move / })[0]
          ?.getAttribute('aria-label'),
      ).toBe('Move Breed'),
    );
    expect(screen.getByRole('button', { name: 'Redo: move question “Breed”' })).toBeTruthy();
  });

  it('keeps 25 switches and undoes every one of them with Ctrl+Z, newest first', async () => {
    const api = stubHistoryApi();
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);
    const toggle = () => within(questions).getByRole('switch', { name: /Number of cows/ });

    for (let step = 0; step < 25; step += 1) {
      const sent = api.to(SET_ACTIVE).length;
      await user.click(toggle());
      await waitFor(() => expect(api.to(SET_ACTIVE)).toHaveLength(sent + 1));
      await waitFor(() => expect(toggle()).toHaveProperty('disabled', false));
    }
    // 25 switches from on: now off. Undone newest first, the first switch (off) is the one to redo.
    await screen.findByRole('button', { name: 'Undo: switch off question “Number of cows”' });
    const done = api.to(SET_ACTIVE).map((request) => request.query.get('isActive'));

    for (let step = 0; step < 25; step += 1) {
      await waitFor(() => expect(isDisabled(undoButton())).toBe(false));
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      await user.keyboard('{Control>}z{/Control}');
      await waitFor(() => expect(api.to(SET_ACTIVE)).toHaveLength(26 + step));
    }
    const undone = api
      .to(SET_ACTIVE)
      .slice(25)
      .map((request) => request.query.get('isActive'));
    expect(undone).toEqual(done.map((value) => (value === 'true' ? 'false' : 'true')).reverse());
    expect(api.dic.questions[31]?.find((question) => question.id === 42)?.isActive).toBe(true);
    await waitFor(() => expect(isDisabled(undoButton())).toBe(true));
    expect(screen.getByRole('button', { name: 'Redo: switch off question “Number of cows”' })).toBe(
      redoButton(),
    );
  });

  it('keeps a refused undo on its stack and shows the server’s message', async () => {
    let refuse = false;
    const dic = numberedDic();
    const api = stubHistoryApi(dic, {
      [SET_ACTIVE]: (request) => {
        if (refuse)
          return fail(409, 'STRUCTURE_HAS_ANSWERS', 'Answers exist now: this change cannot be made.');
        const question = dic.questions[31]?.find(
          (item) => String(item.id) === request.query.get('questionId'),
        );
        if (question) question.isActive = request.query.get('isActive') === 'true';
        return ok(null);
      },
    });
    const { user } = renderStudio('/studio/types/1');
    const questions = await openQuestionsOfHerd(user);

    await user.click(within(questions).getByRole('switch', { name: /Breed/ }));
    const undoName = 'Undo: switch off question “Breed”';
    const undo = await screen.findByRole('button', { name: undoName });
    refuse = true;
    await user.click(undo);

    expect(await screen.findByText('Answers exist now: this change cannot be made.')).toBeTruthy();
    expect(screen.getByText('The change could not be undone')).toBeTruthy();
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: undoName }))).toBe(false));
    expect(isDisabled(redoButton())).toBe(true);

    refuse = false;
    await user.click(screen.getByRole('button', { name: undoName }));
    await waitFor(() => expect(isDisabled(undoButton())).toBe(true));
    expect(screen.queryByText('Answers exist now: this change cannot be made.')).toBeNull();
    expect(dic.questions[31]?.[0]?.isActive).toBe(true);
    expect(api.to(SET_ACTIVE).map((request) => request.query.get('isActive'))).toEqual([
      'false',
      'true',
      'true',
    ]);
  });
});
