import { createApiClient } from '@runtime/shared/api/apiClient';
import { photoServices } from '@runtime/fill/questions/photoServices';
import type { PhotoServices } from '@widgets/index';
import { jpegBytes, jpegFile, storedPhotoName } from '@tests/fixtures/photos';
import { CannedUpload } from '../../support/cannedUpload';
import { ok, stubApi } from '../../support/fakeApi';

const NAME = storedPhotoName(7);
const stored = { fileName: NAME, contentType: 'image/jpeg', byteSize: 269, width: 16, height: 12 };

let unauthorized = 0;

function services(): PhotoServices {
  const api = createApiClient({
    language: () => 'pl',
    token: () => 'farmer-token',
    fallbackMessage: () => 'Brak połączenia',
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
  const made = photoServices(api);
  if (!made) throw new Error('the API client cannot upload');
  return made;
}

/** The request the upload made, once the client sent it (after loading the reply's schema). */
async function sentUpload(): Promise<CannedUpload> {
  await vi.waitFor(() => expect(CannedUpload.sent).toHaveLength(1), { timeout: 5_000 });
  return CannedUpload.sent[0]!;
}

beforeEach(() => {
  CannedUpload.sent = [];
  unauthorized = 0;
  vi.stubGlobal('XMLHttpRequest', CannedUpload);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the photo services over the API', () => {
  it('upload the photo to the filled question as multipart field `photo`, with the token and language, reporting progress', async () => {
    const progress: number[] = [];
    const photo = jpegFile();
    const done = services().upload(
      1017,
      photo,
      (fraction) => progress.push(fraction),
      new AbortController().signal,
    );
    const request = await sentUpload();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/secured/photo/upload/1017');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer farmer-token', 'Accept-Language': 'pl' });
    // The browser writes the multipart boundary: no Content-Type of our own.
    expect(Object.keys(request.headers)).not.toContain('Content-Type');
    expect(request.body).toBeInstanceOf(FormData);
    const part = (request.body as FormData).get('photo');
    expect(part).toBeInstanceOf(Blob);
    expect((part as Blob).size).toBe(photo.size);
    request.progress(100, 400);
    request.progress(400, 400);
    request.answer(200, { success: true, data: stored });
    await expect(done).resolves.toEqual({ ok: true, photo: stored });
    expect(progress).toEqual([0.25, 1]);
  });

  it('a refused upload gives the server’s translated message; no reply at all means offline', async () => {
    const refused = services().upload(1017, jpegFile(), () => undefined, new AbortController().signal);
    (await sentUpload()).answer(413, {
      success: false,
      error: 'PHOTO_TOO_LARGE',
      message: 'Zdjęcie jest za duże.',
    });
    await expect(refused).resolves.toEqual({ ok: false, offline: false, message: 'Zdjęcie jest za duże.' });

    CannedUpload.sent = [];
    const lost = services().upload(1017, jpegFile(), () => undefined, new AbortController().signal);
    (await sentUpload()).onerror?.();
    await expect(lost).resolves.toEqual({ ok: false, offline: true, message: 'Brak połączenia' });
  });

  it('a 401 ends the session, as every other call does', async () => {
    const done = services().upload(1017, jpegFile(), () => undefined, new AbortController().signal);
    (await sentUpload()).answer(401, { success: false, error: 'UNAUTHORIZED', message: 'Sesja wygasła.' });
    await expect(done).resolves.toMatchObject({ ok: false, offline: false });
    expect(unauthorized).toBe(1);
  });

  it('a cancelled upload stops its request', async () => {
    const controller = new AbortController();
    const done = services().upload(1017, jpegFile(), () => undefined, controller.signal);
    await sentUpload();
    controller.abort();
    await expect(done).resolves.toMatchObject({ ok: false, offline: false });
  });

  it('fetch the thumbnail and the photo with the token, and discard a removed upload', async () => {
    const server = stubApi({
      [`GET /api/secured/photo/${NAME}/thumbnail`]: {
        body: null,
        raw: jpegBytes(),
        headers: { 'Content-Type': 'image/jpeg' },
      },
      [`GET /api/secured/photo/${NAME}`]: {
        body: null,
        raw: jpegBytes(),
        headers: { 'Content-Type': 'image/jpeg' },
      },
      [`DELETE /api/secured/photo/${NAME}`]: ok({ removed: true }),
    });
    const made = services();
    const thumbnail = await made.thumbnail(NAME, new AbortController().signal);
    expect(thumbnail.size).toBe(jpegBytes().length);
    const photo = await made.photo(NAME, new AbortController().signal);
    expect(photo.size).toBe(jpegBytes().length);
    await made.discard(NAME);
    expect(server.to(`DELETE /api/secured/photo/${NAME}`)).toHaveLength(1);
    expect(server.to(`GET /api/secured/photo/${NAME}/thumbnail`)[0]?.headers.get('Authorization')).toBe(
      'Bearer farmer-token',
    );
  });

  it('a missing photo rejects, so the widget shows it cannot be shown', async () => {
    stubApi({});
    await expect(services().thumbnail(NAME, new AbortController().signal)).rejects.toThrow();
  });
});
