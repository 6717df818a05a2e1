import { screen, within } from '@testing-library/react';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { sessionUser } from '@tests/runtime/support/fixtures';
import type { CannedReply } from '@tests/runtime/support/fakeApi';
import { ok } from '@tests/runtime/support/fakeApi';
import { renderStudio } from '../../renderStudio';
import { dairyDocument, stubDocumentApi } from '../structureDocument';

const IMPORT = 'POST /api/secured/structure/type/import';

function jsonFile(content: string, name = 'dairy.json'): File {
  return new File([content], name, { type: 'application/json' });
}

/** The browser's download: the blob handed to an object URL and the link clicked to save it. */
function watchDownloads() {
  const blobs: Blob[] = [];
  const saved: string[] = [];
  // jsdom has no object URLs; the download reads them from the global URL when it runs.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(data: Blob | MediaSource): string {
        if (data instanceof Blob) blobs.push(data);
        return `blob:download-${blobs.length}`;
      }
      static override revokeObjectURL(): void {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  return { blobs, saved };
}

async function openImport(user: ReturnType<typeof renderStudio>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Import a questionnaire structure' });
}

describe('structure import and export', () => {
  beforeAll(() => preloadPages());
  beforeEach(() => writeSessionUser(sessionUser({ roleDicId: 1 })));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the exported document as <key>.json', async () => {
    const { document } = dairyDocument();
    const api = stubDocumentApi(undefined, {
      'GET /api/secured/structure/type/1/export': { status: 200, body: document },
    });
    const downloads = watchDownloads();
    const { user } = renderStudio('/studio/types/1');

    await user.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 5000 }));

    await vi.waitFor(() => expect(downloads.saved).toEqual(['dairy.json blob:download-1']));
    expect(JSON.parse(await downloads.blobs[0]!.text())).toEqual(document);
    expect(api.to('GET /api/secured/structure/type/1/export')).toHaveLength(1);
  });

  it('lists the server’s reasons for refusing a document, each at its JSON path', async () => {
    const refusal: CannedReply = {
      status: 400,
      body: {
        success: false,
        error: 'VALIDATION_FAILED',
        message: 'The structure document is not valid.',
        details: [
          '/forms/0/subforms/0/code: must NOT have fewer than 1 characters',
          ': unknown formatVersion',
        ],
      },
    };
    const api = stubDocumentApi(undefined, { [IMPORT]: refusal });
    const { user } = renderStudio('/studio/types/1');

    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^Structure document/), jsonFile('{"key":"dairy"}'));
    await user.click(within(dialog).getByRole('button', { name: 'Import as a new questionnaire type' }));

    const reasons = await within(dialog).findByRole('list', { name: 'Problems by place in the document' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '/forms/0/subforms/0/code: must NOT have fewer than 1 characters',
      '(whole document): unknown formatVersion',
    ]);
    expect(within(dialog).getByText('The structure document is not valid.')).toBeTruthy();
    const [sent] = api.to(IMPORT);
    expect(sent?.query.get('asCopy')).toBe('true');
    expect(sent?.body).toEqual({ key: 'dairy' });
  });

  it('says a file that is not JSON is not, and sends nothing', async () => {
    const api = stubDocumentApi();
    const { user } = renderStudio('/studio/types/1');

    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^Structure document/), jsonFile('{"key": dairy'));

    expect(await within(dialog).findByText(/^This file is not valid JSON: /)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import as a new questionnaire type' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.to(IMPORT)).toHaveLength(0);
  });

  it('imports a document as a new type and opens it', async () => {
    const api = stubDocumentApi(undefined, {
      [IMPORT]: ok({ typeId: 3, key: 'dairy_copy', replaced: false }),
    });
    const { user, router } = renderStudio('/studio/types/1');

    const dialog = await openImport(user);
    const { document } = dairyDocument();
    await user.upload(
      within(dialog).getByLabelText(/^Structure document/),
      jsonFile(JSON.stringify(document)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import as a new questionnaire type' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/studio/types/3'));
    expect(screen.queryByRole('dialog', { name: 'Import a questionnaire structure' })).toBeNull();
    expect(api.to(IMPORT)[0]?.body).toEqual(document);
  });

  it('replaces the type’s structure when it has no questionnaires', async () => {
    const api = stubDocumentApi(undefined, { [IMPORT]: ok({ typeId: 1, key: 'dairy', replaced: true }) });
    const { user } = renderStudio('/studio/types/1');

    const dialog = await openImport(user);
    await user.upload(
      within(dialog).getByLabelText(/^Structure document/),
      jsonFile('{"key":"dairy"}', 'new.json'),
    );
    await user.click(within(dialog).getByRole('button', { name: "Replace this type's structure" }));

    expect(await screen.findByText('The structure was replaced from new.json.')).toBeTruthy();
    expect(api.to(IMPORT)[0]?.query.get('replaceTypeId')).toBe('1');
    // The lists (and the document) are read again after the replacement.
    expect(api.to('GET /api/secured/structure/type/1/document').length).toBeGreaterThanOrEqual(2);
  });

  it('does not offer to replace a type that has questionnaires, and says why', async () => {
    stubDocumentApi({ ...dairyDocument(), hasAnswers: true });
    const { user } = renderStudio('/studio/types/1');

    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^Structure document/), jsonFile('{"key":"dairy"}'));
    const replace = within(dialog).getByRole('button', { name: "Replace this type's structure" });

    await vi.waitFor(() => expect(replace).toHaveProperty('disabled', true));
    expect(replace.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(replace.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This type already has questionnaires, so its structure cannot be replaced. Import the file as a new type instead.',
    );
  });

  it('imports a new type from the studio home', async () => {
    const api = stubDocumentApi(undefined, { [IMPORT]: ok({ typeId: 7, key: 'beef', replaced: false }) });
    const { user, router } = renderStudio('/studio/');

    const dialog = await openImport(user);
    expect(within(dialog).queryByRole('button', { name: "Replace this type's structure" })).toBeNull();
    await user.upload(within(dialog).getByLabelText(/^Structure document/), jsonFile('{"key":"beef"}'));
    await user.click(within(dialog).getByRole('button', { name: 'Import as a new questionnaire type' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/studio/types/7'));
    expect(api.to(IMPORT)[0]?.query.get('asCopy')).toBe('true');
  });
});
