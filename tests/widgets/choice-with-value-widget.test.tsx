import { screen } from '@testing-library/react';
import { groupForm, questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

function choice(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Question text 5' });
}

function valueInput(): HTMLInputElement | null {
  const element = screen.queryByRole('textbox', { name: 'Value for “Contract”' });
  return element instanceof HTMLInputElement ? element : null;
}

describe('choice with value widget (type 5)', () => {
  it('starts empty, without a value input', () => {
    const { values } = renderAnswerForm(questionParts('q5'));
    expect(choice().textContent).toBe('Choose an answer');
    expect(valueInput()).toBeNull();
    expect(values).toEqual([]);
  });

  it('choosing an option with input asks for its value: required until typed', async () => {
    const { user, last } = renderAnswerForm(questionParts('q5'));
    await user.click(choice());
    await user.click(screen.getByRole('option', { name: 'Contract' }));
    expect(last('q5')).toEqual({ optionId: 51, value: '' });
    expectInvalid(valueInput()!, 'This field is required');
    await user.type(valueInput()!, '1x2');
    expect(valueInput()!.value).toBe('1x2');
    expect(last('q5')).toEqual({ optionId: 51, value: '1x2' });
    expectInvalid(valueInput()!, 'The value should be a whole number');
    await user.clear(valueInput()!);
    await user.type(valueInput()!, '12');
    expect(last('q5')).toEqual({ optionId: 51, value: '12' });
    expectValid(valueInput()!);
  });

  it('an option without input needs no value; choosing another option starts afresh', async () => {
    const { user, last } = renderAnswerForm(
      questionParts('q5', { values: { q5: { optionId: 51, value: '7' } } }),
    );
    expect(valueInput()!.value).toBe('7');
    await user.click(choice());
    await user.click(screen.getByRole('option', { name: 'Spot market' }));
    expect(last('q5')).toEqual({ optionId: 52, value: '' });
    expect(valueInput()).toBeNull();
    expectValid(choice());
  });

  it('choosing the chosen option again clears the whole answer', async () => {
    const { user, last } = renderAnswerForm(
      questionParts('q5', { values: { q5: { optionId: 51, value: '7' } } }),
    );
    await user.click(choice());
    await user.click(screen.getByRole('option', { name: 'Contract' }));
    expect(last('q5')).toBeUndefined();
    expect(valueInput()).toBeNull();
  });

  it("the engine's bound check arrives through extraErrors and is tied to both controls", () => {
    renderAnswerForm(questionParts('q5', { values: { q5: { optionId: 51, value: '700' } } }), {
      errors: { q5: 'The value should be between 1 - 100' },
    });
    expectInvalid(valueInput()!, 'The value should be between 1 - 100');
    expect(describedText(choice())).toContain('The value should be between 1 - 100');
  });

  it('read-only shows the option and its value, neither editable', () => {
    renderAnswerForm(questionParts('q5', { values: { q5: { optionId: 51, value: '7' } }, readOnly: true }));
    expect(screen.getByRole('textbox', { name: 'Question text 5' })).toMatchObject({
      value: 'Contract',
      readOnly: true,
    });
    expect(valueInput()).toMatchObject({ value: '7', readOnly: true });
  });

  it('skipped by option 42 of question 4: read-only, empty, and says why', () => {
    const form = groupForm({ values: { q4: 42, q5: { optionId: 51, value: '7' } } });
    expect(form.skips.skipped.has(5)).toBe(true);
    renderAnswerForm({
      schema: { type: 'object', properties: { q5: form.schema.properties.q5! } },
      uiSchema: { q5: form.uiSchema.q5! },
      formData: { q5: form.formData.q5 },
    });
    const box = screen.getByRole('textbox', { name: 'Question text 5' });
    expect(box).toMatchObject({ value: '', readOnly: true });
    expect(describedText(box)).toContain('does not apply because of an earlier answer');
  });
});
