import { screen, within } from '@testing-library/react';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { OPTIONS_ROUTE, SAVE, questionServer } from './support/questionServer';
import {
  advance,
  card,
  renderGroup,
  settle,
  statusOf,
  textbox,
  useFakeSaveTimers,
} from './support/renderGroup';

describe('question cards', () => {
  it('show "Question {number}", the star and recommended forms, the heading, the text and the tip', async () => {
    const group = everyAnswerTypeGroup();
    questionServer(group);
    const { user } = renderGroup(group);

    const first = card(1);
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(
      'Question 1 recommended (Welfare report, Emissions report)',
    );
    expect(within(first).getByText('Question text 1')).toBeTruthy();
    expect(within(card(2)).getByRole('heading', { level: 3 }).textContent).toBe('Question 2');
    expect(within(card(2)).getByText('Water and energy')).toBeTruthy();
    expect(within(card(2)).queryByRole('button', { name: /^Help/ })).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Help for question 1' }));
    expect(await screen.findByText('Count every animal.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Count every animal.')).toBeNull();
  });

  it('show each question’s save status from its saved answers', async () => {
    const group = everyAnswerTypeGroup();
    group.questionList[0]!.answers = [{ answer: '12', date: '2026-06-10T07:45:00' }];
    group.questionList[1]!.answers = [{ answer: '1.5' }];
    questionServer(group);
    renderGroup(group);
    await settle();
    expect(statusOf(1)).toBe('Saved 2026-06-10 07:45');
    expect(within(card(1)).getByRole('status').getAttribute('data-status')).toBe('saved');
    // An answer without a saving date counts as not saved (specification: "none … or no date").
    expect(statusOf(2)).toBe('No answer saved');
    expect(textbox(1).value).toBe('12');
    expect(textbox(2).value).toBe('1,5');
  });

  it('speak the interface language', async () => {
    const group = everyAnswerTypeGroup();
    questionServer(group);
    renderGroup(group, { language: 'pl' });
    await settle();
    expect(
      screen.getByRole('group', { name: 'Pytanie 1 zalecane (Welfare report, Emissions report)' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Pytanie 2' })).getByRole('status').textContent).toBe(
      'Brak zapisanej odpowiedzi',
    );
  });

  it('offer the answers of another question as options (type 13) and save the chosen ids', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group, {
      answersAsOptions: [
        { id: 901, answer: 'Pen A' },
        { id: 902, answer: 'Pen B' },
      ],
    });
    const { user } = renderGroup(group);
    const pen = await within(card(13)).findByRole('checkbox', { name: 'Pen B' });
    expect(server.to(OPTIONS_ROUTE)).toHaveLength(1);
    await user.click(pen);
    await user.tab();
    await vi.waitFor(() => expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '902' }]]));
  });

  it('a group without a type-13 question asks for no options', () => {
    const group: GroupInstance = { ...everyAnswerTypeGroup() };
    group.questionList = group.questionList.filter((q) => q.answerTypeDicId !== 13);
    const server = questionServer(group);
    renderGroup(group);
    expect(server.to(OPTIONS_ROUTE)).toHaveLength(0);
  });
});

describe('read-only mode', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the answers, blocks input and saves nothing', async () => {
    const group = everyAnswerTypeGroup();
    group.questionList[0]!.answers = [{ answer: '12', date: '2026-06-10T07:45:00' }];
    const server = questionServer(group);
    const { user } = renderGroup(group, { readOnly: true });
    expect(textbox(1)).toMatchObject({ value: '12', readOnly: true });
    expect(textbox(3).readOnly).toBe(true);
    expect(within(card(4)).queryByRole('combobox')).toBeNull();
    await user.type(textbox(1), '3');
    await user.tab();
    await advance(5000);
    expect(textbox(1).value).toBe('12');
    expect(server.to(SAVE)).toHaveLength(0);
  });

  it('becoming read-only sends what was typed, then blocks input', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user, show } = renderGroup(group);
    await user.type(textbox(1), '8');
    show(group, true);
    await advance(0);
    expect(server.saves().map((save) => save.answers)).toEqual([[{ answer: '8' }]]);
    expect(textbox(1).readOnly).toBe(true);
  });
});

describe('the group loaded again by the screen', () => {
  beforeEach(() => useFakeSaveTimers());
  afterEach(() => vi.useRealTimers());

  it('shows newer answers of idle questions and keeps the answer being typed', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user, show } = renderGroup(group);
    await user.type(textbox(1), '4');

    const reloaded = structuredClone(group);
    reloaded.questionList[0]!.answers = [{ answer: '99', date: '2026-06-12T12:00:00' }];
    reloaded.questionList[0]!.version = 5;
    reloaded.questionList[2]!.answers = [{ answer: 'From the tablet', date: '2026-06-12T12:00:00' }];
    reloaded.questionList[2]!.version = 2;
    reloaded.questionList[2]!.questionText = 'Notes on bedding';
    show(reloaded);

    expect(textbox(3).value).toBe('From the tablet');
    expect(within(card(3)).getByText('Notes on bedding')).toBeTruthy();
    expect(statusOf(3)).toBe('Saved 2026-06-12 12:00');
    expect(textbox(1).value).toBe('4');
    await advance(1000);
    expect(server.saves().map((save) => [save.id, save.version, save.answers])).toEqual([
      [1001, 0, [{ answer: '4' }]],
    ]);
  });
});
