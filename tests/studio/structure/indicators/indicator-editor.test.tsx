import { act, screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import { texts } from '@tests/fixtures/structure';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { fail, ok } from '../../../runtime/support/fakeApi';
import { renderStudio } from '../../renderStudio';
import { documentWithIndicators, stubDocumentApi } from '../structureDocument';

type User = ReturnType<typeof renderStudio>['user'];

const SAVE = 'PUT /api/secured/structure/type/1/form/general/indicators';

async function openEditor(reply?: StructureDocumentReply, override = {}) {
  const api = stubDocumentApi(reply, { [SAVE]: ok(null), ...override });
  const rendered = renderStudio('/studio/types/1?indicators=11');
  await screen.findByRole('heading', { name: 'Indicators of “General”' }, { timeout: 5000 });
  return { api, ...rendered };
}

function nameFields(key: string): HTMLElement {
  return screen.getByRole('group', { name: `Name (${key})` });
}

async function typeName(user: User, key: string, language: string, text: string) {
  const field = within(nameFields(key)).getByRole('textbox', { name: language });
  await user.clear(field);
  await user.type(field, text);
}

function sentTree(api: Awaited<ReturnType<typeof openEditor>>['api']): unknown {
  const [request] = api.to(SAVE);
  return (request?.body as { indicators: unknown } | undefined)?.indicators;
}

describe('studio indicator editor', () => {
  beforeAll(async () => {
    await preloadPages();
    await import('@studio/structure/indicators/IndicatorEditor');
    await import('@studio/structure/preview/PreviewPane');
  });
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('is opened from a form of the structure tree and goes back to it', async () => {
    stubDocumentApi(documentWithIndicators());
    const { user } = renderStudio('/studio/types/1');
    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Indicators of “General”' }));
    expect(
      await screen.findByRole('region', { name: 'Theme “Herd welfare”' }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the structure' }));
    expect(await screen.findByRole('list', { name: 'Forms' })).toBeTruthy();
  });

  it('adds a theme, a subtheme and an indicator, names them in six languages and saves the whole tree', async () => {
    const { api, user } = await openEditor();
    expect(screen.getByText(/This form has no indicators yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a theme' }));
    await typeName(user, 'theme_1', 'English (en)', 'Soil');
    await typeName(user, 'theme_1', 'Polski (pl)', 'Gleba');
    await user.click(screen.getByRole('button', { name: 'Add a subtheme to Theme “Soil”' }));
    await typeName(user, 'subtheme_1', 'English (en)', 'Erosion');
    await user.click(screen.getByRole('button', { name: 'Add an indicator to Subtheme “Erosion”' }));
    await typeName(user, 'indicator_1', 'English (en)', 'Cover');
    const weight = screen.getByRole('spinbutton', { name: 'Weight of Theme “Soil”' });
    await user.type(weight, '2');
    await user.click(screen.getByRole('button', { name: 'Save the indicators' }));

    expect(await screen.findByText('The indicators are saved.')).toBeTruthy();
    expect(sentTree(api)).toEqual([
      {
        key: 'theme_1',
        name: { en: 'Soil', pl: 'Gleba', de: '', fi: '', it: '', nl: '' },
        weight: 2,
        children: [
          {
            key: 'subtheme_1',
            name: { en: 'Erosion', pl: '', de: '', fi: '', it: '', nl: '' },
            children: [{ key: 'indicator_1', name: { en: 'Cover', pl: '', de: '', fi: '', it: '', nl: '' } }],
          },
        ],
      },
    ]);
  });

  it('renames an existing indicator and removes a node', async () => {
    const { api, user } = await openEditor(documentWithIndicators());
    await typeName(user, 'herd_sub', 'Deutsch (de)', 'Herdengröße');
    await user.click(screen.getByRole('button', { name: 'Remove Indicator “Cows”' }));
    expect(screen.queryByRole('region', { name: 'Indicator “Cows”' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the indicators' }));
    await screen.findByText('The indicators are saved.');
    expect(sentTree(api)).toEqual([
      {
        key: 'herd_theme',
        name: texts('Herd welfare'),
        children: [{ key: 'herd_sub', name: { ...texts('Herd size'), de: 'Herdengröße' }, children: [] }],
      },
    ]);
  });

  it("chooses a leaf's question from the form's questions and scales it", async () => {
    const { api, user } = await openEditor(documentWithIndicators());
    const leaf = screen.getByRole('region', { name: 'Indicator “Cows”' });
    await user.click(within(leaf).getByRole('button', { name: 'Add a question to Indicator “Cows”' }));
    const [, added] = within(leaf).getAllByRole('combobox', { name: 'Question' });
    await user.click(added!);
    await user.keyboard('{Control>}a{/Control}{Backspace}fe');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Feed']);
    await user.click(within(listbox).getByRole('option', { name: 'Feed' }));
    await user.type(within(leaf).getByRole('spinbutton', { name: 'Weight of “Feed”' }), '3');
    await user.type(within(leaf).getByRole('spinbutton', { name: 'Minimum of “Feed”' }), '1');
    await user.type(within(leaf).getByRole('spinbutton', { name: 'Maximum of “Feed”' }), '9');
    await user.click(within(leaf).getByRole('checkbox', { name: 'Higher is better (“Feed”)' }));
    await user.click(screen.getByRole('button', { name: 'Save the indicators' }));
    await screen.findByText('The indicators are saved.');
    const tree = sentTree(api) as { children: { children: { inputs: unknown }[] }[] }[];
    expect(tree[0]?.children[0]?.children[0]?.inputs).toEqual([
      { questionKey: 'cows', min: 0, max: 200 },
      { questionKey: 'feed', weight: 3, min: 1, max: 9, higherIsBetter: false },
    ]);
  });

  it("shows the server's refusal with its translated message and details", async () => {
    const refusal = {
      ...fail(
        400,
        'INDICATOR_QUESTION_NOT_IN_FORM',
        'Wskaźnik „x” używa „y”, które nie jest pytaniem tego formularza.',
      ),
    };
    const { user } = await openEditor(documentWithIndicators(), { [SAVE]: refusal });
    await user.click(screen.getByRole('button', { name: 'Save the indicators' }));
    expect(await screen.findByText('The indicators were not saved')).toBeTruthy();
    expect(screen.getByText(/nie jest pytaniem tego formularza/)).toBeTruthy();
    expect(screen.queryByText('The indicators are saved.')).toBeNull();
  });

  it('computes the edited tree on the answers typed into the preview', async () => {
    stubDocumentApi(documentWithIndicators());
    const { user } = renderStudio('/studio/types/1');
    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
    const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
    await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
    const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
    const preview = await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
    await user.click(within(groups).getByRole('button', { name: 'Preview Herd' }));
    const cows = await within(preview).findByRole('group', { name: 'Question 42' }, { timeout: 5000 });
    await user.type(within(cows).getByRole('textbox'), '50');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 1100)));

    await user.click(within(forms).getByRole('button', { name: 'Indicators of “General”' }));
    const computed = await screen.findByRole(
      'region',
      { name: "Computed on the preview's answers" },
      { timeout: 5000 },
    );
    const items = within(computed)
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(items).toEqual(['Herd welfare', 'Herd size', 'Cows']);
    expect(within(computed).getAllByText('25.00')).toHaveLength(3);

    // An edit of the scale is computed at once, before any save.
    const leaf = screen.getByRole('region', { name: 'Indicator “Cows”' });
    const max = within(leaf).getByRole('spinbutton', { name: 'Maximum of “Number of cows”' });
    await user.clear(max);
    await user.type(max, '100');
    expect(within(computed).getAllByText('50.00')).toHaveLength(3);
  });
});
