import { screen, within } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

// The fixture's today is 2026-06-15 (formContext.today).

function dateInput(): HTMLInputElement {
  const element = screen.getByRole('combobox', { name: 'Question text 9' });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

describe('date widget (type 9)', () => {
  it('empty, with a dd/mm/yyyy placeholder and the warning about future dates in its description', () => {
    const { values } = renderAnswerForm(questionParts('q9'));
    expect(dateInput()).toMatchObject({ value: '', placeholder: 'dd/mm/yyyy' });
    expect(describedText(dateInput())).toContain('Dates after today cannot be chosen.');
    expectValid(dateInput());
    expect(values).toEqual([]);
  });

  it('a typed date is reported as dd/MM/yyyy text', async () => {
    const { user, last, blurred } = renderAnswerForm(questionParts('q9'));
    await user.type(dateInput(), '31/05/2026');
    await user.tab();
    expect(last('q9')).toBe('31/05/2026');
    expect(dateInput().value).toBe('31/05/2026');
    expect(blurred).toContain('root_q9');
  });

  it('a text that is not a real date shows INVALID_DATE_FORMAT and is kept to be corrected', async () => {
    const { user, last } = renderAnswerForm(questionParts('q9'));
    await user.type(dateInput(), '31/02/2026');
    await user.tab();
    expect(dateInput().value).toBe('31/02/2026');
    expect(last('q9')).toBe('31/02/2026');
    expectInvalid(dateInput(), 'Invalid date format (dd/mm/yyyy)');
  });

  it('an invalid date given by the runtime is shown as it is, with its message', () => {
    renderAnswerForm(questionParts('q9', { values: { q9: '31/02/2026' } }));
    expect(dateInput().value).toBe('31/02/2026');
    expectInvalid(dateInput(), 'Invalid date format (dd/mm/yyyy)');
  });

  it('correcting an invalid date by typing keeps every keystroke', async () => {
    const { user, last } = renderAnswerForm(questionParts('q9', { values: { q9: '31/02/2026' } }));
    await user.type(
      dateInput(),
      '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}',
    );
    expect(dateInput().value).toBe('31');
    await user.type(dateInput(), '/01/2026');
    await user.tab();
    expect(dateInput().value).toBe('31/01/2026');
    expect(last('q9')).toBe('31/01/2026');
    expectValid(dateInput());
  });

  it('the note about future dates is a neutral hint, while a real date error shows as an error', async () => {
    const { user } = renderAnswerForm(questionParts('q9'));
    const colour = (text: string) => getComputedStyle(screen.getByText(text)).color.toLowerCase();
    const note = screen.getByText('Dates after today cannot be chosen.');
    expect(note.closest('[role="alert"], [aria-live]')).toBeNull();
    expect(colour('Dates after today cannot be chosen.')).toBe('var(--colorneutralforeground3)');
    expectValid(dateInput());

    await user.type(dateInput(), '16/06/2026');
    await user.tab();
    expect(colour('A future date cannot be chosen')).toBe('var(--colorpaletteredforeground1)');
    expect(colour('Dates after today cannot be chosen.')).toBe('var(--colorneutralforeground3)');
  });

  it('a typed future date shows FUTURE_DATE', async () => {
    const { user } = renderAnswerForm(questionParts('q9'));
    await user.type(dateInput(), '16/06/2026');
    await user.tab();
    expect(dateInput().value).toBe('16/06/2026');
    expectInvalid(dateInput(), 'A future date cannot be chosen');
  });

  it('the calendar opens on this month, with days after today disabled; picking a day reports it', async () => {
    const { user, last } = renderAnswerForm(questionParts('q9'));
    await user.click(dateInput());
    const calendar = screen.getByRole('dialog', { name: 'Calendar' });
    const day = (label: string) => within(calendar).getByRole('button', { name: label });
    expect(day('16, June, 2026')).toMatchObject({ disabled: true });
    expect(day('15, June, 2026')).toMatchObject({ disabled: false });
    await user.click(day('10, June, 2026'));
    expect(last('q9')).toBe('10/06/2026');
    expect(dateInput().value).toBe('10/06/2026');
  });

  it('emptying the date clears the answer', async () => {
    const { user, last } = renderAnswerForm(questionParts('q9', { values: { q9: '01/02/2026' } }));
    expect(dateInput().value).toBe('01/02/2026');
    await user.clear(dateInput());
    await user.tab();
    expect(last('q9')).toBeUndefined();
  });

  it('read-only: the date in a focusable read-only box, no calendar', async () => {
    const { user } = renderAnswerForm(questionParts('q9', { values: { q9: '01/02/2026' }, readOnly: true }));
    const box = screen.getByRole('textbox', { name: 'Question text 9' });
    expect(box).toMatchObject({ value: '01/02/2026', readOnly: true, disabled: false });
    await user.click(box);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('month and day names follow the interface language', async () => {
    const { user } = renderAnswerForm(questionParts('q9'), { language: 'de' });
    await user.click(screen.getByRole('combobox'));
    expect(within(screen.getByRole('dialog')).getByText(/Juni 2026/)).toBeTruthy();
  });
});
