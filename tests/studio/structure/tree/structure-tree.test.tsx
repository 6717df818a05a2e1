import { screen, waitFor, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { fail } from '@tests/runtime/support/fakeApi';
import { sessionUser } from '@tests/runtime/support/fixtures';
import { renderStudio } from '../../renderStudio';
import { stubStructureApi } from '../structureServer';

type User = ReturnType<typeof renderStudio>['user'];

/** Opens "Dairy farm" and expands the tree down to the questions of Herd. */
async function openHerd(user: User) {
  const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
  await user.click(within(forms).getByRole('button', { name: 'Show the contents of General' }));
  const subforms = await screen.findByRole('list', { name: 'Subforms of General' });
  await user.click(within(subforms).getByRole('button', { name: 'Show the contents of Farm data' }));
  const groups = await screen.findByRole('list', { name: 'Question groups of Farm data' });
  await user.click(within(groups).getByRole('button', { name: 'Show the contents of Herd' }));
  return screen.findByRole('list', { name: 'Questions of Herd' });
}

function rowNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map(
      (item) =>
        within(item)
          .getAllByRole('switch')[0]
          ?.getAttribute('aria-label')
          ?.replace(/ is active$/, '') ?? '',
    );
}

describe('structure tree', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));

  it('opens a type by its address, with a link to the fill screen admin mode', async () => {
    stubStructureApi();
    renderStudio('/studio/types/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy farm' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: "Open in the fill screen's admin mode" }).getAttribute('href'),
    ).toBe('/edit-questionnaire?questionnaireDicId=1');
    expect(screen.getByRole('link', { name: 'All questionnaire types' }).getAttribute('href')).toBe(
      '/studio',
    );
    await waitFor(() => expect(document.title).toBe('Dairy farm – Questionnaire studio'));
  });

  it('loads each level when it is opened: forms (inactive too), subforms, groups, questions, options', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    expect(rowNames(forms)).toEqual(['General', 'Emissions']);
    expect(within(forms).getByRole('switch', { name: 'Emissions is active' })).toHaveProperty(
      'checked',
      false,
    );
    expect(api.to('GET /api/secured/form/list')[0]?.query.get('questionnaireDicId')).toBe('1');
    expect(api.to('GET /api/secured/questinnaire/subform/dic/list')).toHaveLength(0);

    const questions = await openHerd(user);
    expect(api.to('GET /api/secured/questinnaire/subform/dic/list')[0]?.query.get('formDicId')).toBe('11');
    expect(api.to('GET /api/secured/questionlist/group/dic/list')[0]?.query.get('subFormDicId')).toBe('21');
    expect(rowNames(questions)).toEqual(['Breed', 'Number of cows', 'Grazing days']);
    expect(within(questions).getByText('Q42 · answer type Integer')).toBeTruthy();
    // Only questions with options of their own open a level below.
    expect(
      within(questions).queryByRole('button', { name: 'Show the contents of Number of cows' }),
    ).toBeNull();

    await user.click(within(questions).getByRole('button', { name: 'Show the contents of Breed' }));
    const options = await screen.findByRole('list', { name: 'Answer options of Breed' });
    expect(rowNames(options)).toEqual(['Holstein', 'Jersey', 'Other']);
    expect(api.to('GET /api/secured/question/answer/dic/list')[0]?.query.get('questionDicId')).toBe('41');
  });

  it('says so when a level has nothing yet', async () => {
    stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('button', { name: 'Show the contents of Emissions' }));
    expect(await screen.findByText('This form has no subforms yet.')).toBeTruthy();
  });

  it('switches a form, a subform, a question and an option through their calls', async () => {
    const api = stubStructureApi();
    const { user } = renderStudio('/studio/types/1');

    const forms = await screen.findByRole('list', { name: 'Forms' }, { timeout: 5000 });
    await user.click(within(forms).getByRole('switch', { name: 'Emissions is active' }));
    await waitFor(() => expect(api.to('PUT /api/secured/form/12/setIsActive/true')).toHaveLength(1));
    await waitFor(() =>
      expect(within(forms).getByRole('switch', { name: 'Emissions is active' })).toHaveProperty(
        'checked',
        true,
      ),
    );

    const questions = await openHerd(user);
    const subforms = screen.getByRole('list', { name: 'Subforms of General' });
    await user.click(within(subforms).getByRole('switch', { name: 'Feeding is active' }));
    await waitFor(() =>
      expect(api.to('PUT /api/secured/questinnaire/subform/dic/setIsActive')).toHaveLength(1),
    );
    const subformCall = api.to('PUT /api/secured/questinnaire/subform/dic/setIsActive')[0];
    expect([subformCall?.query.get('subFormDicId'), subformCall?.query.get('isActive')]).toEqual([
      '22',
      'false',
    ]);

    await user.click(within(questions).getByRole('switch', { name: 'Grazing days is active' }));
    await waitFor(() => expect(api.to('PUT /api/secured/question/dic/setIsActive')).toHaveLength(1));
    const questionCall = api.to('PUT /api/secured/question/dic/setIsActive')[0];
    expect(Object.fromEntries(questionCall?.query ?? [])).toEqual({
      questionListDicId: '31',
      questionId: '43',
      isActive: 'true',
    });
    await waitFor(() =>
      expect(within(questions).getByRole('switch', { name: 'Grazing days is active' })).toHaveProperty(
        'checked',
        true,
      ),
    );

    await user.click(within(questions).getByRole('button', { name: 'Show the contents of Breed' }));
    const options = await screen.findByRole('list', { name: 'Answer options of Breed' });
    await user.click(within(options).getByRole('switch', { name: 'Jersey is active' }));
    await waitFor(() => expect(api.to('PUT /api/secured/question/answer/dic/setIsActive')).toHaveLength(1));
    expect(api.to('PUT /api/secured/question/answer/dic/setIsActive')[0]?.query.get('answerDicId')).toBe(
      '52',
    );
  });

  it('shows why a switch was refused and keeps the state the server has', async () => {
    stubStructureApi(undefined, {
      'PUT /api/secured/questionlist/dic/setIsActive': fail(403, 'FORBIDDEN', 'Administrators only.'),
    });
    const { user } = renderStudio('/studio/types/1');

    await openHerd(user);
    const groups = screen.getByRole('list', { name: 'Question groups of Farm data' });
    await user.click(within(groups).getByRole('switch', { name: 'Buildings is active' }));

    expect(await screen.findByText('Administrators only.')).toBeTruthy();
    await waitFor(() =>
      expect(within(groups).getByRole('switch', { name: 'Buildings is active' })).toHaveProperty(
        'checked',
        true,
      ),
    );
  });

  it('says when the address names no questionnaire type', async () => {
    stubStructureApi();
    renderStudio('/studio/types/77');

    expect(await screen.findByText('There is no questionnaire type 77.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
