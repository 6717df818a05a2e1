import { act, cleanup, screen, within } from '@testing-library/react';
import { generatedGroup } from '@tests/fixtures/generated-group';
import { questionServer } from '../fill/questions/support/questionServer';
import { renderGroup } from '../fill/questions/support/renderGroup';

/**
 * The incremental mounting of a group's cards (issue 12), with the browser's IntersectionObserver
 * and requestIdleCallback replaced by doubles the test drives: what is in the page before a card is
 * mounted, the slices, and a card mounted ahead of them when it is scrolled to or navigated to.
 */

type IdleTask = (deadline: IdleDeadline) => void;
const idleTasks = new Map<number, IdleTask>();
let nextHandle = 0;
const observed = new Set<Element>();
let intersect: (targets: Element[]) => void = () => undefined;

class TestIntersectionObserver {
  constructor(callback: (entries: Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>[]) => void) {
    intersect = (targets) => callback(targets.map((target) => ({ target, isIntersecting: true })));
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}

/** Runs the idle tasks (each mounts one slice) until none is left. */
async function runIdleTasks(limit = 500): Promise<number> {
  let runs = 0;
  while (idleTasks.size > 0 && runs < limit) {
    const [handle, task] = [...idleTasks][0] ?? [];
    if (handle !== undefined) idleTasks.delete(handle);
    await act(async () => task?.({ didTimeout: false, timeRemaining: () => 0 }));
    runs += 1;
  }
  return runs;
}

const placeholders = () => document.querySelectorAll('[data-placeholder]');

describe('the cards of a large group', () => {
  const COUNT = 60;

  beforeEach(() => {
    idleTasks.clear();
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (task: IdleTask) => {
      nextHandle += 1;
      idleTasks.set(nextHandle, task);
      return nextHandle;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idleTasks.delete(handle));
    questionServer(generatedGroup(COUNT), { answersAsOptions: [] });
  });
  afterEach(() => {
    // Unmounted while the doubles are still there: the list cancels its idle task on unmount.
    cleanup();
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('mounts a screenful first; the others are labelled groups with their number and text', () => {
    renderGroup(generatedGroup(COUNT));
    const groups = screen.getAllByRole('group').filter((group) => group.hasAttribute('data-question-id'));
    expect(groups).toHaveLength(COUNT);
    expect(placeholders().length).toBeGreaterThan(COUNT / 2);
    // Find-in-page and screen readers meet the question before its card is mounted.
    const last = screen.getByRole('group', { name: `Question ${COUNT}` });
    expect(last.hasAttribute('data-placeholder')).toBe(true);
    expect(within(last).getByText(`Question ${COUNT} (4)`)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Question 2' })).getByRole('textbox')).toBeTruthy();
  });

  it('mounts the rest in idle time, slice by slice, until no placeholder is left', async () => {
    renderGroup(generatedGroup(COUNT));
    const runs = await runIdleTasks();
    expect(runs).toBeGreaterThan(1);
    expect(placeholders()).toHaveLength(0);
    expect(
      within(screen.getByRole('group', { name: `Question ${COUNT}` })).getByRole('combobox'),
    ).toBeTruthy();
  });

  it('mounts a placeholder scrolled near the screen ahead of the slices', async () => {
    renderGroup(generatedGroup(COUNT));
    const target = screen.getByRole('group', { name: 'Question 50' });
    expect(observed.has(target)).toBe(true);
    await act(async () => intersect([target]));
    const card = screen.getByRole('group', { name: 'Question 50' });
    expect(card.hasAttribute('data-placeholder')).toBe(false);
    expect(screen.getByRole('group', { name: 'Question 49' }).hasAttribute('data-placeholder')).toBe(true);
  });

  it('mounts, scrolls to and focuses a question navigated to with #question-{id}', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderGroup(generatedGroup(COUNT));
    // Question 44 (a decimal) has the filled question id 1044.
    await act(async () => {
      window.location.hash = '#question-1044';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const card = screen.getByRole('group', { name: 'Question 44' });
    expect(card.hasAttribute('data-placeholder')).toBe(false);
    expect(card.contains(document.activeElement)).toBe(true);
    expect(scrolled).toHaveBeenCalled();
  });
});
