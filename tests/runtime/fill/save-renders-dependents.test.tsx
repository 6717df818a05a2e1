import { Profiler, memo, type ComponentProps } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type * as QuestionCardModule from '@runtime/fill/questions/QuestionCard';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { option, question } from '@tests/fixtures/fill-group';
import { BARN, fillState, stubFillApi } from './fillServer';
import { findGroupBar, groupButton, openFill, subformButton } from './openFill';

/** Commits per question card (its whole subtree), by question number. */
const commits = vi.hoisted(() => new Map<number, number>());

// A Profiler around each real card counts its renders, whatever caused them (its parent or its own
// signals). The real card is memoised, so the wrapper is too: it renders exactly when the card would.
vi.mock('@runtime/fill/questions/QuestionCard', async (importOriginal) => {
  const real = await importOriginal<typeof QuestionCardModule>();
  function CountedQuestionCard(props: ComponentProps<typeof real.QuestionCard>) {
    const number = props.state.question.orderKey;
    return (
      <Profiler id={`card-${number}`} onRender={() => commits.set(number, (commits.get(number) ?? 0) + 1)}>
        <real.QuestionCard {...props} />
      </Profiler>
    );
  }
  return { QuestionCard: memo(CountedQuestionCard) };
});

const SAVE = 'POST /api/secured/question/save';
/** Any read of group lists (a subform's groups, its optional groups). */
const GROUP_LIST = /^\/api\/secured\/questionlist\//;

/**
 * The Barn group (311) of 40 questions: 1 the number of animals (an integer), 2 the animals in pens
 * (at most question 1's answer, shown as its bound), 3 a dropdown whose second option skips 4 and 5,
 * the rest independent integers and texts, half of them answered.
 */
function barn(): GroupInstance {
  const questions = Array.from({ length: 40 }, (_, index) => {
    const n = index + 1;
    const extra = {
      filledQuestionListId: 311,
      orderKey: n,
      answers: n > 5 && n % 2 === 0 ? [{ answer: '5' }] : [],
    };
    if (n === 2) return question(3110 + n, 1, { ...extra, maxAnswerQuestionId: 3111 });
    if (n === 3)
      return question(3110 + n, 4, {
        ...extra,
        answerList: [option(31, 'Indoors'), option(32, 'Outdoors', { skipQuestions: 2 })],
      });
    return question(3110 + n, n % 3 === 0 ? 3 : 1, extra);
  });
  return {
    id: 311,
    questionListDicId: BARN.dicId,
    questionListName: BARN.name,
    qlNumber: BARN.qlNumber,
    isActive: true,
    filledSubformId: 202,
    orderKey: 311,
    questionList: questions,
  };
}

function card(number: number): HTMLElement {
  const title = screen.getByRole('heading', { level: 3, name: new RegExp(`^Question ${number}\\b`) });
  const found = title.closest<HTMLElement>('[role="group"]');
  if (!found) throw new Error(`question ${number} has no card`);
  return found;
}

function rendered(): number[] {
  return [...commits.keys()].sort((a, b) => a - b);
}

async function openBarn() {
  const state = fillState();
  state.groups[202] = [barn(), ...(state.groups[202] ?? []).filter((group) => group.id !== 311)];
  const api = stubFillApi(state);
  const view = openFill('edit');
  await findGroupBar();
  await waitFor(() => expect(card(40)).toBeTruthy());
  const groupReads = () => api.requests.filter((request) => GROUP_LIST.test(request.path)).length;
  return { ...view, api, state, groupReads, loaded: groupReads() };
}

describe('a save on the fill screen', () => {
  it('renders only the cards that depend on the saved answer, and reads no group again', async () => {
    const { user, api, groupReads, loaded } = await openBarn();
    expect(within(groupButton('Barn')).getByText('18/40')).toBeTruthy();
    expect(within(subformButton('Housing')).getByText('1/6')).toBeTruthy();
    commits.clear();

    await user.type(within(card(1)).getByRole('textbox'), '7');
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(within(card(1)).getByRole('status').textContent).toMatch(/^Saved/));
    // The group's count follows the saved answer at once (no group read).
    await waitFor(() => expect(within(groupButton('Barn')).getByText('19/40')).toBeTruthy());

    // Question 2 shows question 1's answer as its bound; nothing else depends on question 1.
    expect(rendered()).toEqual([1, 2]);
    expect(groupReads()).toBe(loaded);
  });

  it('after a skipping choice renders the chooser and the questions it skips, and the group keeps the answer when opened again', async () => {
    const { user, api, groupReads, loaded } = await openBarn();
    commits.clear();

    await user.click(within(card(3)).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Outdoors' }));
    await waitFor(() => expect(api.to(SAVE)).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(within(card(3)).getByRole('status').textContent).toMatch(/^Saved/));
    // Questions 4 and 5 are skipped: no longer to answer (19 of 38).
    await waitFor(() => expect(within(groupButton('Barn')).getByText('19/38')).toBeTruthy());
    expect(rendered()).toEqual([3, 4, 5]);

    // Another group and back: the group opens from what the screen keeps, with the saved choice.
    await user.click(groupButton('Pen 1'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: /^Question 40\b/ })).toBeNull(),
    );
    await user.click(groupButton('Barn'));
    await waitFor(() => expect(within(card(3)).getByRole('combobox').textContent).toContain('Outdoors'));
    expect(groupReads()).toBe(loaded);
  });
});
