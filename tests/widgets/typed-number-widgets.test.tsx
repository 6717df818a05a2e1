import { translations } from '@runtime/translations/translations';
import { screen } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

function input(name: string): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

describe('integer widget (type 1, bounds 0-500)', () => {
  it('starts empty, labelled by the question text, without a message', () => {
    const { values } = renderAnswerForm(questionParts('q1'));
    expect(input('Question text 1').value).toBe('');
    expect(input('Question text 1').inputMode).toBe('numeric');
    expectValid(input('Question text 1'));
    expect(values).toEqual([]);
  });

  it('reports what is typed as text, and nothing once emptied', async () => {
    const { user, last } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), '120');
    expect(last('q1')).toBe('120');
    await user.clear(input('Question text 1'));
    expect(last('q1')).toBeUndefined();
  });

  it('keeps other characters as typed and refuses them (nothing typed vanishes)', async () => {
    const { user, last } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), '1a2,-3.');
    expect(input('Question text 1').value).toBe('1a2,-3.');
    expect(last('q1')).toBe('1a2,-3.');
    expectInvalid(input('Question text 1'), 'The value should be a whole number');
  });

  it('a value out of bounds shows the range message, tied to the input', async () => {
    const { user } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), '600');
    expectInvalid(input('Question text 1'), 'The value should be between 0 - 500');
    await user.clear(input('Question text 1'));
    await user.type(input('Question text 1'), '500');
    expectValid(input('Question text 1'));
  });

  it('a saved value that is not a whole number shows VALUE_SHOULD_BE_INTEGER', () => {
    renderAnswerForm(questionParts('q1', { values: { q1: '4,5' } }));
    expectInvalid(input('Question text 1'), 'The value should be a whole number');
  });

  it('read-only: the answer is shown, focusable, not editable', async () => {
    const { user, values } = renderAnswerForm(questionParts('q1', { values: { q1: '42' }, readOnly: true }));
    const control = input('Question text 1');
    expect(control.value).toBe('42');
    expect(control.readOnly).toBe(true);
    expect(control.disabled).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(control);
    await user.type(control, '9');
    expect(control.value).toBe('42');
    expect(values).toEqual([]);
  });

  it('skipped: read-only, and the description says why', () => {
    renderAnswerForm(questionParts('q1', { skipped: true }));
    expect(input('Question text 1').readOnly).toBe(true);
    expect(describedText(input('Question text 1'))).toContain('does not apply because of an earlier answer');
  });

  it("shows the runtime's engine verdict given through extraErrors", () => {
    renderAnswerForm(questionParts('q1', { values: { q1: '7' } }), {
      errors: { q1: 'The value should be less than 5' },
    });
    expectInvalid(input('Question text 1'), 'The value should be less than 5');
  });

  it('reports blur, for the autosave to flush', async () => {
    const { user, blurred } = renderAnswerForm(questionParts('q1'));
    await user.type(input('Question text 1'), '5');
    await user.tab();
    expect(blurred).toEqual(['root_q1']);
  });
});

describe('decimal widget (type 2, max 100)', () => {
  it('accepts a comma decimal as typed', async () => {
    const { user, last } = renderAnswerForm(questionParts('q2'));
    await user.type(input('Question text 2'), '12,75');
    expect(last('q2')).toBe('12,75');
    expectValid(input('Question text 2'));
  });

  it('a point is accepted too; an ambiguous separator is refused, keeping the text so it can be corrected', async () => {
    const { user, last } = renderAnswerForm(questionParts('q2'));
    await user.type(input('Question text 2'), '12.5');
    expect(last('q2')).toBe('12.5');
    expectValid(input('Question text 2'));
    await user.clear(input('Question text 2'));
    await user.type(input('Question text 2'), '1.250');
    expect(last('q2')).toBe('1.250');
    expectInvalid(
      input('Question text 2'),
      'It is unclear whether this is a whole number or a decimal: type 1250 or 1.2500',
    );
  });

  it('other text gives VALUE_SHOULD_BE_NUMBER; above the maximum VALUE_LESS_THAN', async () => {
    const { user } = renderAnswerForm(questionParts('q2'));
    await user.type(input('Question text 2'), 'abc');
    expectInvalid(input('Question text 2'), 'The value should be a number');
    await user.clear(input('Question text 2'));
    await user.type(input('Question text 2'), '100,5');
    expectInvalid(input('Question text 2'), 'The value should be less than 100');
  });

  it('read-only shows the saved decimal with its comma', () => {
    renderAnswerForm(questionParts('q2', { values: { q2: '3,5' }, readOnly: true }));
    expect(input('Question text 2')).toMatchObject({ value: '3,5', readOnly: true });
  });

  it('messages follow the interface language', async () => {
    const { user } = renderAnswerForm(questionParts('q2'), { language: 'pl' });
    await user.type(screen.getByRole('textbox'), '1 000');
    expectInvalid(screen.getByRole('textbox'), 'Wpisz liczbę bez separatorów tysięcy: 1000');
    expect(translations.pl.validation.NO_THOUSANDS_SEPARATOR).toContain('{{plain}}');
  });
});
