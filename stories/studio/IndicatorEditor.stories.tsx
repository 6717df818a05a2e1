import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { StructureIndicator } from '@schemas/generated/structure';
import { isRecord } from '@runtime/shared/api/guards';
import { IndicatorEditor } from '@studio/structure/indicators/IndicatorEditor';
import { structureDic } from '@tests/fixtures/structure-dic';
import { dairyDocument } from '@tests/studio/structure/structureDocument';
import { documentWithIndicators } from './structureDocuments';
import { StudioViewFrame } from './StudioViewFrame';
import { documentRoutes, storyFail, storyOk, studioViewsClient } from './studioViewsClient';
import { fill, page } from './treeSteps';

const SAVE = 'PUT /secured/structure/type/1/form/general/indicators';

function isIndicatorTree(value: unknown): value is StructureIndicator[] {
  return Array.isArray(value) && value.every((node) => isRecord(node) && typeof node.key === 'string');
}

interface IndicatorStoryProps {
  /** General's theme of herd welfare (a subtheme, an indicator reading the cows), else no indicators. */
  withTree?: boolean;
  /** The server refuses the save, as when an indicator reads a question of another form. */
  refuseSave?: boolean;
}

/**
 * The indicator editor of type 1's General form (form 11), as the type page shows it in the tree's
 * place; a save replaces the form's tree in the stand-in's document, as the server does.
 */
function IndicatorStory({ withTree = true, refuseSave = false }: IndicatorStoryProps) {
  const client = () => {
    const dic = structureDic();
    const reply: StructureDocumentReply = withTree ? documentWithIndicators() : dairyDocument();
    return studioViewsClient(dic, {
      ...documentRoutes(dic, () => storyOk(reply)),
      [SAVE]: (call) => {
        if (refuseSave) {
          return storyFail(
            400,
            'INDICATOR_QUESTION_NOT_IN_FORM',
            'The indicator “cows_leaf” reads “feed”, which is not a question of this form.',
            ['indicators/0/children/0/children/0/inputs/0: not a question of the form'],
          );
        }
        const sent = isRecord(call.json) ? call.json.indicators : undefined;
        const general = reply.document.forms[0];
        if (!general || !isIndicatorTree(sent)) return storyFail(400, 'VALIDATION_FAILED', 'Bad request');
        general.indicators = sent;
        return storyOk(null);
      },
    });
  };
  return (
    <StudioViewFrame client={client}>
      <IndicatorEditor questionnaireDicId={1} formId={11} />
    </StudioViewFrame>
  );
}

const meta = {
  title: 'Studio/Indicator editor',
  component: IndicatorStory,
  args: { withTree: true, refuseSave: false },
} satisfies Meta<typeof IndicatorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function editor(canvasElement: HTMLElement, name = 'Indicators of “General”') {
  return page(canvasElement).findByRole('region', { name }, { timeout: 5000 });
}

/** General's tree: a theme holding a subtheme holding an indicator that reads the number of cows. */
export const ThemeTree: Story = {
  play: async ({ canvasElement }) => {
    const region = await editor(canvasElement);
    await expect(within(region).getByRole('region', { name: 'Theme “Herd welfare”' })).toBeVisible();
    await expect(within(region).getByRole('region', { name: 'Subtheme “Herd size”' })).toBeVisible();
    await expect(within(region).getByRole('region', { name: 'Indicator “Cows”' })).toBeVisible();
    // Nothing answered in a preview: the computed values are empty.
    await expect(
      within(region).getByRole('region', { name: "Computed on the preview's answers" }),
    ).toBeVisible();
  },
};

/** The same tree in Polish: the form named in Polish, the levels and fields too. */
export const ThemeTreeInPolish: Story = {
  globals: { language: 'pl' },
  play: async ({ canvasElement }) => {
    const region = await editor(canvasElement, 'Wskaźniki formularza „General (pl)”');
    await expect(within(region).getByRole('region', { name: 'Temat „Herd welfare”' })).toBeVisible();
  },
};

/** A form without indicators: a theme added, named in English and saved. */
export const AddThemeAndSave: Story = {
  args: { withTree: false },
  play: async ({ canvasElement }) => {
    const region = await editor(canvasElement);
    await expect(within(region).getByText(/^This form has no indicators yet/)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Add a theme' }));
    const name = within(region).getByRole('group', { name: 'Name (theme_1)' });
    await fill(within(name).getByRole('textbox', { name: /^English/ }), 'Soil');
    await expect(within(region).getByRole('region', { name: 'Theme “Soil”' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Save the indicators' }));
    await expect(await within(region).findByText('The indicators are saved.')).toBeVisible();
  },
};

/** The server refuses the save: its message and the place of each problem, the edits kept. */
export const SaveRefused: Story = {
  args: { refuseSave: true },
  play: async ({ canvasElement }) => {
    const region = await editor(canvasElement);
    await userEvent.click(within(region).getByRole('button', { name: 'Save the indicators' }));
    await expect(await within(region).findByText('The indicators were not saved')).toBeVisible();
    await expect(within(region).getByText(/not a question of the form$/)).toBeVisible();
    await expect(within(region).queryByText('The indicators are saved.')).toBeNull();
  },
};

/** At 375 px: the cards nest, the six name fields and the question's scale wrap. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = await editor(canvasElement);
    await expect(within(region).getByRole('region', { name: 'Indicator “Cows”' })).toBeVisible();
  },
};
