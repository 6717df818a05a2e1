import { screen, waitFor, within } from '@testing-library/react';
import type { CannedReply } from '../support/fakeApi';
import { fail, ok } from '../support/fakeApi';
import {
  EXPORT,
  INSTITUTION_TYPES,
  choose,
  exportButton,
  fileReply,
  formReady,
  isDisabled,
  openExport,
  pick,
} from './exportSupport';

interface SavedFile {
  name: string;
  content: string;
}

/**
 * What the browser was asked to download: the name of each `<a download>` clicked and the bytes of
 * its object URL. jsdom has no object URLs and no downloads; those two browser edges are stood in for.
 */
function watchDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`No object URL ${this.href}`);
    const file = { name: this.download, content: '' };
    saved.push(file);
    void blob.text().then((text) => {
      file.content = text;
    });
  });
  return saved;
}

/** A reply that waits until `release` is called (or the request is cancelled). */
function heldReply(reply: CannedReply) {
  let release: () => void = () => undefined;
  const route = () =>
    new Promise<CannedReply>((resolve) => {
      release = () => resolve(reply);
    });
  return { route, release: () => release() };
}

async function chooseUnitAndExport(user: ReturnType<typeof openExport>['user']) {
  await pick(user, 'Units', 'Green Meadow Farm (PL-001)');
  await user.click(exportButton());
}

describe('export form states', () => {
  it('downloads the file under the name of filename*, sends the choice in the query, and says so', async () => {
    const saved = watchDownloads();
    const { user, api } = openExport({
      [EXPORT]: fileReply(
        `attachment; filename="export_2026-11-27_Zolw.xlsx"; filename*=UTF-8''export_2026-11-27_%C5%BB%C3%B3%C5%82w.xlsx`,
        'workbook bytes',
      ),
    });
    await formReady();
    await pick(user, 'Units', 'Oak Hill Farm (PL-003)', 'Green Meadow Farm (PL-001)');
    await pick(user, 'Forms', 'Welfare', 'General');
    const from = screen.getByLabelText('Questionnaires created from');
    const until = screen.getByLabelText('Questionnaires created until');
    await user.type(from, '2026-01-02');
    await user.type(until, '2026-03-04');
    await user.click(exportButton());

    expect(await screen.findByText('The file export_2026-11-27_Żółw.xlsx has been downloaded.')).toBeTruthy();
    expect(saved).toEqual([{ name: 'export_2026-11-27_Żółw.xlsx', content: expect.any(String) }]);
    await waitFor(() => expect(saved[0]?.content).toBe('workbook bytes'));
    const [request] = api.to(EXPORT);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      localeDicId: '1',
      farmId: '11,13',
      formId: '1,2',
      dateFrom: '2026-01-02',
      dateTo: '2026-03-04',
      format: 'xlsx',
    });
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(request?.headers.get('Accept-Language')).toBe('en');
    // Back to idle: the form can export again at once.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(isDisabled(exportButton())).toBe(false));
  });

  it('sends a unit type with its institution type, institution and forms, as CSV', async () => {
    watchDownloads();
    const { user, api } = openExport({
      [INSTITUTION_TYPES]: ok([{ id: 10, name: 'Regional environmental inspectorate' }]),
      [EXPORT]: fileReply(`attachment; filename="export_2026-11-27.zip"`),
    });
    await formReady();
    await choose(user, 'Unit type', 'Cattle farm');
    await choose(user, 'Institution type', 'Regional environmental inspectorate');
    await choose(user, 'Institution', 'Regional Inspectorate North');
    await pick(user, 'Forms', 'Emissions');
    await user.click(screen.getByRole('radio', { name: 'CSV files in a zip archive' }));
    await user.click(exportButton());

    expect(await screen.findByText('The file export_2026-11-27.zip has been downloaded.')).toBeTruthy();
    expect(Object.fromEntries(api.to(EXPORT)[0]?.query ?? [])).toEqual({
      localeDicId: '1',
      farmTypeId: '2',
      countryId: '10',
      regionId: '101',
      formId: '3',
      format: 'csv',
    });
  });

  it('asks for the photos when "Include photos (zip)" is ticked and saves the zip under its name', async () => {
    const saved = watchDownloads();
    const { user, api } = openExport({
      [EXPORT]: fileReply(
        `attachment; filename="export_2026-11-27.zip"; filename*=UTF-8''export_2026-11-27.zip`,
      ),
    });
    await formReady();
    const photos = screen.getByRole('checkbox', { name: 'Include photos (zip)' });
    expect((photos as HTMLInputElement).checked).toBe(false);
    await user.click(photos);
    await chooseUnitAndExport(user);

    expect(await screen.findByText('The file export_2026-11-27.zip has been downloaded.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['export_2026-11-27.zip']);
    expect(Object.fromEntries(api.to(EXPORT)[0]?.query ?? [])).toEqual({
      localeDicId: '1',
      farmId: '11',
      format: 'xlsx',
      photos: 'true',
    });
  });

  it('names the file export.zip when the photos come and the reply names none', async () => {
    const saved = watchDownloads();
    const { user } = openExport({ [EXPORT]: fileReply('') });
    await formReady();
    await user.click(screen.getByRole('checkbox', { name: 'Include photos (zip)' }));
    await chooseUnitAndExport(user);
    expect(await screen.findByText('The file export.zip has been downloaded.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['export.zip']);
  });

  it('names the file export.xlsx when the reply names none', async () => {
    const saved = watchDownloads();
    const { user } = openExport({ [EXPORT]: fileReply('') });
    await formReady();
    await chooseUnitAndExport(user);
    expect(await screen.findByText('The file export.xlsx has been downloaded.')).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['export.xlsx']);
  });

  it('shows a modal spinner while the file is prepared; Cancel aborts the request and saves nothing', async () => {
    const saved = watchDownloads();
    const held = heldReply(fileReply());
    const { user, api } = openExport({ [EXPORT]: held.route });
    await formReady();
    await chooseUnitAndExport(user);

    const dialog = await screen.findByRole('dialog', { name: 'Preparing the export' });
    expect(
      within(dialog).getByText('The file is being prepared. A large export may take a while.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    const exportFetch = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/synchronization/export'),
    );
    const signal = exportFetch?.[1]?.signal;
    if (!signal) throw new Error('The export was sent without a signal');
    expect(signal.aborted).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
    expect(screen.queryByText(/has been downloaded/)).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('');
    // The page behind the modal is given back to assistive technology once the dialog has gone.
    await waitFor(() => expect(isDisabled(exportButton())).toBe(false));
  });

  it('says there is no data to export on a 417', async () => {
    const saved = watchDownloads();
    const { user } = openExport({ [EXPORT]: fail(417, 'EXPORT_EMPTY', 'Nothing matches.') });
    await formReady();
    await chooseUnitAndExport(user);
    expect(await screen.findByText('No data to export: no questionnaire matches this choice.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('shows the download error with the server’s explanation of a refused request (400)', async () => {
    const { user } = openExport({
      [EXPORT]: fail(400, 'BAD_EXPORT', 'An institution needs its institution type.'),
    });
    await formReady();
    await chooseUnitAndExport(user);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Error while downloading dataAn institution needs its institution type.',
      ),
    );
  });

  it.each<[string, CannedReply | 'network']>([
    ['a server error', fail(500, 'SERVER_ERROR', 'Internal details.')],
    ['a forbidden export', fail(403, 'FORBIDDEN', 'Not allowed.')],
    ['a reply that is no envelope', { status: 502, body: null, raw: '<html>Bad gateway</html>' }],
    ['no connection', 'network'],
  ])('shows the download error message on %s', async (_case, reply) => {
    const { user, api } = openExport(reply === 'network' ? {} : { [EXPORT]: reply });
    if (reply === 'network') {
      // The connection drops for the export only (the form's lists still load).
      const answer = api.fetchMock.getMockImplementation();
      api.fetchMock.mockImplementation((input, init) =>
        String(input).includes('/synchronization/export')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : (answer?.(input, init) ?? Promise.reject(new TypeError('Failed to fetch'))),
      );
    }
    await formReady();
    await chooseUnitAndExport(user);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Error while downloading dataThe export could not be downloaded. Please try again later.',
      ),
    );
  });

  it('clears the last outcome when the choice changes', async () => {
    const { user } = openExport({ [EXPORT]: fail(417, 'EXPORT_EMPTY', 'Nothing.') });
    await formReady();
    await chooseUnitAndExport(user);
    await screen.findByText('No data to export: no questionnaire matches this choice.');
    await pick(user, 'Forms', 'General');
    expect(screen.queryByText('No data to export: no questionnaire matches this choice.')).toBeNull();
  });

  it('speaks the interface language, in the headers and the query too', async () => {
    watchDownloads();
    const { user, api } = openExport({ 'GET /api/farm/farmTypeList': ok([]) }, 'pl');
    await screen.findByRole('form', { name: 'Co wyeksportować' }, { timeout: 5000 });
    await pick(user, 'Jednostki', 'Green Meadow Farm (PL-001)');
    await user.click(screen.getByRole('button', { name: 'Eksportuj' }));
    expect(await screen.findByText('Plik export_2026-11-27.xlsx został pobrany.')).toBeTruthy();
    const [request] = api.to(EXPORT);
    expect(request?.query.get('localeDicId')).toBe('2');
    expect(request?.headers.get('Accept-Language')).toBe('pl');
  });
});
