import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StructureDialogs } from '@studio/structure/dialogs/StructureDialogs';
import { StructureProblems } from '@studio/structure/problems/StructureProblems';
import { structureDic } from '@tests/fixtures/structure-dic';
import { dairyDocument } from '@tests/studio/structure/structureDocument';
import { brokenDocument } from './structureDocuments';
import { StudioViewFrame } from './StudioViewFrame';
import { documentRoutes, storyOk, studioViewsClient } from './studioViewsClient';
import { page } from './treeSteps';

interface ProblemsStoryProps {
  /** A bound at a missing question and a short name used twice; else the sound Dairy farm. */
  broken?: boolean;
}

/** Type 1's problems view: the reference check of its structure document, with the parts' dialogs. */
function ProblemsStory({ broken = false }: ProblemsStoryProps) {
  const client = () => {
    const dic = structureDic();
    return studioViewsClient(
      dic,
      documentRoutes(dic, () => storyOk(broken ? brokenDocument() : dairyDocument())),
    );
  };
  return (
    <StudioViewFrame client={client}>
      <StructureDialogs>
        <StructureProblems questionnaireDicId={1} />
      </StructureDialogs>
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Problems',
  component: ProblemsStory,
  args: { broken: true },
} satisfies Meta<typeof ProblemsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function problemList(canvasElement: HTMLElement, name = 'Problems found: 2') {
  return page(canvasElement).findByRole('list', { name }, { timeout: 5000 });
}

/** Nothing found: a success message under the view's heading. */
export const NoProblems: Story = {
  args: { broken: false },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('No problems found.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Two broken references, each with its message and the trail of the part it is in. */
export const BrokenReferences: Story = {
  play: async ({ canvasElement }) => {
    const list = await problemList(canvasElement);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Another question has the same short name \(“breed”\)\.General.*Herd.*Grazing days/,
      ),
      expect.stringMatching(
        /^Points at a question that does not exist \(“herd_size”\)\.General.*Number of cows/,
      ),
    ]);
  },
};

/** The same problems in Polish. */
export const BrokenReferencesInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const list = await problemList(canvasElement, 'Znalezione problemy: 2');
    await expect(within(list).getByText('Wskazuje pytanie, którego nie ma („herd_size”).')).toBeVisible();
  },
};

/** A problem's part opened in its dialog, filled with the question, then cancelled. */
export const OpenProblemPart: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const list = await problemList(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Open “Number of cows”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    // The dialog may still be fading in: its field is there, not yet visible.
    await expect(within(dialog).getByDisplayValue('Number of cows')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

/** At 375 px: long messages wrap, each Open button below its problem. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await problemList(canvasElement);
  },
};
