import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../support/fakeApi';
import { fillState, stubFillApi } from './fillServer';
import { findGroupBar, openFill } from './openFill';

const CHECK = 'GET /api/secured/questinnaire/checkRecommendedAnswers/41';
const GENERATE = 'POST /api/secured/indicator/41';

function filledList(): HTMLElement {
  return screen.getByRole('region', { name: 'Filled in' });
}

function checkbox(container: HTMLElement, name: string): HTMLInputElement {
  const box = within(container).getByRole('checkbox', { name });
  if (!(box instanceof HTMLInputElement)) throw new Error(`${name} is not a checkbox input`);
  return box;
}

describe('fill screen side panel', () => {
  it('lists the form’s subforms, groups and question numbers, ticked where complete', async () => {
    stubFillApi();
    openFill('edit');
    await findGroupBar();
    const list = filledList();
    expect(checkbox(list, 'Feeding').checked).toBe(true);
    expect(checkbox(list, 'Housing').checked).toBe(false);
    expect(checkbox(list, 'Pen 1').checked).toBe(true);
    expect(checkbox(list, 'Barn').checked).toBe(false);
    const barn = checkbox(list, 'Barn').closest('li');
    if (!barn) throw new Error('no list item');
    expect(checkbox(barn, 'Question 1').checked).toBe(true);
    expect(checkbox(barn, 'Question 2').checked).toBe(false);
  });

  it('has no report generation for the first form', async () => {
    stubFillApi();
    openFill('show');
    await findGroupBar();
    expect(screen.queryByRole('button', { name: 'Generate report' })).toBeNull();
  });

  it('checks the recommended answers, generates the report and then offers to show it', async () => {
    const api = stubFillApi();
    const { user, router } = openFill('edit');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    const show = await screen.findByRole('button', { name: 'Show report' });
    expect(api.to(CHECK)[0]?.query.get('formDicId')).toBe('2');
    expect(api.to(GENERATE)[0]?.query.get('formDicId')).toBe('2');
    await user.click(show);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/theme'));
    expect(router.state.location.search).toBe('?formDicId=2');
  });

  it('shows the server’s failure message in red', async () => {
    stubFillApi(undefined, { [GENERATE]: fail(409, 'REPORT_FAILED', 'The indicators need the herd size.') });
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    const message = await screen.findByText('The indicators need the herd size.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Show report' })).toBeNull();
  });

  it('lists what is filled and what is missing when recommended answers are missing, and does not generate', async () => {
    const tree = (formName: string, subformName: string, questionListName: string, name: string | null) => ({
      id: 102,
      formDicId: 2,
      formName,
      filledSubForms: [
        {
          id: 202,
          subFormDicId: 2020,
          subformName,
          questionListList: [{ id: 311, questionListDicId: 1, questionListName, name }],
        },
      ],
    });
    const api = stubFillApi(undefined, {
      [CHECK]: ok({
        filledFormList: [tree('Welfare', 'Feeding', 'Rations', null)],
        missingFormList: [tree('Welfare', 'Housing', 'Building', 'North barn')],
      }),
    });
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect(await screen.findByText('Not every answer this report needs is filled in yet.')).toBeTruthy();
    expect(checkbox(screen.getByRole('list', { name: 'Filled in' }), 'Rations').checked).toBe(true);
    expect(checkbox(screen.getByRole('list', { name: 'Still to fill in' }), 'North barn').checked).toBe(
      false,
    );
    expect(api.to(CHECK)[0]?.query.get('localeDicId')).toBe('1');
    expect(api.to(GENERATE)).toHaveLength(0);
  });

  it('offers report generation where the server says the form has a report', async () => {
    const state = fillState();
    state.forms = state.forms.map((item) => ({ ...item, hasReport: item.formDicId === 3 }));
    stubFillApi(state);
    const { user } = openFill('edit');
    await findGroupBar();
    expect(screen.queryByRole('button', { name: 'Generate report' })).toBeNull();
    await user.click(
      within(screen.getByRole('tablist', { name: 'Forms' })).getByRole('tab', { name: 'Emissions' }),
    );
    expect(await screen.findByRole('button', { name: 'Generate report' })).toBeTruthy();
  });

  it('submits the form after confirmation and stays on it, read-only, with its report actions', async () => {
    const api = stubFillApi();
    const { user } = openFill('edit');
    await findGroupBar();
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the form' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to('PUT /api/secured/questinnaire/form/102/submit')).toHaveLength(1));
    // The confirmation dialog fades out and hides the page from the accessibility tree until it has gone.
    const tabs = await screen.findByRole('tablist', { name: 'Forms' });
    await waitFor(() =>
      expect(
        within(tabs).getByRole('tab', { name: 'Welfare (submitted)' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(
      await screen.findByText('This form has been submitted: its answers can no longer be changed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit form' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate report' })).toBeTruthy();

    // Once left, a submitted form's tab is closed to farmers and experts.
    await user.click(within(tabs).getByRole('tab', { name: 'Emissions' }));
    const welfare = within(tabs).getByRole('tab', { name: 'Welfare (submitted)' });
    await waitFor(() =>
      expect(welfare.hasAttribute('disabled') || welfare.getAttribute('aria-disabled') === 'true').toBe(true),
    );
  });

  it('offers no submission in read-only mode or for a submitted form', async () => {
    stubFillApi();
    openFill('show');
    await findGroupBar();
    expect(screen.queryByRole('button', { name: 'Submit form' })).toBeNull();
    expect(screen.getByText('Read-only: the answers cannot be changed.')).toBeTruthy();
  });
});
