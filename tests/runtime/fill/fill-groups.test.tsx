import { screen, waitFor, within } from '@testing-library/react';
import { fail } from '../support/fakeApi';
import { stubFillApi } from './fillServer';
import { findGroupBar, groupBar, groupButton, openFill } from './openFill';

const DELETE_PEN_2 = 'POST /api/secured/questionlist/deleteFilledQuestionList/313';

function barButton(name: string): HTMLElement {
  return within(groupBar()).getByRole('button', { name });
}

function noBarButton(name: string): boolean {
  return within(groupBar()).queryByRole('button', { name }) === null;
}

describe('question group button bar', () => {
  it('labels each kind of group and counts its answers', async () => {
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    // qlNumber -1: a single button with the group name.
    expect(barButton('Barn 1/2')).toBeTruthy();
    // qlNumber 0 and 1: numbered by position.
    expect(barButton('Pen 1 1/1')).toBeTruthy();
    expect(barButton('Pen 2 0/1')).toBeTruthy();
    expect(barButton('Silo 1 0/3')).toBeTruthy();
    // qlNumber 2: the instance's own name.
    expect(barButton('North barn 0/1')).toBeTruthy();
    expect(barButton('South barn 0/1')).toBeTruthy();
  });

  it('offers add and delete for numbered groups (0), rename and delete for named ones (2), nothing for -1 and 1', async () => {
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    expect(barButton('Add Pen')).toBeTruthy();
    expect(barButton('Delete Pen 1')).toBeTruthy();
    expect(barButton('Delete Pen 2')).toBeTruthy();
    expect(barButton('Add Building')).toBeTruthy();
    expect(barButton('Rename North barn')).toBeTruthy();
    expect(barButton('Delete South barn')).toBeTruthy();
    expect(noBarButton('Delete Barn')).toBe(true);
    expect(noBarButton('Delete Silo 1')).toBe(true);
    expect(noBarButton('Add Silo')).toBe(true);
    expect(noBarButton('Add Barn')).toBe(true);
  });

  it('selects a group by its button', async () => {
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(groupButton('Silo 1'));
    expect(groupButton('Silo 1').getAttribute('aria-current')).toBe('true');
    expect(groupButton('Barn').getAttribute('aria-current')).toBeNull();
  });

  it('deletes a group only after confirmation, and keeps the last one', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(groupButton('Pen 2'));

    await user.click(barButton('Delete Pen 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the question group' });
    expect(within(dialog).getByText('Delete “Pen 2” together with its answers?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(DELETE_PEN_2)).toHaveLength(0);
    // Fluent lifts the closed dialog's aria-hidden from the page a moment later.
    await findGroupBar();

    await user.click(barButton('Delete Pen 2'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(noBarButton('Pen 2 0/1')).toBe(true));
    expect(api.to(DELETE_PEN_2)).toHaveLength(1);
    // The selection moves to the neighbour; the last Pen cannot be deleted.
    expect(groupButton('Pen 1').getAttribute('aria-current')).toBe('true');
    expect(noBarButton('Delete Pen 1')).toBe(true);
    expect(barButton('Add Pen')).toBeTruthy();
  });

  it('adds a numbered group and selects it', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(barButton('Add Pen'));
    await waitFor(() => expect(groupButton('Pen 3').getAttribute('aria-current')).toBe('true'));
    expect(api.to('POST /api/secured/questionlist/addFilledQuestionList')[0]?.body).toEqual({
      filledSubformId: 202,
      questionListDicId: 2,
    });
  });

  it('adds a named group with the name given, and renames one', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();

    await user.click(barButton('Add Building'));
    let dialog = await screen.findByRole('dialog', { name: 'Add Building' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Farrowing house');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(groupButton('Farrowing house').getAttribute('aria-current')).toBe('true'));
    expect(api.to('POST /api/secured/questionlist/addFilledQuestionList')[0]?.body).toEqual({
      filledSubformId: 202,
      questionListDicId: 4,
      name: 'Farrowing house',
    });

    await user.click(barButton('Rename North barn'));
    dialog = await screen.findByRole('dialog', { name: 'Rename North barn' });
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(input);
    await user.type(input, 'Weaner barn{Enter}');
    await waitFor(() => expect(groupButton('Weaner barn')).toBeTruthy());
    expect(api.to('PUT /api/secured/questionlist/filledQuestionList/315/name')[0]?.body).toEqual({
      name: 'Weaner barn',
    });
  });

  it('shows the server’s message when a change is refused', async () => {
    stubFillApi(undefined, { [DELETE_PEN_2]: fail(409, 'CONFLICT', 'This group has already been removed.') });
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(barButton('Delete Pen 2'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const message = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(within(message).getByText('This group has already been removed.')).toBeTruthy();
  });

  it.each([
    ['read-only', 'show', 'farmer'],
    ['admin', 'edit', 'admin'],
    ['coordinator review', 'review', 'coordinator'],
  ] as const)('offers no add, delete or rename in %s mode', async (_label, mode, user) => {
    stubFillApi();
    const view = openFill(mode, { user });
    const tabs = await screen.findByRole('tablist', { name: 'Forms' });
    await view.user.click(within(tabs).getByRole('tab', { name: 'Welfare' }));
    await waitFor(() => expect(groupButton('Pen 2')).toBeTruthy());
    expect(noBarButton('Add Pen')).toBe(true);
    expect(noBarButton('Delete Pen 2')).toBe(true);
    expect(noBarButton('Rename North barn')).toBe(true);
    expect(noBarButton('Optional question groups')).toBe(true);
  });
});
