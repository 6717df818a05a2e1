import { Profiler, memo, type ComponentProps } from 'react';
import { screen, within } from '@testing-library/react';
import type * as QuestionCardModule from '@runtime/fill/questions/QuestionCard';
import { generatedGroup } from '@tests/fixtures/generated-group';
import { questionServer } from './support/questionServer';
import { advance, card, cards, renderGroup, textbox, useFakeSaveTimers } from './support/renderGroup';

/** Commits per question card (its whole subtree: title, form, widget, status), by question number. */
const commits = vi.hoisted(() => new Map<number, number>());

// A test-only wrapper around the real card: a Profiler per card counts every render of that card,
// whether its parent or one of its own signals caused it. The real card is memoised (checked below),
// so the wrapper is too: it renders exactly when the real card would.
vi.mock('@runtime/fill/questions/QuestionCard', async (importOriginal) => {
  const real = await importOriginal<typeof QuestionCardModule>();
  const memoised: unknown = Reflect.get(real.QuestionCard, '$$typeof');
  if (memoised !== Symbol.for('react.memo')) throw new Error('QuestionCard is expected to be memoised');
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

function cardsRendered(): number[] {
  return [...commits.keys()].sort((a, b) => a - b);
}

describe('a group of 300 questions', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  async function openGroup() {
    const group = generatedGroup(300);
    const server = questionServer(group, { answersAsOptions: [{ id: 31, answer: 'Pen 1' }] });
    const view = renderGroup(group);
    // Answers the group's skips hide are deleted when it opens; let that and the options settle.
    await advance(0);
    expect(cards()).toHaveLength(300);
    commits.clear();
    return { ...view, server };
  }

  it('one keystroke renders one card, and its save renders that card alone again', async () => {
    const { user, server } = await openGroup();
    // Question 3 is a long text: no other question depends on it.
    await user.type(textbox(3), 'x');
    expect(cardsRendered()).toEqual([3]);

    commits.clear();
    await advance(2200);
    expect(server.saves().map((save) => save.questionId)).toEqual([3]);
    expect(cardsRendered()).toEqual([3]);
  });

  it('a skipping choice renders the chooser, the questions it skips and those whose options depend on it', async () => {
    const { user } = await openGroup();
    // Question 4's last option skips questions 5 and 6; question 14 (type 16) offers its second option
    // only while question 4 has its first option chosen.
    await user.click(within(card(4)).getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Option 3 of question 4' }));
    expect(cardsRendered()).toEqual([4, 5, 6, 14]);
    // The skipped answer of question 5 is deleted, and the choice saved: the same cards.
    await advance(1000);
    expect(cardsRendered()).toEqual([4, 5, 6, 14]);
  });
});
