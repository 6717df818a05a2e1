import { screen, waitFor, within } from '@testing-library/react';
import { structureDic } from '@tests/fixtures/structure-dic';
import { findQuestionCard, openAdminMode, stubAdminApi } from './adminServer';

const QUESTION_ACTIVE = 'PUT /api/secured/question/dic/setIsActive';
const QUESTIONS = 'GET /api/secured/question/dic/list/group';

/**
 * The shared dictionary with its Herd questions numbered 1 to 3 in their group, as the server numbers
 * them, the first a dropdown (answer type 4) with its three options.
 */
function dictionary() {
  const dic = structureDic();
  dic.questions[31] = (dic.questions[31] ?? []).map((question, index) => ({
    ...question,
    questionOrderKey: index + 1,
    ...(question.id === 41 ? { answerTypeDicId: 4 as const } : {}),
  }));
  return dic;
}

/** The answer controls of a card that could take an answer (neither read-only nor disabled). */
function unlockedControls(card: HTMLElement): Element[] {
  const controls = [
    ...card.querySelectorAll('input, textarea, select, [role="combobox"], [role="radio"], [role="checkbox"]'),
  ];
  expect(controls.length).toBeGreaterThan(0);
  return controls.filter(
    (control) =>
      !control.closest('[data-admin-actions]') &&
      !control.hasAttribute('readonly') &&
      !control.hasAttribute('disabled') &&
      control.getAttribute('aria-disabled') !== 'true' &&
      control.getAttribute('aria-readonly') !== 'true',
  );
}

function groupBar(): HTMLElement {
  return screen.getByRole('toolbar', { name: 'Question groups' });
}

describe('fill screen in admin mode', () => {
  it('shows the structure of the questionnaire type in the fill frame, every answer control disabled', async () => {
    stubAdminApi(dictionary());
    openAdminMode(1);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy farm' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Forms' });
    expect(within(tabs).getByRole('tab', { name: 'General' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Emissions (inactive)' })).toBeTruthy();
    const subforms = screen.getByRole('navigation', { name: 'Subforms' });
    expect(within(subforms).getByRole('button', { name: 'Farm data' })).toBeTruthy();
    expect(within(subforms).getByRole('button', { name: 'Feeding' })).toBeTruthy();
    expect(screen.getByText('Admin mode: answers cannot be entered.')).toBeTruthy();

    const breed = await findQuestionCard(1);
    expect(within(breed).getByText('Breed')).toBeTruthy();
    const cows = await findQuestionCard(2);
    expect(within(cows).getByText('Number of cows')).toBeTruthy();
    for (const card of [breed, cows]) expect(unlockedControls(card)).toEqual([]);

    // Inactive questions are shown too, with their switch off, so they can be switched on again.
    const grazing = await findQuestionCard(3);
    expect(within(grazing).getByRole('switch', { name: 'Question 3 active' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(cows).getByRole('switch', { name: 'Question 2 active' })).toHaveProperty('checked', true);
    expect(within(groupBar()).getByRole('button', { name: 'Herd' })).toBeTruthy();
  });

  it('switches a question off through the structure call and shows the list the server now holds', async () => {
    const api = stubAdminApi(dictionary());
    const { user } = openAdminMode(1);
    const cows = await findQuestionCard(2);
    const reads = api.to(QUESTIONS).length;

    await user.click(within(cows).getByRole('switch', { name: 'Question 2 active' }));

    await waitFor(() => expect(api.to(QUESTION_ACTIVE)).toHaveLength(1));
    const [call] = api.to(QUESTION_ACTIVE);
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      questionListDicId: '31',
      questionId: '42',
      isActive: 'false',
    });
    await waitFor(() => expect(api.to(QUESTIONS).length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(within(cows).getByRole('switch', { name: 'Question 2 active' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('offers the add-group button only beside groups of qlNumber 1 or 2 (or none), add-question beside any group', async () => {
    const dic = dictionary();
    dic.groups[21] = [
      ...(dic.groups[21] ?? []),
      {
        ...(dic.groups[21]?.[0] ?? structureDic().groups[21]![0]!),
        id: 33,
        name: 'Pens',
        qlNumber: 1,
        orderKey: 33,
      },
      {
        ...(dic.groups[21]?.[0] ?? structureDic().groups[21]![0]!),
        id: 34,
        name: 'Silos',
        qlNumber: 0,
        orderKey: 34,
      },
    ];
    stubAdminApi(dic);
    const { user } = openAdminMode(1);
    await findQuestionCard(1);
    const addGroup = () => within(groupBar()).queryByRole('button', { name: 'Add a question group' });
    const addQuestion = () =>
      within(groupBar()).queryByRole('button', { name: 'Add a question to this group' });

    // Herd: qlNumber -1.
    expect(addGroup()).toBeNull();
    expect(addQuestion()).toBeTruthy();
    for (const [name, offered] of [
      ['Buildings', true],
      ['Pens', true],
      ['Silos', false],
    ] as const) {
      await user.click(within(groupBar()).getByRole('button', { name }));
      await waitFor(() => expect(addGroup() !== null).toBe(offered));
      expect(addQuestion()).toBeTruthy();
    }

    // A subform without groups: nothing is selected, so a first group can be added, but no question.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Subforms' })).getByRole('button', { name: 'Feeding' }),
    );
    expect(await screen.findByText('This subform has no question groups yet.')).toBeTruthy();
    expect(addGroup()).toBeTruthy();
    expect(addQuestion()).toBeNull();
  });

  it('switches the selected form and a subform through their structure calls', async () => {
    const api = stubAdminApi(dictionary());
    const { user } = openAdminMode(1);
    await findQuestionCard(1);

    await user.click(screen.getByRole('switch', { name: 'This form is active' }));
    await waitFor(() => expect(api.to('PUT /api/secured/form/11/setIsActive/false')).toHaveLength(1));
    expect(await screen.findByRole('tab', { name: 'General (inactive)' })).toBeTruthy();

    const subforms = screen.getByRole('navigation', { name: 'Subforms' });
    await user.click(within(subforms).getByRole('switch', { name: 'Feeding active' }));
    await waitFor(() =>
      expect(
        api.to('PUT /api/secured/questinnaire/subform/dic/setIsActive').map((call) => call.query.toString()),
      ).toEqual(['subFormDicId=22&isActive=false']),
    );
    expect(await within(subforms).findByRole('button', { name: 'Feeding (inactive)' })).toBeTruthy();
  });

  it('sends other roles to their own home page', async () => {
    const api = stubAdminApi();
    const { router } = openAdminMode(1, { user: 'farmer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main-navigation/questionnaires'));
    expect(api.to('GET /api/secured/form/list')).toEqual([]);
  });
});

describe('fill screen admin mode dialogs', () => {
  it('opens the question dialog from a card’s edit button, and reads the questions again after a save', async () => {
    const dic = dictionary();
    const api = stubAdminApi(dic, {
      'PUT /api/secured/question/dic': (request) => {
        const body = request.body as { id: number };
        const saved = dic.questions[31]?.find((question) => question.id === body.id);
        if (saved) saved.name = 'Number of dairy cows';
        return { status: 200, body: { success: true, data: saved } };
      },
    });
    const { user } = openAdminMode(1);
    const cows = await findQuestionCard(2);

    await user.click(within(cows).getByRole('button', { name: 'Edit Question 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByDisplayValue('Number of cows')).toBeTruthy();
    const reads = api.to(QUESTIONS).length;

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: /edited successfully/ });
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    expect(api.to('PUT /api/secured/question/dic')).toHaveLength(1);
    await waitFor(() => expect(api.to(QUESTIONS).length).toBeGreaterThan(reads));
    await waitFor(() => expect(within(cows).getByText('Number of dairy cows')).toBeTruthy());
  });

  it('opens the question dialog empty from the round add-question button', async () => {
    stubAdminApi(dictionary());
    const { user } = openAdminMode(1);
    await findQuestionCard(1);
    await user.click(within(groupBar()).getByRole('button', { name: 'Add a question to this group' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByDisplayValue('Number of cows')).toBeNull();
  });
});
