import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StructureChangeLog } from '@studio/structure/changes/StructureChangeLog';
import { structureDic } from '@tests/fixtures/structure-dic';
import { changeLogRoutes } from './structureChanges';
import { StudioViewFrame } from './StudioViewFrame';
import { studioViewsClient } from './studioViewsClient';
import { page } from './treeSteps';

interface ChangeLogStoryProps {
  /** The first read of the log fails; the next ones answer. */
  failFirstRead?: boolean;
}

/** Type 1's change log, as the type page's "Change log" tab shows it. */
function ChangeLogStory({ failFirstRead = false }: ChangeLogStoryProps) {
  const client = () => {
    let reads = 0;
    return studioViewsClient(
      structureDic(),
      changeLogRoutes(() => failFirstRead && (reads += 1) === 1),
    );
  };
  return (
    <StudioViewFrame client={client}>
      <StructureChangeLog questionnaireDicId={1} />
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Change log',
  component: ChangeLogStory,
  args: { failFirstRead: false },
} satisfies Meta<typeof ChangeLogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries of a list, not those of the lists of changed values inside them. */
function entriesOf(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function changeList(canvasElement: HTMLElement, name = 'Changes, newest first') {
  return page(canvasElement).findByRole('list', { name }, { timeout: 5000 });
}

/** Two changes, newest first: who made them, when, and the values each changed per language. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = entriesOf(await changeList(canvasElement));
    if (!first || !second) throw new Error('Two entries expected');
    await expect(within(first).getByRole('heading', { name: 'Question edited' })).toBeVisible();
    await expect(
      within(within(first).getByRole('list', { name: 'Changed values' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Active: yes → no', 'Text (Polski): Rasa → Rasa bydła']);
    await expect(within(second).getByRole('heading', { name: 'Question groups reordered' })).toBeVisible();
    await expect(page(canvasElement).getByText('1–2 of 2')).toBeVisible();
  },
};

/** The same log in Polish: actions, levels and fields named in Polish. */
export const EntriesInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const list = await changeList(canvasElement, 'Zmiany, od najnowszej');
    await expect(within(list).getByRole('heading', { name: 'Zmieniono pytanie' })).toBeVisible();
    await expect(within(list).getByText('Tekst (Polski):', { exact: false })).toBeVisible();
  },
};

/** Only the editor's changes: picked from everyone who changed the type, the log read again. */
export const FilterByUser: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await changeList(canvasElement);
    await userEvent.click(screen.getByRole('combobox', { name: 'Changed by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'editor@example.com' }));
    // The administrator's entry goes once the filtered log is read.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Question edited' })).toBeNull());
    const [only, ...more] = entriesOf(await changeList(canvasElement));
    if (!only) throw new Error('One entry expected');
    await expect(more).toHaveLength(0);
    await expect(within(only).getByRole('heading', { name: 'Question groups reordered' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Changed by' })).toHaveTextContent(
      'editor@example.com',
    );
  },
};

/** At 375 px: the filters wrap one under the other above the entries. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await changeList(canvasElement);
    await expect(page(canvasElement).getByRole('group', { name: 'Filter the change log' })).toBeVisible();
  },
};

/** The log could not be read: the message and Try again, which reads it again. */
export const LoadFailedThenRetry: Story = {
  args: { failFirstRead: true },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(
      await screen.findByText('The change log could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(entriesOf(await changeList(canvasElement))).toHaveLength(2);
  },
};
