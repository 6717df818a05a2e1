import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  SESSION_USER_KEY,
  clearSessionUser,
  writeSessionUser,
  type SessionUser,
} from '@runtime/shared/session/sessionUser';
import { TypeTreePage } from '@studio/structure/tree/TypeTreePage';
import { structureDic } from '@tests/fixtures/structure-dic';
import { skipStructureDic } from '@tests/fixtures/structure-dic-skips';
import { StudioStoryFrame } from './StudioStoryFrame';
import type { StoryServerOptions } from './structureStoryClient';
import { TREE_NAMES, fill, moveWithKeyboard, openQuestionsOfHerd, order, page } from './treeSteps';

/** An administrator: the studio shows its pages to no one else. */
const ADMINISTRATOR: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  roleDicId: 1,
  localeDicId: 1,
  isSuperUser: false,
  acceptedRodo: true,
  token: 'story-token',
};

interface TypePageStoryProps extends StoryServerOptions {
  /** Herd's questions with a skip rule and bounds (structure-dic-skips), else the plain Dairy farm. */
  withSkips?: boolean;
}

/** The studio's page of questionnaire type 1, "Dairy farm", over the stand-in server. */
function TypePageStory({ withSkips = false, delay, refuseSwaps }: TypePageStoryProps) {
  return (
    <StudioStoryFrame
      dic={withSkips ? skipStructureDic : structureDic}
      delay={delay}
      refuseSwaps={refuseSwaps}
    >
      <TypeTreePage />
    </StudioStoryFrame>
  );
}

const meta = {
  title: 'Studio/Type page',
  component: TypePageStory,
  args: { withSkips: false, delay: 0, refuseSwaps: false },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // The page is for administrators: one is logged in while the story shows, as before it after.
  beforeEach: () => {
    const before = sessionStorage.getItem(SESSION_USER_KEY);
    writeSessionUser(ADMINISTRATOR);
    return () => {
      if (before === null) clearSessionUser();
      else sessionStorage.setItem(SESSION_USER_KEY, before);
    };
  },
} satisfies Meta<typeof TypePageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The forms of Dairy farm, the tree beside an empty preview, at 1280 px. */
export const Forms: Story = {
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('list', { name: 'Forms' }, { timeout: 5000 });
  },
};

/** The same page in Polish. */
export const FormsInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('list', { name: 'Formularze' }, { timeout: 5000 });
  },
};

/** On a 375 px phone: the tabs and the row actions wrap, the preview goes below the tree. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openQuestionsOfHerd(canvasElement);
  },
};

/** Opened down to Herd's three questions (the last one inactive) and Breed's options. */
export const OpenedToQuestions: Story = {
  play: async ({ canvasElement }) => {
    const { questions } = await openQuestionsOfHerd(canvasElement);
    await expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);
    await userEvent.click(within(questions).getByRole('button', { name: 'Show the contents of Breed' }));
    const options = await page(canvasElement).findByRole('list', { name: 'Answer options of Breed' });
    await expect(order(options)).toEqual(['Holstein', 'Jersey', 'Other']);
  },
};

/** Breed dragged one place down with the keyboard (Space, ArrowDown, Space): saved as one swap. */
export const MoveQuestionWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { questions } = await openQuestionsOfHerd(canvasElement);
    await expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);
    await moveWithKeyboard(questions, 'Breed', '{ArrowDown}');
    await waitFor(() => expect(order(questions)).toEqual(['Number of cows', 'Breed', 'Grazing days']));
    await expect(
      await page(canvasElement).findByText('Breed was dropped at position 2 of 3.'),
    ).toBeInTheDocument();
  },
};

/** Grazing days moved two places up, in Polish: two swaps, the order kept by the stand-in server. */
export const MoveQuestionTwoPlacesInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const names = TREE_NAMES.pl;
    const { questions } = await openQuestionsOfHerd(canvasElement, names);
    await moveWithKeyboard(questions, 'Grazing days', '{ArrowUp}{ArrowUp}', names);
    await waitFor(() => expect(order(questions, names)).toEqual(['Grazing days', 'Breed', 'Number of cows']));
  },
};

/** A subform moved up with the keyboard: subforms reorder through their own swap. */
export const MoveSubformWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { subforms } = await openQuestionsOfHerd(canvasElement);
    await moveWithKeyboard(subforms, 'Feeding', '{ArrowUp}');
    await waitFor(() => expect(order(subforms)).toEqual(['Feeding', 'Farm data']));
  },
};

/** The server refuses the swap: its message shown, the order put back. */
export const MoveRefused: Story = {
  args: { refuseSwaps: true },
  play: async ({ canvasElement }) => {
    const { questions } = await openQuestionsOfHerd(canvasElement);
    await moveWithKeyboard(questions, 'Breed', '{ArrowDown}');
    const screen = page(canvasElement);
    await expect(await screen.findByText('Someone else moved it first.')).toBeInTheDocument();
    await expect(
      screen.getByText('The new order could not be saved; the list shows the order kept.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']));
  },
};

/** A question added to Herd from the tree: the dialog filled and saved, the new question last in the list. */
export const AddQuestionFromTree: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const { groups, questions } = await openQuestionsOfHerd(canvasElement);
    await userEvent.click(within(groups).getByRole('button', { name: 'Add a question to Herd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Answer type/ }), 'Integer');
    const text = within(dialog).getByRole('group', { name: 'Question text' });
    await fill(within(text).getByRole('textbox', { name: /^English/ }), 'How many calves?');
    await fill(within(dialog).getByRole('textbox', { name: /^Short name/ }), 'calves');
    await fill(within(dialog).getByRole('textbox', { name: /^Maximum/ }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Question added successfully' });
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days', 'How many calves?']),
    );
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

/** Number of cows edited from its row in the tree: number and maximum saved, the page usable after. */
export const EditQuestionFromTree: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const { questions } = await openQuestionsOfHerd(canvasElement);
    await userEvent.click(within(questions).getByRole('button', { name: 'Edit Number of cows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    const number = within(dialog).getByRole('textbox', { name: /^Question number/ });
    await userEvent.clear(number);
    await fill(number, '2');
    await fill(within(dialog).getByRole('textbox', { name: /^Maximum/ }), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Question edited successfully' });
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is reachable again: nothing left hidden from screen readers by the closed dialogs.
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
    await expect(questions).toBeVisible();
  },
};

/** Herd previewed beside the tree: its skip rule at work ("No" skips the next two questions). */
export const PreviewWithSkipRule: Story = {
  args: { withSkips: true },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const { groups } = await openQuestionsOfHerd(canvasElement);
    await userEvent.click(within(groups).getByRole('button', { name: 'Preview Herd' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const first = await within(preview).findByRole('group', { name: 'Question 1' }, { timeout: 5000 });
    await userEvent.click(within(first).getByRole('radio', { name: 'No' }));
    const skipped = 'This question does not apply because of an earlier answer.';
    await waitFor(() =>
      expect(
        within(within(preview).getByRole('group', { name: 'Question 2' })).getByText(skipped),
      ).toBeVisible(),
    );
    await expect(
      within(within(preview).getByRole('group', { name: 'Question 4' })).queryByText(skipped),
    ).toBeNull();
  },
};

/** The preview in Polish on a phone: below the tree, with its own language list. */
export const PreviewInPolishOnPhone: Story = {
  args: { withSkips: true },
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const names = TREE_NAMES.pl;
    const screen = page(canvasElement);
    const { groups } = await openQuestionsOfHerd(canvasElement, names);
    await userEvent.click(within(groups).getByRole('button', { name: 'Podgląd: Herd' }));
    const preview = screen.getByRole('region', { name: 'Podgląd' });
    await within(preview).findByRole('group', { name: /1/ }, { timeout: 5000 });
  },
};
