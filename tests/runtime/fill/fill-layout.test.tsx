import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFillApi } from './fillServer';
import { findGroupBar, openFill } from './openFill';
import { narrowScreen } from '../support/narrowScreen';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

describe('fill screen layout', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows the back-to-top button only after scrolling more than 100 px', async () => {
    stubFillApi();
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = openFill('edit');
    await findGroupBar();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(101);
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull());
  });

  it('keeps the subform drawer beside the questions on wide screens, and lets it be closed', async () => {
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    expect(screen.getByRole('navigation', { name: 'Subforms' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Subforms' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Subforms' })).toBeNull());
  });

  it('turns the drawer into an overlay under 768 px that closes once a subform is chosen', async () => {
    narrowScreen();
    stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    expect(screen.queryByRole('navigation', { name: 'Subforms' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Subforms' }));
    const drawer = await screen.findByRole('dialog', { name: 'Subforms' });
    await user.click(within(drawer).getByRole('button', { name: /^Feeding/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subforms' })).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('toolbar', { name: 'Question groups' })).getByRole('button', {
          name: /^Rations/,
        }),
      ).toBeTruthy(),
    );
  });

  it('gives the phone screen an outline without skipped levels: questionnaire, subform, questions', async () => {
    narrowScreen();
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    await screen.findAllByRole('heading', { level: 3, name: /^Question 1\b/ });

    const headings = within(screen.getByRole('main')).getAllByRole('heading');
    const outline = headings.map((heading) => `h${heading.tagName.slice(1)} ${heading.textContent ?? ''}`);
    expect(outline.slice(0, 3)).toEqual(['h1 Short', 'h2 Housing', 'h3 Question 1']);
    headings.forEach((heading, index) => {
      const level = Number(heading.tagName.slice(1));
      const previous = index === 0 ? 0 : Number(headings[index - 1]?.tagName.slice(1));
      expect(level, outline.join(' > ')).toBeLessThanOrEqual(previous + 1);
    });
  });

  it('opens the glossary and the instruction from the header', async () => {
    stubFillApi();
    const { user } = openFill('show');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Glossary' }));
    const glossary = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(within(glossary).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Glossary' })).toBeNull());

    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Instruction' }));
    expect(await screen.findByRole('dialog', { name: /Instruction/ })).toBeTruthy();
  });
});
