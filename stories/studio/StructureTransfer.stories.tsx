import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TransferButtons } from '@studio/structure/transfer/TransferButtons';
import { structureDic } from '@tests/fixtures/structure-dic';
import { dairyDocument } from '@tests/studio/structure/structureDocument';
import { StudioViewFrame } from './StudioViewFrame';
import { documentRoutes, storyFail, storyOk, studioViewsClient } from './studioViewsClient';
import { page } from './treeSteps';

const IMPORT = 'POST /secured/structure/type/import';
const EXPORT = 'GET /secured/structure/type/1/export';

interface TransferStoryProps {
  /** How the server answers an import: the document refused at two places, or taken over type 1. */
  importing?: 'refused' | 'replaces';
  /** Type 1 already has questionnaires: its structure may not be replaced. */
  hasAnswers?: boolean;
}

/**
 * Type 1's Export and Import buttons, as the type page shows them beside Undo and Redo; the import
 * dialog reads the chosen file and sends it to the stand-in server.
 */
function TransferStory({ importing = 'refused', hasAnswers = false }: TransferStoryProps) {
  const client = () => {
    const dic = structureDic();
    return studioViewsClient(dic, {
      ...documentRoutes(dic, () => storyOk({ ...dairyDocument(), hasAnswers })),
      [IMPORT]: () =>
        importing === 'replaces'
          ? storyOk({ typeId: 1, key: 'dairy', replaced: true })
          : storyFail(400, 'VALIDATION_FAILED', 'The structure document is not valid.', [
              '/forms/0/subforms/0/code: must NOT have fewer than 1 characters',
              ': unknown formatVersion',
            ]),
      [EXPORT]: () => storyFail(503, 'SERVICE_UNAVAILABLE', 'The server is not answering just now.'),
    });
  };
  return (
    <StudioViewFrame client={client}>
      <TransferButtons questionnaireDicId={1} />
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Import and export',
  component: TransferStory,
  args: { importing: 'refused', hasAnswers: false },
} satisfies Meta<typeof TransferStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = {
  en: {
    import: 'Import',
    dialog: 'Import a questionnaire structure',
    file: /^Structure document/,
    asNew: 'Import as a new questionnaire type',
    replace: "Replace this type's structure",
  },
  pl: {
    import: 'Importuj',
    dialog: 'Import struktury kwestionariusza',
    file: /^Dokument struktury/,
    asNew: 'Importuj jako nowy typ kwestionariusza',
    replace: 'Zastąp strukturę tego typu',
  },
} as const;

type Names = (typeof NAMES)[keyof typeof NAMES];

/** Opens the import dialog and chooses a file with `content` in it; answers the dialog. */
async function chooseFile(canvasElement: HTMLElement, content: string, names: Names = NAMES.en) {
  const screen = page(canvasElement);
  await userEvent.click(await screen.findByRole('button', { name: names.import }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: names.dialog }, { timeout: 5000 });
  const file = new File([content], 'dairy.json', { type: 'application/json' });
  await userEvent.upload(within(dialog).getByLabelText(names.file), file);
  return dialog;
}

/** Sends the chosen file with `button` once the dialog has read it. */
async function send(dialog: HTMLElement, button: string) {
  const action = within(dialog).getByRole('button', { name: button });
  await waitFor(() => expect(action).toBeEnabled());
  await userEvent.click(action);
}

/** A document the server refuses: its message and each problem at its JSON path. */
export const RefusedDocument: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, '{"key":"dairy"}');
    await send(dialog, NAMES.en.asNew);
    const reasons = await within(dialog).findByRole('list', { name: 'Problems by place in the document' });
    await expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '/forms/0/subforms/0/code: must NOT have fewer than 1 characters',
      '(whole document): unknown formatVersion',
    ]);
    await expect(within(dialog).getByText('The structure document is not valid.')).toBeVisible();
  },
};

/** The same refusal in Polish, on a 375 px phone: the long paths wrap inside the dialog. */
export const RefusedDocumentInPolishOnPhone: Story = {
  globals: { language: 'pl', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, '{"key":"dairy"}', NAMES.pl);
    await send(dialog, NAMES.pl.asNew);
    const reasons = await within(dialog).findByRole('list', {
      name: 'Problemy według miejsca w dokumencie',
    });
    await expect(within(reasons).getByText('(cały dokument)')).toBeVisible();
  },
};

/** A file that is not JSON: said under the file field, nothing can be sent. */
export const NotJson: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, '{"key": dairy');
    await expect(await within(dialog).findByText(/^This file is not valid JSON: /)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: NAMES.en.asNew })).toBeDisabled();
  },
};

/** The type has questionnaires: Replace is off, and says why. */
export const ReplaceBlocked: Story = {
  args: { hasAnswers: true },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement, '{"key":"dairy"}');
    const replace = within(dialog).getByRole('button', { name: NAMES.en.replace });
    await waitFor(() => expect(replace).toBeDisabled());
    await expect(replace).toHaveAccessibleDescription(
      'This type already has questionnaires, so its structure cannot be replaced. Import the file as a new type instead.',
    );
  },
};

/** The type's structure replaced from the file: the dialog closes, a notice under the buttons at 375 px. */
export const ReplacedOnPhone: Story = {
  args: { importing: 'replaces' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await chooseFile(canvasElement, '{"key":"dairy"}');
    await send(dialog, NAMES.en.replace);
    await expect(await screen.findByText('The structure was replaced from dairy.json.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
  },
};

/** The notice dismissed: the buttons alone again. */
export const NoticeDismissed: Story = {
  args: { importing: 'replaces' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const dialog = await chooseFile(canvasElement, '{"key":"dairy"}');
    await send(dialog, NAMES.en.replace);
    const notice = await screen.findByText('The structure was replaced from dairy.json.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  },
};

/** The export refused: the server's message in a bar under the buttons. */
export const ExportFailed: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 5000 }));
    await expect(await screen.findByText('The structure could not be exported')).toBeVisible();
    await expect(screen.getByText('The server is not answering just now.')).toBeVisible();
  },
};
