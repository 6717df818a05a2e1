import { screen, within } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

function box(name: string): HTMLInputElement {
  const element = within(screen.getByRole('group', { name: 'Question text 7' })).getByRole('checkbox', {
    name,
  });
  if (!(element instanceof HTMLInputElement)) throw new Error('not a checkbox');
  return element;
}

function valueOf(name: string): HTMLInputElement {
  const element = screen.getByRole('textbox', { name: `Value for “${name}”` });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

describe('checkboxes with value widget (type 7)', () => {
  it('a box per option, a value input beside each option with input', () => {
    const { values } = renderAnswerForm(questionParts('q7'));
    expect([box('Gas'), box('Oil'), box('None')].map((element) => element.checked)).toEqual([
      false,
      false,
      false,
    ]);
    expect(valueOf('Gas').value).toBe('');
    expect(valueOf('Oil').value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Value for “None”' })).toBeNull();
    expect(values).toEqual([]);
  });

  it('ticking adds the option with an empty value, which is then required', async () => {
    const { user, last } = renderAnswerForm(questionParts('q7'));
    await user.click(box('Gas'));
    expect(last('q7')).toEqual([{ optionId: 71, value: '' }]);
    expectInvalid(valueOf('Gas'), 'This field is required');
    await user.type(valueOf('Gas'), '12');
    expect(last('q7')).toEqual([{ optionId: 71, value: '12' }]);
    expectValid(valueOf('Gas'));
  });

  it('typing a value ticks its box; clearing the value removes that answer', async () => {
    const { user, last } = renderAnswerForm(
      questionParts('q7', { values: { q7: [{ optionId: 73, value: '' }] } }),
    );
    await user.type(valueOf('Oil'), '3');
    expect(box('Oil').checked).toBe(true);
    expect(last('q7')).toEqual([
      { optionId: 72, value: '3' },
      { optionId: 73, value: '' },
    ]);
    await user.clear(valueOf('Oil'));
    expect(box('Oil').checked).toBe(false);
    expect(last('q7')).toEqual([{ optionId: 73, value: '' }]);
    // Focus stays in the value input: the input does not disappear with the answer.
    expect(document.activeElement).toBe(valueOf('Oil'));
  });

  it('a value that is no whole number is kept as typed and refused; unticking removes the option and its value', async () => {
    const { user, last } = renderAnswerForm(questionParts('q7'));
    await user.click(box('Oil'));
    await user.type(valueOf('Oil'), '4,5');
    expect(valueOf('Oil').value).toBe('4,5');
    expect(last('q7')).toEqual([{ optionId: 72, value: '4,5' }]);
    expectInvalid(valueOf('Oil'), 'The value should be a whole number');
    await user.click(box('Oil'));
    expect(last('q7')).toBeUndefined();
  });

  it('an option without input toggles like a plain checkbox', async () => {
    const { user, last } = renderAnswerForm(questionParts('q7'));
    await user.click(box('None'));
    expect(last('q7')).toEqual([{ optionId: 73, value: '' }]);
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it("the engine's bound check (here from question 1's answer) arrives through extraErrors", () => {
    renderAnswerForm(questionParts('q7', { values: { q7: [{ optionId: 71, value: '900' }] } }), {
      errors: { q7: 'The value should be less than 120' },
    });
    expect(describedText(screen.getByRole('group', { name: 'Question text 7' }))).toContain(
      'The value should be less than 120',
    );
  });

  it('read-only: ticks and values shown, nothing editable', async () => {
    const { user, values } = renderAnswerForm(
      questionParts('q7', { values: { q7: [{ optionId: 72, value: '3' }] }, readOnly: true }),
    );
    expect(box('Oil').checked).toBe(true);
    expect(valueOf('Oil')).toMatchObject({ value: '3', readOnly: true });
    await user.click(box('Oil'));
    await user.type(valueOf('Gas'), '5');
    expect(values).toEqual([]);
    expect(box('Oil').checked).toBe(true);
  });
});
