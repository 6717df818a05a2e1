import { screen, within } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid } from './support/described';

function combobox(name = 'Question text 4'): HTMLElement {
  return screen.getByRole('combobox', { name });
}

function offered(): [string, boolean][] {
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => [option.textContent ?? '', option.getAttribute('aria-disabled') === 'true']);
}

describe('dropdown widget (types 4 and 16)', () => {
  it('starts with nothing chosen; offers "No answer" and the options, the inactive one disabled', async () => {
    const { user, values } = renderAnswerForm(questionParts('q4'));
    expect(combobox().textContent).toBe('Choose an answer');
    await user.click(combobox());
    // The option with empty text (44) is not offered.
    expect(offered()).toEqual([
      ['No answer', false],
      ['Slatted floor', false],
      ['No building', false],
      ['Tethered (no longer used)', true],
    ]);
    expect(values).toEqual([]);
  });

  it('choosing reports the option id; choosing it again clears the answer', async () => {
    const { user, last, values } = renderAnswerForm(questionParts('q4'));
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Slatted floor' }));
    expect(last('q4')).toBe(41);
    expect(combobox().textContent).toBe('Slatted floor');
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Slatted floor' }));
    expect(values).toHaveLength(2);
    expect(last('q4')).toBeUndefined();
    expect(combobox().textContent).toBe('Choose an answer');
  });

  it('"No answer" clears the answer', async () => {
    const { user, last } = renderAnswerForm(questionParts('q16', { values: { q16: 162 } }));
    expect(combobox('Question text 16').textContent).toBe('Mains');
    await user.click(combobox('Question text 16'));
    await user.click(screen.getByRole('option', { name: 'No answer' }));
    expect(last('q16')).toBeUndefined();
  });

  it('the disabled inactive option cannot be chosen', async () => {
    const { user, values } = renderAnswerForm(questionParts('q4'));
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Tethered (no longer used)' }));
    expect(values).toEqual([]);
  });

  it('a chosen inactive option stays shown and usable', async () => {
    const { user } = renderAnswerForm(questionParts('q4', { values: { q4: 43 } }));
    expect(combobox().textContent).toBe('Tethered (no longer used)');
    await user.click(combobox());
    expect(offered()).toContainEqual(['Tethered (no longer used)', false]);
  });

  it('works by keyboard: open, move, choose with Enter; choose again to clear', async () => {
    const { user, last } = renderAnswerForm(questionParts('q4'));
    await user.tab();
    expect(document.activeElement).toBe(combobox());
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(last('q4')).toBe(42);
    await user.keyboard('{Enter}{Enter}');
    expect(last('q4')).toBeUndefined();
  });

  it('read-only: the chosen text in a focusable read-only box, no list to open', async () => {
    const { user } = renderAnswerForm(questionParts('q4', { values: { q4: 41 }, readOnly: true }));
    const box = screen.getByRole('textbox', { name: 'Question text 4' });
    expect(box).toMatchObject({ value: 'Slatted floor', readOnly: true, disabled: false });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(box);
  });

  it('skipped type 16 keeps its answer, read-only, and says why', () => {
    renderAnswerForm(questionParts('q16', { values: { q16: 161 }, skipped: true }));
    const box = screen.getByRole('textbox', { name: 'Question text 16' });
    expect(box).toMatchObject({ value: 'Well', readOnly: true });
    expect(describedText(box)).toContain('does not apply because of an earlier answer');
  });

  it('an engine verdict from the runtime marks the combo box invalid', () => {
    renderAnswerForm(questionParts('q4', { values: { q4: 41 } }), {
      errors: { q4: 'This option is not available' },
    });
    expectInvalid(combobox(), 'This option is not available');
  });
});
