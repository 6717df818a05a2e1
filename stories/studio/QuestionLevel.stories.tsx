import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StructureDialogs } from '@studio/structure/dialogs/StructureDialogs';
import { StructureHistoryProvider } from '@studio/structure/history/StructureHistory';
import { QuestionLevel } from '@studio/structure/tree/QuestionLevel';
import { questionGroupDicItem, structureDic } from '@tests/fixtures/structure-dic';
import { StudioStoryFrame } from './StudioStoryFrame';
import type { StoryServerOptions } from './structureStoryClient';
import { TREE_NAMES, fill, moveWithKeyboard, order, page, type TreeNames } from './treeSteps';

/** Herd, the first group of Farm data (the form's first subform: no map questions there). */
const HERD = questionGroupDicItem(31, 21, 'Herd');

/** Herd's questions alone, as the tree shows them below the group, with the dialogs they open. */
function QuestionLevelStory(options: StoryServerOptions) {
  return (
    <StudioStoryFrame dic={structureDic} {...options}>
      <StructureHistoryProvider>
        <StructureDialogs>
          <QuestionLevel group={HERD} inFirstSubform />
        </StructureDialogs>
      </StructureHistoryProvider>
    </StudioStoryFrame>
  );
}

const meta = {
  title: 'Studio/Question level',
  component: QuestionLevelStory,
  args: { delay: 0, refuseSwaps: false, failReads: false },
} satisfies Meta<typeof QuestionLevelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function questionsOfHerd(canvasElement: HTMLElement, names: TreeNames = TREE_NAMES.en) {
  return page(canvasElement).findByRole('list', { name: names.questions('Herd') }, { timeout: 5000 });
}

/** Breed (a single choice with options), Number of cows and the inactive Grazing days. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    await expect(order(await questionsOfHerd(canvasElement))).toEqual([
      'Breed',
      'Number of cows',
      'Grazing days',
    ]);
  },
};

/** The same in Polish, at 375 px: the row actions wrap below the names. */
export const QuestionsInPolishOnPhone: Story = {
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await questionsOfHerd(canvasElement, TREE_NAMES.pl);
  },
};

/** While the list loads (the stand-in answers after a long pause). */
export const Loading: Story = { args: { delay: 60_000 } };

/** The list could not be read: the server's message and a retry button. */
export const LoadFailed: Story = {
  args: { failReads: true },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(/The server is not answering just now/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** Number of cows dragged up with the keyboard (Space, ArrowUp, Space): first in the list. */
export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const questions = await questionsOfHerd(canvasElement);
    await moveWithKeyboard(questions, 'Number of cows', '{ArrowUp}');
    await waitFor(() => expect(order(questions)).toEqual(['Number of cows', 'Breed', 'Grazing days']));
  },
};

/** Escape while dragging: the move is cancelled, the order unchanged. */
export const MoveCancelled: Story = {
  play: async ({ canvasElement }) => {
    const questions = await questionsOfHerd(canvasElement);
    within(questions).getByRole('button', { name: 'Move Breed' }).focus();
    await userEvent.keyboard(' {ArrowDown}{Escape}');
    await expect(
      await page(canvasElement).findByText('Moving was cancelled. Breed was put back in its old place.'),
    ).toBeInTheDocument();
    await expect(order(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);
  },
};

/** Number of cows edited from its row: number and maximum set and saved; the answer type locked. */
export const EditQuestion: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const questions = await questionsOfHerd(canvasElement);
    await userEvent.click(within(questions).getByRole('button', { name: 'Edit Number of cows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    await expect(within(dialog).getByRole('combobox', { name: /^Answer type/ })).toBeDisabled();
    // The fixture's order keys are the ids (42): the dialog asks for its place among the three.
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
    await expect(screen.getByRole('list', { name: 'Questions of Herd' })).toBeVisible();
  },
};

/** Breed's answer options opened below it, in their own reorderable list. */
export const OptionsOfAQuestion: Story = {
  play: async ({ canvasElement }) => {
    const questions = await questionsOfHerd(canvasElement);
    await userEvent.click(within(questions).getByRole('button', { name: 'Show the contents of Breed' }));
    const options = await page(canvasElement).findByRole('list', { name: 'Answer options of Breed' });
    await expect(order(options)).toEqual(['Holstein', 'Jersey', 'Other']);
  },
};
