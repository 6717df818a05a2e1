import { screen, waitFor, within } from '@testing-library/react';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { fail } from '../../support/fakeApi';
import { SAVE, SAVED_AT_SHOWN, loadRoute, questionServer } from './support/questionServer';
import { advance, renderGroup, statusOf, textbox, useFakeSaveTimers } from './support/renderGroup';

const ERROR_STATUS = 'Error: the answer is not saved or not valid';

async function failureDialog(): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: 'Error while uploading data' });
}

async function readAndConfirm(user: ReturnType<typeof renderGroup>['user'], message: string): Promise<void> {
  const dialog = await failureDialog();
  expect(within(dialog).getByText(message)).toBeTruthy();
  expect(within(dialog).getByText('The question will be loaded again.')).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await advance(0);
  await waitFor(() => expect(screen.queryByText(message)).toBeNull());
}

describe('a failed save', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the server message; after OK the question is loaded again and shows what the server holds', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(SAVE, fail(400, 'VALIDATION_FAILED', 'The answer could not be stored.'));
    const { user, onSaved } = renderGroup(group);
    await user.type(textbox(1), '42');
    await advance(1000);

    expect(statusOf(1)).toBe(ERROR_STATUS);
    // Nothing can be typed into the question until it is loaded again.
    expect(textbox(1).readOnly).toBe(true);
    expect(server.to(loadRoute(1001))).toHaveLength(0);

    await readAndConfirm(user, 'The answer could not be stored.');
    expect(server.to(loadRoute(1001))).toHaveLength(1);
    expect(server.to(loadRoute(1001))[0]!.query.get('localeDicId')).toBe('1');
    expect(textbox(1).value).toBe('');
    expect(textbox(1).readOnly).toBe(false);
    expect(statusOf(1)).toBe('No answer saved');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a stale version (409) shows the message, reloads the other answer, and the next save uses its version', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    // Someone else saved question 1 meanwhile.
    Object.assign(server.stored.get(1001)!, {
      version: 3,
      answers: [{ id: 9, answer: '17', date: '2026-06-14T09:05:00' }],
    });
    const { user, onSaved } = renderGroup(group);
    await user.type(textbox(1), '42');
    await advance(1000);
    expect(server.saves().map((save) => save.version)).toEqual([0]);

    await readAndConfirm(user, 'Someone else changed this answer. It is shown as saved now.');
    expect(textbox(1).value).toBe('17');
    expect(statusOf(1)).toBe('Saved 2026-06-14 09:05');

    await user.clear(textbox(1));
    await user.type(textbox(1), '18');
    await advance(1000);
    expect(server.saves().map((save) => [save.version, save.answers])).toEqual([
      [0, [{ answer: '42' }]],
      [3, [{ answer: '18' }]],
    ]);
    expect(statusOf(1)).toBe(`Saved ${SAVED_AT_SHOWN}`);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('a failed reload shows the error icon and clears the question’s answer', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(SAVE, fail(403, 'FORBIDDEN', 'The form is submitted.'));
    server.override(loadRoute(1003), fail(404, 'NOT_FOUND', 'No such question.'));
    const { user } = renderGroup(group);
    await user.type(textbox(3), 'Deep straw');
    await user.tab();
    await advance(0);

    await readAndConfirm(user, 'The form is submitted.');
    expect(server.to(loadRoute(1003))).toHaveLength(1);
    expect(textbox(3).value).toBe('');
    expect(statusOf(3)).toBe(ERROR_STATUS);
    // No dialog for the failed reload: the icon says it.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the message and the reload notice as two paragraphs, not one run-on line ("…do this.The question…")', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(SAVE, fail(403, 'FORBIDDEN', 'You are not allowed to do this.'));
    const { user } = renderGroup(group);
    await user.type(textbox(1), '42');
    await advance(1000);

    const paragraphs = [...(await failureDialog()).querySelectorAll('p')];
    expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
      'You are not allowed to do this.',
      'The question will be loaded again.',
    ]);
    // Fluent's text components are inline even as <p>: two of them would run into one line.
    expect(paragraphs.map((paragraph) => getComputedStyle(paragraph).display)).toEqual(['block', 'block']);
  });

  it('without a reply the dialog gives the client’s own message', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(SAVE, () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderGroup(group);
    await user.type(textbox(2), '7');
    await advance(1000);
    await readAndConfirm(user, 'The server could not be reached.');
    expect(server.to(loadRoute(1002))).toHaveLength(1);
  });

  it('failures of two questions are shown one after the other', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    server.override(
      SAVE,
      fail(400, 'VALIDATION_FAILED', 'First refused.'),
      fail(400, 'VALIDATION_FAILED', 'Second refused.'),
    );
    const { user } = renderGroup(group);
    await user.type(textbox(1), '1');
    await user.type(textbox(2), '2');
    await advance(1000);
    await readAndConfirm(user, 'First refused.');
    await readAndConfirm(user, 'Second refused.');
    expect(server.to(loadRoute(1001))).toHaveLength(1);
    expect(server.to(loadRoute(1002))).toHaveLength(1);
  });
});
