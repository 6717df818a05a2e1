import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TranslationCoverage } from '@studio/structure/coverage/TranslationCoverage';
import { StructureDialogs } from '@studio/structure/dialogs/StructureDialogs';
import { structureDic } from '@tests/fixtures/structure-dic';
import { dairyDocument } from '@tests/studio/structure/structureDocument';
import { StudioViewFrame } from './StudioViewFrame';
import { documentRoutes, storyFail, storyOk, studioViewsClient } from './studioViewsClient';
import { page } from './treeSteps';

interface CoverageStoryProps {
  /** The first read of the structure document fails; the next ones answer. */
  failFirstRead?: boolean;
}

/**
 * Type 1's translation coverage over "Dairy farm"'s structure document (Polish lacks two texts,
 * German one, Finnish one), with the dialogs its Open buttons open.
 */
function CoverageStory({ failFirstRead = false }: CoverageStoryProps) {
  const client = () => {
    const dic = structureDic();
    let reads = 0;
    const reply = () =>
      failFirstRead && (reads += 1) === 1
        ? storyFail(503, 'SERVICE_UNAVAILABLE', 'The server is not answering just now.')
        : storyOk(dairyDocument());
    return studioViewsClient(dic, documentRoutes(dic, reply));
  };
  return (
    <StudioViewFrame client={client}>
      <StructureDialogs>
        <TranslationCoverage questionnaireDicId={1} />
      </StructureDialogs>
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Translation coverage',
  component: CoverageStory,
  args: { failFirstRead: false },
} satisfies Meta<typeof CoverageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function missingList(canvasElement: HTMLElement, name: RegExp) {
  return page(canvasElement).findByRole('list', { name }, { timeout: 5000 });
}

/** A bar per language with its share and counts; Polish's two missing texts listed below. */
export const Shares: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const polish = await screen.findByRole('progressbar', { name: 'Polski' }, { timeout: 5000 });
    await expect(polish).toHaveAttribute('aria-valuetext', '87% translated, 14 of 16 texts');
    await expect(screen.getByRole('progressbar', { name: 'English' })).toHaveAttribute(
      'aria-valuetext',
      '100% translated, 16 of 16 texts',
    );
    const missing = await missingList(canvasElement, /^Missing in Polski/);
    await expect(within(missing).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The same in Polish: the parts named in Polish ("Herd (pl)"), the fields and levels too. */
export const SharesInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const missing = await missingList(canvasElement, /^Brakuje: Polski/);
    const [, cows] = within(missing).getAllByRole('listitem');
    await expect(cows?.textContent).toMatch(/^General \(pl\).*Herd \(pl\).*Number of cows/);
  },
};

/** Another language chosen: Finnish lacks Breed's tip, Italian lacks nothing. */
export const ChooseLanguage: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await missingList(canvasElement, /^Missing in Polski/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Missing texts in' }), 'fi');
    const finnish = await missingList(canvasElement, /^Missing in Suomi/);
    await expect(within(finnish).getByText('Question – tip')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Missing texts in' }), 'it');
    await expect(await screen.findByText('Every text is translated into Italiano.')).toBeVisible();
  },
};

/** A missing text opened in its dialog, filled with the question, then cancelled. */
export const OpenMissingText: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await missingList(canvasElement, /^Missing in Polski/);
    await userEvent.click(screen.getByRole('button', { name: 'Open “Number of cows” (text)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    // The dialog may still be fading in: its field is there, not yet visible.
    await expect(within(dialog).getByDisplayValue('Number of cows')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

/** At 375 px: the bars one under the other, each missing text's Open button below its place. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await missingList(canvasElement, /^Missing in Polski/);
  },
};

/** The document could not be read: the server's message and Try again, which reads it again. */
export const LoadFailedThenRetry: Story = {
  args: { failFirstRead: true },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(
      await screen.findByText(
        /^The structure could not be loaded: The server is not answering/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await missingList(canvasElement, /^Missing in Polski/);
  },
};
