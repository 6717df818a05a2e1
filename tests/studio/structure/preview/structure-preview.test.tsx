import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { skipStructureDic } from '@tests/fixtures/structure-dic-skips';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { stubStructureApi } from '../structureServer';

type User = ReturnType<typeof renderStudio>['user'];

const SKIPPED_NOTE = 'This question does not apply because of an earlier answer.';

function preview(): HTMLElement {
  return screen.getByRole('region', { name: 'Preview' });
}

function card(number: number, name = `Question ${number}`): HTMLElement {
  return within(preview()).getByRole('group', { name });
}

function isSkipped(number: number): boolean {
  return within(card(number)).queryByText(SKIPPED_NOTE) !== null;
}

/** Opens "Dairy farm" down to the groups of Farm data and previews Herd. */
async function previewHerd(user: User) {
  const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
  await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
  const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
  await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
  const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
  // The preview is a chunk of its own, downloaded after the tree.
  await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
  await user.click(within(groups).getByRole('button', { name: 'Preview Herd' }));
  await within(preview()).findByRole('group', { name: 'Question 4' }, { timeout: 5000 });
  return groups;
}

/** Lets the cards' save delay (1 s after the last change) pass, so their saves have gone. */
async function afterSaveDelay(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 1100)));
}

/** The structure's own calls: the tree's and the preview's list reads, and the tree's switches. */
const STRUCTURE_CALLS = [
  /^GET \/api\/secured\/questinnaire\/dic\/list\//,
  /^GET \/api\/secured\/form\/list$/,
  /^GET \/api\/secured\/questinnaire\/subform\/dic\/list$/,
  /^GET \/api\/secured\/questionlist\/group\/dic\/list$/,
  /^GET \/api\/secured\/question\/dic\/list\/group$/,
  /^GET \/api\/secured\/question\/answer\/dic\/list$/,
  /^PUT \/api\/secured\/question\/dic\/setIsActive$/,
];

/** Every request that is not one of the structure's calls: a save, a deletion or a read of answers. */
function otherRequests(api: ReturnType<typeof stubStructureApi>): string[] {
  return api.requests
    .map((request) => `${request.method} ${request.path}`)
    .filter((call) => !STRUCTURE_CALLS.some((pattern) => pattern.test(call)));
}

describe('studio live preview', () => {
  beforeAll(async () => {
    await preloadPages();
    // The preview's own chunk (the fill screen's cards and widgets), as the pages are preloaded.
    await import('@studio/structure/preview/PreviewPane');
  });
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('says how to choose a group until one is chosen, then shows its active questions as cards', async () => {
    stubStructureApi(skipStructureDic());
    const { user } = renderStudio('/studio/types/1');

    expect(
      await within(await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 })).findByText(
        /Choose a question group in the tree with its preview button/,
      ),
    ).toBeTruthy();
    const groups = await previewHerd(user);
    expect(within(groups).getByRole('button', { name: 'Preview Herd' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(card(1)).getByText('Do the cows graze?')).toBeTruthy();
    expect(within(card(4)).getByText('Number of cows')).toBeTruthy();
    expect(within(preview()).queryByRole('group', { name: 'Question 5' })).toBeNull();
  });

  it('hides the questions a skip rule skips as the previewer answers, and shows the bounds', async () => {
    stubStructureApi(skipStructureDic());
    const { user } = renderStudio('/studio/types/1');
    await previewHerd(user);
    expect([1, 2, 3, 4].map(isSkipped)).toEqual([false, false, false, false]);

    await user.click(within(card(1)).getByRole('radio', { name: 'No' }));
    // "No" skips the next two questions, not the herd size after them.
    expect([1, 2, 3, 4].map(isSkipped)).toEqual([false, true, true, false]);
    expect(within(card(2)).getByRole('textbox')).toHaveProperty('readOnly', true);

    await user.click(within(card(1)).getByRole('radio', { name: 'Yes' }));
    expect([1, 2, 3, 4].map(isSkipped)).toEqual([false, false, false, false]);

    await user.type(within(card(4)).getByRole('textbox'), '600');
    expect(await within(card(4)).findByText('The value should be between 1 - 500')).toBeTruthy();
  });

  it('switches the question texts and the cards’ own texts to the chosen language', async () => {
    stubStructureApi(skipStructureDic());
    const { user } = renderStudio('/studio/types/1');
    await previewHerd(user);

    await user.selectOptions(
      within(preview()).getByRole('combobox', { name: 'Language of the preview' }),
      'pl',
    );
    // The fixture's Polish texts carry their locale id; the card titles are the fill screen's own texts.
    const polishCard = await within(preview()).findByRole('group', { name: 'Pytanie 1' });
    expect(within(polishCard).getByText('Do the cows graze? (2)')).toBeTruthy();
    expect(within(polishCard).getByRole('radio', { name: 'No (2)' })).toBeTruthy();
    expect(within(card(4, 'Pytanie 4')).getByText('Number of cows (2)')).toBeTruthy();
    // The studio around the preview keeps its language.
    expect(screen.getByRole('button', { name: 'Preview Herd' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Phone width (375 px)' })).toBeTruthy();
  });

  it('constrains the preview to a phone’s width when asked', async () => {
    stubStructureApi(skipStructureDic());
    const { user } = renderStudio('/studio/types/1');
    await previewHerd(user);
    const frame = card(1).closest<HTMLElement>('[data-preview-frame]');
    if (!frame) throw new Error('The cards are not in the preview frame');
    expect(getComputedStyle(frame).width).not.toBe('375px');

    await user.click(screen.getByRole('switch', { name: 'Phone width (375 px)' }));
    expect(getComputedStyle(frame).width).toBe('375px');
    expect(getComputedStyle(frame).maxWidth).toBe('100%');
    expect(within(frame).getByRole('group', { name: 'Question 1' })).toBeTruthy();
  });

  it('sends nothing to the fill API while answering, keeps the answers while the structure changes, and clears them', async () => {
    const api = stubStructureApi(skipStructureDic());
    const { user } = renderStudio('/studio/types/1');
    const groups = await previewHerd(user);

    await user.type(within(card(4)).getByRole('textbox'), '120');
    await user.click(within(card(1)).getByRole('radio', { name: 'No' }));
    await afterSaveDelay();
    await user.click(within(card(1)).getByRole('radio', { name: 'Yes' }));
    await user.type(within(card(2)).getByRole('textbox'), '200');
    await afterSaveDelay();
    expect(otherRequests(api)).toEqual([]);
    expect(within(card(4)).getByText('No answer saved')).toBeTruthy();

    // A question switched off in the tree leaves the preview; the other answers stay.
    await user.click(within(groups).getByRole('button', { name: 'Show the contents of Herd' }));
    const questions = await screen.findByRole('list', { name: 'Questions of Herd' });
    await user.click(within(questions).getByRole('switch', { name: 'Pasture area is active' }));
    // Cards keep the numbers of the questions' places, as on the fill screen.
    await waitFor(() => expect(within(preview()).queryByRole('group', { name: 'Question 3' })).toBeNull());
    expect(within(card(4)).getByText('Number of cows')).toBeTruthy();
    expect(within(card(4)).getByRole('textbox')).toHaveProperty('value', '120');
    expect(within(card(2)).getByRole('textbox')).toHaveProperty('value', '200');
    expect(within(card(1)).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);

    await user.click(within(preview()).getByRole('button', { name: 'Clear answers' }));
    await waitFor(() => expect(within(card(4)).getByRole('textbox')).toHaveProperty('value', ''));
    expect(within(card(2)).getByRole('textbox')).toHaveProperty('value', '');
    expect(within(card(1)).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    await afterSaveDelay();
    expect(otherRequests(api)).toEqual([]);
  });
});
