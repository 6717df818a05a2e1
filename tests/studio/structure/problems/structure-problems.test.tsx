import { screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { brokenDocument, stubDocumentApi } from '../structureDocument';

describe('structure problems view', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('says so when the reference check finds nothing', async () => {
    stubDocumentApi();
    renderStudio('/studio/types/1?view=problems');

    expect(await screen.findByText('No problems found.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Problems' })).toBeTruthy();
  });

  it('lists each broken reference with its message and the part it is in', async () => {
    stubDocumentApi(brokenDocument());
    renderStudio('/studio/types/1?view=problems');

    const list = await screen.findByRole('list', { name: 'Problems found: 2' }, { timeout: 5000 });
    expect(
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
  });

  it('opens the part of a problem in its dialog', async () => {
    const api = stubDocumentApi(brokenDocument());
    const { user } = renderStudio('/studio/types/1?view=problems');

    const list = await screen.findByRole('list', { name: 'Problems found: 2' }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: 'Open “Number of cows”' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    expect(within(dialog).getByDisplayValue('Number of cows')).toBeTruthy();
    expect(api.to('GET /api/secured/question/dic/42')).toHaveLength(1);
  });

  it('speaks the interface language', async () => {
    stubDocumentApi(brokenDocument());
    renderStudio('/studio/types/1?view=problems', 'de');

    const list = await screen.findByRole('list', { name: 'Gefundene Probleme: 2' }, { timeout: 5000 });
    expect(within(list).getByText('Verweist auf eine Frage, die es nicht gibt („herd_size“).')).toBeTruthy();
  });
});
