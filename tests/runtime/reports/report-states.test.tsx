import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '../support/fakeApi';
import { sampleReport } from './reportFixtures';
import { CHECK, FORMS, QUESTIONNAIRE_ID, REPORT, openReport, stubReportApi } from './reportServer';

// Plotly does not draw in jsdom: the chart's plotly edge is replaced, everything before it is real.
vi.mock('@runtime/reports/charts/PlotlyChart', () => import('./FakePlotlyChart'));

function tabs(): HTMLElement {
  return screen.getByRole('tablist', { name: 'Forms' });
}

describe('report screen states', () => {
  it('shows a spinner while the report loads', async () => {
    stubReportApi({ [REPORT]: () => new Promise(() => undefined) });
    openReport();
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
  });

  it('shows the three charts of the form named in the address, with tabs of the forms that have a report', async () => {
    const api = stubReportApi();
    openReport();
    expect(await screen.findByRole('heading', { name: 'Themes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Subthemes of Animal welfare' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Indicators of Housing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Report: Short', level: 1 })).toBeTruthy();
    expect(screen.getByText('Unit PL-001')).toBeTruthy();
    expect(api.to(REPORT)[0]?.query.get('formDicId')).toBe('2');
    expect(api.to(REPORT)[0]?.query.get('localeDicId')).toBe('1');
    // The first form has no report; a form in edition has a tab that cannot be opened.
    expect(within(tabs()).queryByRole('tab', { name: 'General' })).toBeNull();
    expect(within(tabs()).getByRole('tab', { name: 'Welfare' }).getAttribute('aria-selected')).toBe('true');
    const emissions = within(tabs()).getByRole('tab', { name: 'Emissions (not submitted yet)' });
    expect(emissions.hasAttribute('disabled') || emissions.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('opens the first submitted form with a report when the address names none', async () => {
    const api = stubReportApi();
    openReport('');
    await screen.findByRole('heading', { name: 'Themes' });
    expect(api.to(REPORT)[0]?.query.get('formDicId')).toBe('2');
  });

  it('loads another form’s report from its tab', async () => {
    const api = stubReportApi();
    const { user, router } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(within(tabs()).getByRole('tab', { name: 'Housing' }));
    await waitFor(() => expect(api.to(REPORT).some((r) => r.query.get('formDicId') === '3')).toBe(true));
    expect(router.state.location.search).toBe('?formDicId=3');
  });

  it('shows a failure in red with the server’s message', async () => {
    stubReportApi({ [REPORT]: fail(500, 'SERVER_ERROR', 'The database is not reachable.') });
    openReport();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The report could not be loaded: The database is not reachable.');
    expect(screen.queryByRole('heading', { name: 'Themes' })).toBeNull();
  });

  it('offers to generate the report of a submitted form that has none, then shows it', async () => {
    let generated = false;
    const GENERATE = `POST /api/secured/indicator/${QUESTIONNAIRE_ID}`;
    const api = stubReportApi({
      [REPORT]: () => ok(generated ? sampleReport() : []),
      [GENERATE]: () => {
        generated = true;
        return ok(null);
      },
    });
    const { user } = openReport();
    expect(await screen.findByText('No report has been generated for this form yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Themes' })).toBeNull();

    // The recommended answers are checked before generating, as in the fill screen's side panel.
    const checksBefore = api.to(CHECK).length;
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect(await screen.findByRole('heading', { name: 'Themes' })).toBeTruthy();
    expect(api.to(CHECK).length).toBe(checksBefore + 1);
    expect(api.to(GENERATE)[0]?.query.get('formDicId')).toBe('2');
  });

  it('says why a report cannot be generated yet, and generates nothing', async () => {
    const GENERATE = `POST /api/secured/indicator/${QUESTIONNAIRE_ID}`;
    const api = stubReportApi({
      [REPORT]: ok([]),
      [GENERATE]: fail(409, 'REPORT_FORM_NOT_SUBMITTED', 'Submit the form before generating its report.'),
    });
    const { user } = openReport();
    await user.click(await screen.findByRole('button', { name: 'Generate report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Submit the form before generating its report.');
    expect(api.to(GENERATE)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Themes' })).toBeNull();
  });

  it('says so when no form has been submitted', async () => {
    const api = stubReportApi({
      [FORMS]: ok([
        { id: 101, formDicId: 1, formName: 'General', status: false, isActive: true },
        { id: 102, formDicId: 2, formName: 'Welfare', status: false, isActive: true },
      ]),
    });
    openReport('');
    expect(await screen.findByText(/No form of this questionnaire has a report yet/)).toBeTruthy();
    expect(api.to(REPORT)).toHaveLength(0);
  });

  it('links back to the fill screen when recommended answers are missing, and lists them on demand', async () => {
    stubReportApi({
      [CHECK]: ok({
        filledFormList: [],
        missingFormList: [
          {
            formName: 'Welfare',
            filledSubForms: [{ subformName: 'Housing', questionListList: [{ questionListName: 'Barn', name: null }] }],
          },
        ],
      }),
    });
    const { user, router } = openReport();
    expect(await screen.findByText(/Some recommended answers are not filled in yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show what is missing' }));
    expect(within(screen.getByRole('list', { name: 'Still to fill in' })).getByText('Barn')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Fill in the missing answers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
  });

  it('closes back to the fill screen', async () => {
    stubReportApi();
    const { user, router } = openReport();
    await screen.findByRole('heading', { name: 'Themes' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fill-questionnaire'));
  });
});
