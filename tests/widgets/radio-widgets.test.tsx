import { screen, within } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

// user-event walks a radio group with CSS.escape, which jsdom lacks; radio names here are plain ids.
beforeAll(() => {
  const view = document.defaultView!;
  if (typeof view.CSS?.escape !== 'function') {
    Object.defineProperty(view, 'CSS', {
      configurable: true,
      value: { ...view.CSS, escape: (text: string) => text },
    });
  }
});

function radio(group: string, name: string): HTMLInputElement {
  const element = within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not a radio');
  return element;
}

function checked(group: string): string[] {
  return within(screen.getByRole('radiogroup', { name: group }))
    .queryAllByRole('radio', { checked: true })
    .map((element) => element.getAttribute('value') ?? '');
}

describe('yes/no widget (type 8)', () => {
  it('two labelled radios, none chosen', () => {
    const { values } = renderAnswerForm(questionParts('q8'));
    expect(radio('Question text 8', 'Yes').checked).toBe(false);
    expect(radio('Question text 8', 'No').checked).toBe(false);
    expectValid(screen.getByRole('radiogroup', { name: 'Question text 8' }));
    expect(values).toEqual([]);
  });

  it('choosing reports the option id; clicking the chosen radio again clears the answer', async () => {
    const { user, last } = renderAnswerForm(questionParts('q8'));
    await user.click(radio('Question text 8', 'No'));
    expect(last('q8')).toBe(82);
    expect(checked('Question text 8')).toEqual(['82']);
    await user.click(radio('Question text 8', 'No'));
    expect(last('q8')).toBeUndefined();
    expect(checked('Question text 8')).toEqual([]);
  });

  it('works by keyboard: arrows move the choice, Space on the chosen radio clears it', async () => {
    const { user, last } = renderAnswerForm(questionParts('q8', { values: { q8: 81 } }));
    await user.tab();
    expect(document.activeElement).toBe(radio('Question text 8', 'Yes'));
    await user.keyboard('{ArrowRight}');
    expect(last('q8')).toBe(82);
    await user.keyboard(' ');
    expect(last('q8')).toBeUndefined();
  });

  it('read-only: the choice is shown, focusable, and clicks change nothing', async () => {
    const { user, values } = renderAnswerForm(questionParts('q8', { values: { q8: 81 }, readOnly: true }));
    const group = screen.getByRole('radiogroup', { name: 'Question text 8' });
    expect(group.getAttribute('aria-readonly')).toBe('true');
    expect(radio('Question text 8', 'Yes')).toMatchObject({ checked: true, disabled: false });
    await user.click(radio('Question text 8', 'No'));
    await user.click(radio('Question text 8', 'Yes'));
    expect(checked('Question text 8')).toEqual(['81']);
    expect(values).toEqual([]);
  });

  it('skipped: says why', () => {
    renderAnswerForm(questionParts('q8', { skipped: true }));
    expect(describedText(screen.getByRole('radiogroup', { name: 'Question text 8' }))).toContain(
      'does not apply because of an earlier answer',
    );
  });
});

describe('rating widget (type 10, mandatory)', () => {
  it('five radios 1 to 5; untouched, the empty rating asks for nothing yet', () => {
    renderAnswerForm(questionParts('q10'));
    const group = screen.getByRole('radiogroup', { name: 'Question text 10' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((element) => element.getAttribute('value')),
    ).toEqual(['101', '102', '103', '104', '105']);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((element) => (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null)),
    ).toEqual(['1', '2', '3', '4', '5']);
    expectValid(group);
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('leaving the rating empty after visiting it shows FIELD_REQUIRED', async () => {
    const { user } = renderAnswerForm(questionParts('q10'));
    await user.tab();
    expect(document.activeElement).toBe(radio('Question text 10', '1'));
    expectValid(screen.getByRole('radiogroup', { name: 'Question text 10' }));
    await user.tab();
    expectInvalid(screen.getByRole('radiogroup', { name: 'Question text 10' }), 'This field is required');
  });

  it('after the form was submitted, an empty rating shows FIELD_REQUIRED at once', () => {
    renderAnswerForm(questionParts('q10'), { formContext: { showRequired: true } });
    expectInvalid(screen.getByRole('radiogroup', { name: 'Question text 10' }), 'This field is required');
  });

  it('a rating clears the message; clearing the rating brings it back', async () => {
    const { user, last } = renderAnswerForm(questionParts('q10'));
    await user.click(radio('Question text 10', '4'));
    expect(last('q10')).toBe(104);
    expectValid(screen.getByRole('radiogroup', { name: 'Question text 10' }));
    await user.click(radio('Question text 10', '4'));
    expect(last('q10')).toBeUndefined();
    expectInvalid(screen.getByRole('radiogroup', { name: 'Question text 10' }), 'This field is required');
  });

  it('read-only or skipped ratings are not asked for, even after submission', () => {
    renderAnswerForm(questionParts('q10', { skipped: true }), { formContext: { showRequired: true } });
    expectValid(screen.getByRole('radiogroup', { name: 'Question text 10' }));
  });
});
