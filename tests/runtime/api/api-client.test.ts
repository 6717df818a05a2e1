import { createApiClient } from '@runtime/shared/api/apiClient';
import type { ApiCall } from '@runtime/shared/api/apiCall';
import { ABORTED, NETWORK_ERROR, UNEXPECTED_REPLY } from '@runtime/shared/api/envelope';
import { isAnything, isRecord } from '@runtime/shared/api/guards';
import { fail, ok, stubApi } from '../support/fakeApi';

function client(token?: string) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    language: () => 'fi',
    token: () => token,
    fallbackMessage: () => 'No connection',
    onUnauthorized,
  });
  return { api, onUnauthorized };
}

const isCount = (value: unknown): value is { count: number } =>
  isRecord(value) && typeof value.count === 'number';

const countCall: ApiCall<{ count: number }> = {
  method: 'GET',
  path: '/things',
  query: { q: 'a b' },
  accepts: isCount,
};

describe('API client', () => {
  it('sends the interface language, asks for JSON and returns the checked data', async () => {
    const server = stubApi({ 'GET /api/things': ok({ count: 3 }) });
    const { api } = client('secret');

    expect(await api.send(countCall)).toEqual({ ok: true, data: { count: 3 } });
    const [request] = server.requests;
    expect(request?.query.get('q')).toBe('a b');
    expect(request?.headers.get('Accept-Language')).toBe('fi');
    expect(request?.headers.get('Accept')).toBe('application/json');
    // Unsecured calls never carry the token.
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it('adds the bearer token to secured calls and sends JSON or form bodies', async () => {
    const server = stubApi({ 'PUT /api/secured/x': ok(), 'POST /api/form': ok() });
    const { api } = client('secret');

    await api.send({ method: 'PUT', path: '/secured/x', json: { a: 1 }, secured: true, accepts: isAnything });
    await api.send({ method: 'POST', path: '/form', form: { a: '1' }, accepts: isAnything });

    const [json, form] = server.requests;
    expect(json?.headers.get('Authorization')).toBe('Bearer secret');
    expect(json?.headers.get('Content-Type')).toBe('application/json');
    expect(json?.body).toEqual({ a: 1 });
    expect(form?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(form?.body).toEqual({ a: '1' });
  });

  it('takes a download’s bare reply as its data, checked, and still reads a failure’s envelope', async () => {
    stubApi({ 'GET /api/things': { status: 200, body: { count: 5 } } });
    const { api } = client();
    const bare: ApiCall<{ count: number }> = { ...countCall, bare: true };

    expect(await api.send(bare)).toEqual({ ok: true, data: { count: 5 } });
    stubApi({ 'GET /api/things': { status: 200, body: { total: 5 } } });
    expect(await api.send(bare)).toMatchObject({ ok: false, error: UNEXPECTED_REPLY });
    stubApi({ 'GET /api/things': fail(404, 'NOT_FOUND', 'Ei löydy') });
    expect(await api.send(bare)).toEqual({ ok: false, status: 404, error: 'NOT_FOUND', message: 'Ei löydy' });
  });

  it('returns the server’s code and translated message on failure', async () => {
    stubApi({ 'GET /api/things': fail(409, 'EMAIL_TAKEN', 'Tällä osoitteella on jo tili.') });
    const { api, onUnauthorized } = client();

    expect(await api.send(countCall)).toEqual({
      ok: false,
      status: 409,
      error: 'EMAIL_TAKEN',
      message: 'Tällä osoitteella on jo tili.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a 401 on a secured call into the end of the session, but not on a public one', async () => {
    stubApi({
      'GET /api/secured/me': fail(401, 'UNAUTHORIZED', 'Please log in again.'),
      'POST /api/user/login/web': fail(401, 'INVALID_CREDENTIALS', 'Wrong.'),
    });
    const { api, onUnauthorized } = client('expired');

    await api.send({ method: 'POST', path: '/user/login/web', form: {}, accepts: isAnything });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const result = await api.send({ method: 'GET', path: '/secured/me', secured: true, accepts: isAnything });
    expect(result).toEqual(expect.objectContaining({ ok: false, error: 'UNAUTHORIZED' }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses replies whose data is not what the call expects', async () => {
    stubApi({ 'GET /api/things': ok({ count: 'three' }) });
    const { api } = client();
    expect(await api.send(countCall)).toEqual({
      ok: false,
      status: 200,
      error: UNEXPECTED_REPLY,
      message: 'No connection',
    });
  });

  it('refuses replies that are not the API envelope (e.g. an HTML error page)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const { api } = client();
    expect(await api.send(countCall)).toEqual(
      expect.objectContaining({ ok: false, status: 502, error: UNEXPECTED_REPLY }),
    );
  });

  it('reports a network failure without throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { api } = client();
    expect(await api.send(countCall)).toEqual({
      ok: false,
      status: 0,
      error: NETWORK_ERROR,
      message: 'No connection',
    });
  });

  it('returns a cancelled call as ABORTED with no message, not as a lost connection', async () => {
    let release: () => void = () => undefined;
    stubApi({
      'GET /api/things': () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ count: 1 }));
        }),
    });
    const { api } = client();
    const controller = new AbortController();

    const pending = api.send({ ...countCall, signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    release();
    expect(await pending).toEqual({ ok: false, status: 0, error: ABORTED, message: '' });

    // Cancelled before it started: ABORTED too.
    const before = new AbortController();
    before.abort();
    expect(await api.send({ ...countCall, signal: before.signal })).toMatchObject({ error: ABORTED });
  });
});

describe('API client downloads', () => {
  const fileCall: ApiCall<unknown> = {
    method: 'GET',
    path: '/secured/file',
    query: { format: 'csv' },
    secured: true,
    accepts: isAnything,
  };

  it('returns the file’s bytes and the name its Content-Disposition gives, sending token and language', async () => {
    const server = stubApi({
      'GET /api/secured/file': {
        body: null,
        raw: 'zip bytes',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="export.zip"; filename*=UTF-8''vienti_%C3%A4.zip`,
        },
      },
    });
    const { api } = client('secret');
    const result = await api.download(fileCall);
    if (!result.ok) throw new Error(result.message);
    expect(result.fileName).toBe('vienti_ä.zip');
    expect(await result.blob.text()).toBe('zip bytes');
    const [request] = server.requests;
    expect(request?.query.get('format')).toBe('csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret');
    expect(request?.headers.get('Accept-Language')).toBe('fi');
    expect(request?.headers.get('Accept')).toBe('*/*');
  });

  it('gives no name when the reply names none', async () => {
    stubApi({
      'GET /api/secured/file': { body: null, raw: 'bytes', headers: { 'Content-Type': 'text/csv' } },
    });
    const result = await client().api.download(fileCall);
    expect(result.ok && result.fileName).toBeUndefined();
  });

  it('reads a failure’s envelope with its status (417 for an empty export), and ends the session on a 401', async () => {
    stubApi({ 'GET /api/secured/file': fail(417, 'EXPORT_EMPTY', 'Ei vietävää.') });
    const { api, onUnauthorized } = client('secret');
    expect(await api.download(fileCall)).toEqual({
      ok: false,
      status: 417,
      error: 'EXPORT_EMPTY',
      message: 'Ei vietävää.',
    });
    stubApi({ 'GET /api/secured/file': { status: 502, body: null, raw: '<html>Bad gateway</html>' } });
    expect(await api.download(fileCall)).toEqual({
      ok: false,
      status: 502,
      error: UNEXPECTED_REPLY,
      message: 'No connection',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    stubApi({ 'GET /api/secured/file': fail(401, 'UNAUTHORIZED', 'Kirjaudu uudelleen.') });
    expect(await api.download(fileCall)).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('returns a cancelled download as ABORTED, and a lost connection as NETWORK_ERROR', async () => {
    stubApi({ 'GET /api/secured/file': () => new Promise(() => undefined) });
    const { api } = client();
    const controller = new AbortController();
    const pending = api.download({ ...fileCall, signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    expect(await pending).toEqual({ ok: false, status: 0, error: ABORTED, message: '' });

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await api.download(fileCall)).toEqual({
      ok: false,
      status: 0,
      error: NETWORK_ERROR,
      message: 'No connection',
    });
  });
});
