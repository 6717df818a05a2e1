import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StructureDialogs } from '@studio/structure/dialogs/StructureDialogs';
import { StructureHistoryProvider, UndoRedoButtons } from '@studio/structure/history/StructureHistory';
import { QuestionLevel } from '@studio/structure/tree/QuestionLevel';
import { questionGroupDicItem, structureDic } from '@tests/fixtures/structure-dic';
import { StudioViewFrame } from './StudioViewFrame';
import { storyFail, studioViewsClient, type StoryRoutes } from './studioViewsClient';
import { TREE_NAMES, page, type TreeNames } from './treeSteps';

/** Herd, the first group of Farm data, whose questions the stories switch. */
const HERD = questionGroupDicItem(31, 21, 'Herd');

const SWITCH_QUESTION = 'PUT /secured/question/dic/setIsActive';

/** After the first switch, every switch of a question is refused, as when answers came in meanwhile. */
function refuseAfterFirstSwitch(): StoryRoutes {
  let switches = 0;
  return {
    [SWITCH_QUESTION]: () => {
      switches += 1;
      return switches === 1
        ? undefined
        : storyFail(409, 'STRUCTURE_HAS_ANSWERS', 'Answers exist now: this change cannot be made.');
    },
  };
}

interface UndoRedoStoryProps {
  /** The server refuses to undo (or redo) the first switch. */
  refuseUndo?: boolean;
}

/** The Undo and Redo buttons above Herd's questions, with the session's history they share. */
function UndoRedoStory({ refuseUndo = false }: UndoRedoStoryProps) {
  return (
    <StudioViewFrame
      client={() => studioViewsClient(structureDic(), refuseUndo ? refuseAfterFirstSwitch() : {})}
    >
      <StructureHistoryProvider>
        <StructureDialogs>
          <UndoRedoButtons />
          <QuestionLevel group={HERD} inFirstSubform />
        </StructureDialogs>
      </StructureHistoryProvider>
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Undo and redo',
  component: UndoRedoStory,
  args: { refuseUndo: false },
} satisfies Meta<typeof UndoRedoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' switches, named after their question, in the two languages. */
const NAMES = {
  en: { active: (name: string) => `${name} is active` },
  pl: { active: (name: string) => `${name} jest aktywny` },
} as const;

/** Fluent marks a disabled-but-focusable button with aria-disabled="true" (an enabled one has none). */
async function expectDisabled(button: HTMLElement, disabled: boolean) {
  await waitFor(() => expect(button.getAttribute('aria-disabled') === 'true').toBe(disabled));
}

/** Switches a question of Herd off from its row; answers the switch once the step is recorded. */
async function switchOff(
  canvasElement: HTMLElement,
  name: string,
  tree: TreeNames = TREE_NAMES.en,
  names: (typeof NAMES)[keyof typeof NAMES] = NAMES.en,
) {
  const screen = page(canvasElement);
  const questions = await screen.findByRole('list', { name: tree.questions('Herd') }, { timeout: 5000 });
  const toggle = within(questions).getByRole('switch', { name: names.active(name) });
  await expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  await waitFor(() => expect(toggle).not.toBeChecked());
  return toggle;
}

/** Nothing done yet: both buttons off, each saying there is nothing to take back or do again. */
export const NothingToUndo: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await screen.findByRole('list', { name: 'Questions of Herd' }, { timeout: 5000 });
    await expectDisabled(screen.getByRole('button', { name: 'Undo: nothing to undo' }), true);
    await expectDisabled(screen.getByRole('button', { name: 'Redo: nothing to redo' }), true);
  },
};

/** Breed switched off, then undone (switched on again by the server) and offered for redo. */
export const UndoASwitch: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const toggle = await switchOff(canvasElement, 'Breed');
    const undo = await screen.findByRole('button', { name: 'Undo: switch off question “Breed”' });
    await expectDisabled(undo, false);
    await userEvent.click(undo);
    await waitFor(() => expect(toggle).toBeChecked());
    const redo = await screen.findByRole('button', { name: 'Redo: switch off question “Breed”' });
    await expectDisabled(redo, false);
    await expectDisabled(screen.getByRole('button', { name: 'Undo: nothing to undo' }), true);
  },
};

/** The same in Polish: the buttons name the step ("Cofnij: wyłączenie pytania „Breed”"). */
export const UndoASwitchInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const toggle = await switchOff(canvasElement, 'Breed', TREE_NAMES.pl, NAMES.pl);
    const undo = await screen.findByRole('button', { name: 'Cofnij: wyłączenie pytania „Breed”' });
    await expectDisabled(undo, false);
    await userEvent.click(undo);
    await waitFor(() => expect(toggle).toBeChecked());
    await screen.findByRole('button', { name: 'Ponów: wyłączenie pytania „Breed”' });
  },
};

/** A refused undo at 375 px: the server's message under the buttons, the step kept for another try. */
export const UndoRefusedOnPhone: Story = {
  args: { refuseUndo: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const toggle = await switchOff(canvasElement, 'Number of cows');
    const undoName = 'Undo: switch off question “Number of cows”';
    await userEvent.click(await screen.findByRole('button', { name: undoName }));
    await expect(await screen.findByText('The change could not be undone')).toBeVisible();
    await expect(screen.getByText('Answers exist now: this change cannot be made.')).toBeVisible();
    await expectDisabled(screen.getByRole('button', { name: undoName }), false);
    await expectDisabled(screen.getByRole('button', { name: /^Redo: / }), true);
    await expect(toggle).not.toBeChecked();
  },
};
