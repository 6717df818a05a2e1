import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../support/fakeApi';
import { fillState, stubFillApi } from './fillServer';
import { findGroupBar, groupButton, openFill, subformButton } from './openFill';

const SAVE = 'POST /api/secured/question/save';

/** The card of question `number` in the shown group. */
function card(number: number): HTMLElement {
  const title = screen.getByRole('heading', { level: 3, name: new RegExp(`^Question ${number}\\b`) });
  const found = title.closest<HTMLElement>('[role="group"]');
  if (!found) throw new Error(`question ${number} has no card`);
  return found;
}

describe('fill screen progress', () => {
  it('writes a saved answer into the kept group, so the group and subform counts follow without reading it', async () => {
    const state = fillState();
    const save = () => {
      // The server stores the answer: the next read of the subform's groups has it.
      const barn = state.groups[202]?.find((group) => group.id === 311);
      const question = barn?.questionList[1];
      if (question) question.answers = [{ answer: '7', date: '2026-11-23T10:00:00Z' }];
      return ok({ version: 1, answers: question?.answers ?? [] });
    };
    const api = stubFillApi(state, { [SAVE]: save });
    const { user } = openFill('edit');
    await findGroupBar();
    expect(within(groupButton('Barn')).getByText('1/2')).toBeTruthy();
    expect(within(subformButton('Housing')).getByText('1/6')).toBeTruthy();
    const reads = api.to('GET /api/secured/questionlist/202').length;

    await user.type(within(card(2)).getByRole('textbox'), '7');
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(within(groupButton('Barn')).getByText('2/2')).toBeTruthy());
    expect(within(subformButton('Housing')).getByText('2/6')).toBeTruthy();
    // The counts come from the save's own reply: the subform's groups are not read again.
    expect(api.to('GET /api/secured/questionlist/202')).toHaveLength(reads);
  });

  it('shows the questions read-only when the form cannot be answered', async () => {
    stubFillApi();
    openFill('show');
    await findGroupBar();
    const input = within(card(1)).getByRole('textbox');
    expect(input.hasAttribute('readonly') || input.hasAttribute('disabled')).toBe(true);
  });
});
