import { screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { questionDicItem } from '@tests/fixtures/structure-dic';
import { skipStructureDic } from '@tests/fixtures/structure-dic-skips';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { stubStructureApi } from '../structureServer';

/** "Dairy farm" whose Herd group ends with a photo question (type 17, at most 2 photos). */
function withPhotoQuestion() {
  const dic = skipStructureDic();
  dic.questions[31] = [
    ...(dic.questions[31] ?? []),
    questionDicItem(45, 31, 'Photos of the barn', { answerTypeDicId: 17, max: 2, questionOrderKey: 5 }),
  ];
  return dic;
}

describe('a photo question in the studio', () => {
  beforeAll(async () => {
    await preloadPages();
    await import('@studio/structure/preview/PreviewPane');
  });
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('is named by its type in the tree and shown as a card in the preview, the other cards around it', async () => {
    stubStructureApi(withPhotoQuestion());
    const { user } = renderStudio('/studio/types/1');
    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
    const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
    await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
    const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
    await user.click(within(groups).getByRole('button', { name: 'Show the contents of Herd' }));
    const questions = await screen.findByRole('list', { name: 'Questions of Herd' });
    expect(within(questions).getByText('Q45 · answer type Photos')).toBeTruthy();

    await screen.findByRole('region', { name: 'Preview' }, { timeout: 5000 });
    await user.click(within(groups).getByRole('button', { name: 'Preview Herd' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const photoCard = await within(preview).findByRole('group', { name: 'Question 5' }, { timeout: 5000 });
    // The card's title, and the widget's text too while the photo widget is missing (the registry's notice).
    expect(within(photoCard).getAllByText('Photos of the barn').length).toBeGreaterThan(0);
    expect(within(preview).getByRole('group', { name: 'Question 4' })).toBeTruthy();
  });
});
