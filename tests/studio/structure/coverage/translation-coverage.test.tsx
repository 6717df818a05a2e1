import { screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { dairyDocument, stubDocumentApi } from '../structureDocument';

async function missingList(name: RegExp) {
  return screen.findByRole('list', { name }, { timeout: 5000 });
}

describe('translation coverage view', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('shows per language the share translated, with the percentage and the counts', async () => {
    stubDocumentApi();
    renderStudio('/studio/types/1?view=translations');

    // 16 texts: the type, a form, 2 subforms, 3 groups, 5 questions and a tip, 3 answers.
    const polish = await screen.findByRole('progressbar', { name: 'Polski' }, { timeout: 5000 });
    expect(polish.getAttribute('aria-valuetext')).toBe('87% translated, 14 of 16 texts');
    expect(screen.getByText('87% · 14 of 16 texts')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Deutsch' }).getAttribute('aria-valuetext')).toBe(
      '93% translated, 15 of 16 texts',
    );
    expect(screen.getByRole('progressbar', { name: 'English' }).getAttribute('aria-valuetext')).toBe(
      '100% translated, 16 of 16 texts',
    );
  });

  it('lists the missing texts of the chosen language with the part and the field', async () => {
    stubDocumentApi();
    const { user } = renderStudio('/studio/types/1?view=translations');

    // The first language with gaps is shown until another is chosen.
    const polish = await missingList(/^Missing in Polski/);
    expect(
      within(polish)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^General.*Farm data.*Herd.*Breed.*Jersey.*Answer – text/),
      expect.stringMatching(/^General.*Farm data.*Herd.*Number of cows.*Question – text/),
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Missing texts in' }), 'fi');
    const finnish = await missingList(/^Missing in Suomi/);
    expect(
      within(finnish)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/Breed.*Question – tip/)]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Missing texts in' }), 'it');
    expect(await screen.findByText('Every text is translated into Italiano.')).toBeTruthy();
  });

  it('names the parts in the interface language, in English where that translation is missing', async () => {
    stubDocumentApi();
    renderStudio('/studio/types/1?view=translations', 'pl');

    const polish = await missingList(/^Brakuje: Polski/);
    const [, cows] = within(polish).getAllByRole('listitem');
    expect(cows?.textContent).toMatch(/^General \(pl\).*Herd \(pl\).*Number of cows/);
  });

  it('opens the missing text in its dialog, filled with the part', async () => {
    const api = stubDocumentApi();
    const { user } = renderStudio('/studio/types/1?view=translations');

    await missingList(/^Missing in Polski/);
    await user.click(screen.getByRole('button', { name: 'Open “Jersey” (text)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the answer' });
    expect(within(dialog).getByDisplayValue('Jersey')).toBeTruthy();
    expect(api.to('GET /api/secured/question/dic/41')).toHaveLength(1);
    expect(api.to('GET /api/secured/question/answer/dic/list')[0]?.query.get('questionDicId')).toBe('41');
  });

  it('opens a question in the question dialog', async () => {
    stubDocumentApi();
    const { user } = renderStudio('/studio/types/1?view=translations');

    await missingList(/^Missing in Polski/);
    await user.click(screen.getByRole('button', { name: 'Open “Number of cows” (text)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });
    expect(within(dialog).getByDisplayValue('Number of cows')).toBeTruthy();
  });

  it('follows a saved change: the document is read again with the structure lists', async () => {
    const api = stubDocumentApi();
    const { user } = renderStudio('/studio/types/1?view=translations');

    await missingList(/^Missing in Polski/);
    await user.click(screen.getByRole('button', { name: 'Open “Number of cows” (text)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the question' });

    const fixed = dairyDocument();
    fixed.document.forms[0]!.subforms[0]!.groups[0]!.questions[1]!.text.pl = 'Liczba krów';
    api.setReply(fixed);
    const questionText = within(dialog).getByRole('group', { name: 'Question text' });
    await user.type(within(questionText).getByRole('textbox', { name: 'Polski (pl)' }), ' krów');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));

    const polish = await screen.findByRole('progressbar', { name: 'Polski' });
    await vi.waitFor(() =>
      expect(polish.getAttribute('aria-valuetext')).toBe('93% translated, 15 of 16 texts'),
    );
  });
});
