import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PreviewPane } from '@studio/structure/preview/PreviewPane';
import { PreviewSelectionContext, type PreviewTarget } from '@studio/structure/preview/previewSelection';
import { skipStructureDic } from '@tests/fixtures/structure-dic-skips';
import { StudioStoryFrame } from './StudioStoryFrame';
import type { StoryServerOptions } from './structureStoryClient';
import { page } from './treeSteps';

/** Herd, in Farm data: the group with the skip rule and the bounded herd size. */
const HERD: PreviewTarget = { groupId: 31, subFormDicId: 21 };

const SKIPPED = 'This question does not apply because of an earlier answer.';

interface PreviewStoryProps extends StoryServerOptions {
  /** The group chosen in the tree; none yet when left out. */
  target?: PreviewTarget;
}

/** The studio's live preview of a question group, given the group the tree would choose. */
function PreviewStory({ target, ...options }: PreviewStoryProps) {
  const selection = useMemo(() => ({ selected: target, select: () => undefined }), [target]);
  return (
    <StudioStoryFrame dic={skipStructureDic} {...options}>
      <PreviewSelectionContext value={selection}>
        <PreviewPane />
      </PreviewSelectionContext>
    </StudioStoryFrame>
  );
}

const meta = {
  title: 'Studio/Preview',
  component: PreviewStory,
  args: { target: HERD, delay: 0, failReads: false },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof PreviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function preview(canvasElement: HTMLElement) {
  return page(canvasElement).getByRole('region', { name: /Preview|Podgląd/ });
}

async function card(canvasElement: HTMLElement, number: number) {
  return within(preview(canvasElement)).findByRole(
    'group',
    { name: `Question ${number}` },
    { timeout: 5000 },
  );
}

/** No group chosen yet: how to choose one. */
export const NothingChosen: Story = {
  args: { target: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      await within(preview(canvasElement)).findByText(/Choose a question group in the tree/),
    ).toBeInTheDocument();
  },
};

/** Herd's four questions as the fill screen's cards. */
export const Herd: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, 4);
  },
};

/** "No" to grazing skips the next two questions; the herd size after them still applies. */
export const SkipRuleFollowed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await card(canvasElement, 1)).getByRole('radio', { name: 'No' }));
    await waitFor(async () => expect(within(await card(canvasElement, 2)).getByText(SKIPPED)).toBeVisible());
    await expect(within(await card(canvasElement, 3)).getByText(SKIPPED)).toBeVisible();
    await expect(within(await card(canvasElement, 4)).queryByText(SKIPPED)).toBeNull();
  },
};

/** The cards switched to Polish with the preview's own language list, the studio staying English. */
export const CardsInPolish: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, 1);
    const language = within(preview(canvasElement)).getByRole('combobox', {
      name: 'Language of the preview',
    });
    await userEvent.selectOptions(language, 'pl');
    await expect(
      await within(preview(canvasElement)).findByText('Do the cows graze? (2)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The studio in Polish: the preview starts in Polish too. */
export const StudioInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(preview(canvasElement)).findByText('Do the cows graze? (2)', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The frame narrowed to a phone's 375 px with the preview's switch. */
export const PhoneWidthSwitch: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, 1);
    await userEvent.click(within(preview(canvasElement)).getByRole('switch', { name: /Phone width/ }));
    await expect(within(preview(canvasElement)).getByRole('switch', { name: /Phone width/ })).toBeChecked();
  },
};

/** On a 375 px phone. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 4);
  },
};

/** The group could not be read: the message and a retry button. */
export const LoadFailed: Story = {
  args: { failReads: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(preview(canvasElement)).findByText(
        /The server is not answering just now/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
