import { act, screen, waitFor, within } from '@testing-library/react';
import { renderHelpDialog } from './renderHelpDialog';

async function openInstruction(language: Parameters<typeof renderHelpDialog>[1] = 'en') {
  const rendered = renderHelpDialog('instruction', language);
  await rendered.user.click(screen.getByRole('button', { name: 'Open help' }));
  await screen.findByRole('dialog');
  return rendered;
}

/** The questions are the accordion's header buttons (the close buttons are not headers). */
function questionButtons(): HTMLElement[] {
  return within(screen.getByRole('dialog'))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => within(heading).getByRole('button'));
}

describe('instruction dialog', () => {
  it('shows the 9 general rules as an ordered list and the 11 questions', async () => {
    await openInstruction();
    const dialog = screen.getByRole('dialog', { name: 'Instruction' });
    const rules = within(dialog).getByRole('region', { name: 'General rules' });
    const list = within(rules).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(dialog).getByRole('region', { name: 'Questions and answers' })).toBeTruthy();
    expect(questionButtons()).toHaveLength(11);
  });

  it('says in its questions that the data refer to calendar year 2017', async () => {
    await openInstruction();
    const questions = questionButtons().map((button) => button.textContent ?? '');
    expect(questions[0]).toBe('Do all answers refer to calendar year 2017?');
    expect(questions.filter((question) => question.includes('2017')).length).toBeGreaterThanOrEqual(4);
  });

  it('opens an answer from its question, and several at once', async () => {
    const { user } = await openInstruction();
    const [first, second] = questionButtons();
    expect(screen.queryByText(/^Yes\. Unless a question names another date/)).toBeNull();

    await user.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/^Yes\. Unless a question names another date/)).toBeTruthy();

    await user.click(second!);
    expect(screen.getByText(/^Yes\. Unless a question names another date/)).toBeTruthy();
    expect(screen.getByText(/^Use the financial year that covers most of 2017/)).toBeTruthy();

    await user.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['the close icon', 0],
    ['the Close button', 1],
  ])('closes with %s', async (_how, index) => {
    const { user } = await openInstruction();
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[index]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape', async () => {
    const { user } = await openInstruction();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the other language when the interface language changes', async () => {
    const { i18n } = await openInstruction('en');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    const dialog = screen.getByRole('dialog', { name: 'Anleitung' });
    expect(within(dialog).getByRole('region', { name: 'Allgemeine Regeln' })).toBeTruthy();
    expect(questionButtons()[0]!.textContent).toBe('Beziehen sich alle Antworten auf das Kalenderjahr 2017?');
    expect(within(dialog).getAllByRole('button', { name: 'Schließen' })).toHaveLength(2);
  });
});
