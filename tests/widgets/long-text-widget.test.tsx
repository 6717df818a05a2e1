import { fireEvent, screen } from '@testing-library/react';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';
import { describedText, expectInvalid, expectValid } from './support/described';

function area(): HTMLTextAreaElement {
  const element = screen.getByRole('textbox', { name: 'Question text 3' });
  if (!(element instanceof HTMLTextAreaElement)) throw new Error('not a text area');
  return element;
}

describe('long text widget (type 3, limit 225)', () => {
  it('is a four-row text area with a character counter in its description', () => {
    renderAnswerForm(questionParts('q3'));
    expect(area().rows).toBe(4);
    expect(area().value).toBe('');
    expect(describedText(area())).toContain('0 of 225 characters');
    expectValid(area());
  });

  it('reports the text as typed and counts it', async () => {
    const { user, last } = renderAnswerForm(questionParts('q3'));
    await user.type(area(), 'Straw, changed weekly.');
    expect(last('q3')).toBe('Straw, changed weekly.');
    expect(describedText(area())).toContain('22 of 225 characters');
  });

  it('text beyond the limit is kept and flagged with TEXT_TOO_LONG', () => {
    const { last } = renderAnswerForm(questionParts('q3'));
    fireEvent.change(area(), { target: { value: 'x'.repeat(226) } });
    expect(last('q3')).toHaveLength(226);
    expectInvalid(area(), 'The text exceeds the limit of 225 characters');
    expect(describedText(area())).toContain('226 of 225 characters');
  });

  it('read-only: greyed text, focusable, not editable', async () => {
    const { user, values } = renderAnswerForm(
      questionParts('q3', { values: { q3: 'Kept' }, readOnly: true }),
    );
    expect(area()).toMatchObject({ value: 'Kept', readOnly: true, disabled: false });
    await user.type(area(), ' more');
    expect(area().value).toBe('Kept');
    expect(values).toEqual([]);
  });

  it('skipped: read-only and says why', () => {
    renderAnswerForm(questionParts('q3', { skipped: true }));
    expect(area().readOnly).toBe(true);
    expect(describedText(area())).toContain('does not apply because of an earlier answer');
  });
});
