import { screen, waitFor, within } from '@testing-library/react';
import { option, question } from '@tests/fixtures/fill-group';
import { fail } from '../support/fakeApi';
import { fillState, stubFillApi } from './fillServer';
import { openFill } from './openFill';

const SUBMIT = 'PUT /api/secured/questinnaire/form/102/submit';
const REQUIRED = 'This field is required';

/** The Welfare form's first group (Barn, shown on opening) with an unanswered rating (type 10). */
function stateWithRating() {
  const state = fillState();
  const barn = state.groups[202]?.[0];
  if (!barn) throw new Error('no Barn group');
  barn.questionList = [
    ...barn.questionList,
    question(3119, 10, {
      filledQuestionListId: barn.id,
      orderKey: 3,
      questionText: 'How calm are the animals?',
      answerList: [1, 2, 3, 4, 5].map((n) => option(900 + n, String(n))),
    }),
  ];
  return state;
}

describe('the mandatory rating on the fill screen (issue 10)', () => {
  it('asks for nothing before the user touched it, and asks once the form was submitted without it', async () => {
    const api = stubFillApi(stateWithRating(), {
      [SUBMIT]: fail(409, 'MANDATORY_ANSWERS_MISSING', 'Answer question 3 of Barn before submitting.'),
    });
    const { user } = openFill('edit');
    const rating = await screen.findByRole('radiogroup', { name: 'How calm are the animals?' });
    expect(rating.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(REQUIRED)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the form' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to(SUBMIT)).toHaveLength(1));
    const refusal = await screen.findByRole('dialog', { name: 'Error while uploading data' });
    expect(within(refusal).getByText('Answer question 3 of Barn before submitting.')).toBeTruthy();
    await user.click(within(refusal).getByRole('button', { name: 'OK' }));

    const asked = await screen.findByRole('radiogroup', { name: 'How calm are the animals?' });
    await waitFor(() => expect(asked.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(REQUIRED).length).toBeGreaterThan(0);
  });
});
