import { screen, within } from '@testing-library/react';
import { buildGroupForm } from '@engine/convert/group-form';
import { GROUP_ID, everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';
import { fillContext, questionForm, questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText } from './support/described';

function boxes(name: string): HTMLInputElement[] {
  return within(screen.getByRole('group', { name }))
    .getAllByRole('checkbox')
    .filter((box): box is HTMLInputElement => box instanceof HTMLInputElement);
}

function ticked(name: string): string[] {
  return boxes(name)
    .filter((box) => box.checked)
    .map((box) => box.labels?.[0]?.textContent ?? '');
}

/** Question 6 with an inactive option, alone in a group. */
function withInactiveOption(values?: Record<string, number[]>) {
  const group = {
    ...everyAnswerTypeGroup(),
    questionList: [
      question(6, 6, {
        answerList: [option(61, 'Straw'), option(62, 'Sawdust', { isActive: false }), option(63, 'Peat')],
      }),
    ],
  };
  expect(group.id).toBe(GROUP_ID);
  return questionForm(buildGroupForm(group, fillContext, { values }), 'q6');
}

describe('checkboxes widget (type 6)', () => {
  it('a labelled group of boxes, none ticked', () => {
    const { values } = renderAnswerForm(questionParts('q6'));
    expect(boxes('Question text 6').map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Straw',
      'Sawdust',
      'Peat',
    ]);
    expect(ticked('Question text 6')).toEqual([]);
    expect(values).toEqual([]);
  });

  it('each box toggles its membership; the answer keeps the options order; none left is no answer', async () => {
    const { user, last } = renderAnswerForm(questionParts('q6'));
    const [straw, , peat] = boxes('Question text 6');
    await user.click(peat!);
    await user.click(straw!);
    expect(last('q6')).toEqual([61, 63]);
    await user.click(peat!);
    expect(last('q6')).toEqual([61]);
    await user.click(straw!);
    expect(last('q6')).toBeUndefined();
  });

  it('works by keyboard: Tab to a box, Space toggles', async () => {
    const { user, last } = renderAnswerForm(questionParts('q6'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(boxes('Question text 6')[1]);
    await user.keyboard(' ');
    expect(last('q6')).toEqual([62]);
  });

  it('an inactive option is disabled unless ticked', () => {
    renderAnswerForm(withInactiveOption());
    expect(boxes('Question text 6').map((box) => box.disabled)).toEqual([false, true, false]);
  });

  it('a ticked inactive option stays usable', async () => {
    const { user, last } = renderAnswerForm(withInactiveOption({ q6: [62] }));
    const sawdust = boxes('Question text 6')[1]!;
    expect(sawdust).toMatchObject({ disabled: false, checked: true });
    await user.click(sawdust);
    expect(last('q6')).toBeUndefined();
  });

  it('read-only: ticks shown, focusable, aria-readonly, clicks change nothing', async () => {
    const { user, values } = renderAnswerForm(
      questionParts('q6', { values: { q6: [61, 63] }, readOnly: true }),
    );
    expect(ticked('Question text 6')).toEqual(['Straw', 'Peat']);
    const [straw] = boxes('Question text 6');
    expect(straw).toMatchObject({ disabled: false });
    expect(straw!.getAttribute('aria-readonly')).toBe('true');
    await user.click(straw!);
    expect(straw!.checked).toBe(true);
    expect(values).toEqual([]);
  });

  it('skipped: the group says why', () => {
    renderAnswerForm(questionParts('q6', { skipped: true }));
    expect(describedText(screen.getByRole('group', { name: 'Question text 6' }))).toContain(
      'does not apply because of an earlier answer',
    );
  });
});

describe('checkboxes from answers widget (type 13)', () => {
  it("offers another question's answers as boxes", async () => {
    const { user, last } = renderAnswerForm(questionParts('q13'));
    expect(boxes('Question text 13').map((box) => box.labels?.[0]?.textContent)).toEqual(['Pen A', 'Pen B']);
    await user.click(boxes('Question text 13')[1]!);
    expect(last('q13')).toEqual([902]);
  });

  it('without answers to choose from, says where the options come from', () => {
    const group = {
      ...everyAnswerTypeGroup(),
      questionList: [question(13, 13, { optionsFromQuestionId: 3 })],
    };
    renderAnswerForm(questionForm(buildGroupForm(group, { today: fillContext.today }), 'q13'));
    const list = screen.getByRole('group', { name: 'Question text 13' });
    expect(within(list).queryAllByRole('checkbox')).toEqual([]);
    expect(describedText(list)).toContain('the options are the answers given to another question');
  });
});
