import { expect, userEvent, within } from 'storybook/test';

/** The tree's accessible names the plays look for, in the two languages the stories show. */
export const TREE_NAMES = {
  en: {
    forms: 'Forms',
    expand: (name: string) => `Show the contents of ${name}`,
    subforms: (name: string) => `Subforms of ${name}`,
    groups: (name: string) => `Question groups of ${name}`,
    questions: (name: string) => `Questions of ${name}`,
    move: 'Move ',
  },
  pl: {
    forms: 'Formularze',
    expand: (name: string) => `Pokaż zawartość: ${name}`,
    subforms: (name: string) => `Podformularze: ${name}`,
    groups: (name: string) => `Grupy pytań: ${name}`,
    questions: (name: string) => `Pytania: ${name}`,
    move: 'Przenieś: ',
  },
} as const;

export type TreeNames = (typeof TREE_NAMES)[keyof typeof TREE_NAMES];

/** The page the story renders into; dialogs open in a portal outside the canvas. */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Opens General, Farm data and Herd: the lists of subforms, groups and Herd's questions. */
export async function openQuestionsOfHerd(canvasElement: HTMLElement, names: TreeNames = TREE_NAMES.en) {
  const screen = page(canvasElement);
  const forms = await screen.findByRole('list', { name: names.forms }, { timeout: 5000 });
  await userEvent.click(within(forms).getByRole('button', { name: names.expand('General') }));
  const subforms = await screen.findByRole('list', { name: names.subforms('General') });
  await userEvent.click(within(subforms).getByRole('button', { name: names.expand('Farm data') }));
  const groups = await screen.findByRole('list', { name: names.groups('Farm data') });
  await userEvent.click(within(groups).getByRole('button', { name: names.expand('Herd') }));
  const questions = await screen.findByRole('list', { name: names.questions('Herd') });
  return { subforms, groups, questions };
}

/** The names of a list's own items, in order (their drag handles are named "Move <name>"). */
export function order(list: HTMLElement, names: TreeNames = TREE_NAMES.en): string[] {
  return within(list)
    .getAllByRole('button', { name: (accessibleName) => accessibleName.startsWith(names.move) })
    .filter((handle) => handle.closest('ul') === list)
    .map((handle) => handle.getAttribute('aria-label')?.slice(names.move.length) ?? '');
}

/**
 * Picks an item up by its handle, moves it with the arrow keys and drops it, as a keyboard user does
 * (dnd-kit's keyboard sensor: Space, arrows, Space).
 */
export async function moveWithKeyboard(
  list: HTMLElement,
  name: string,
  keys: string,
  names: TreeNames = TREE_NAMES.en,
) {
  const handle = within(list).getByRole('button', { name: `${names.move}${name}` });
  handle.focus();
  await expect(handle).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard(keys);
  await userEvent.keyboard(' ');
}

/** Types into a field in one go, as a paste: one render instead of one per character. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
