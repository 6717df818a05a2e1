import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { createApiClient } from '@runtime/shared/api/apiClient';
import { ApiError } from '@runtime/shared/api/ApiError';
import { fetchGridSquares } from '@runtime/shared/map/mapCalls';
import { fail, ok, stubApi } from '../../support/fakeApi';

const GRID_ROUTE = 'POST /api/secured/geom/geojson';

/** Around the Palace of Culture in Warsaw (cell 1kmE5069N3292). */
const view: GeomViewRectangle = {
  type: 'Polygon',
  coordinates: [
    [
      [21.0, 52.228],
      [21.012, 52.228],
      [21.012, 52.236],
      [21.0, 52.236],
      [21.0, 52.228],
    ],
  ],
};

const squares = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { GRID_POLAN: '1kmE5069N3292', id: '1kmE5069N3292' },
      geometry: { type: 'Polygon', coordinates: [[]] },
    },
  ],
});

function client() {
  return createApiClient({
    language: () => 'pl',
    token: () => 'farmer-token',
    fallbackMessage: () => 'No connection',
    onUnauthorized: () => undefined,
  });
}

describe('the grid squares of a map view', () => {
  it('are asked with the view as JSON and the bearer token, and come back as the reply’s GeoJSON string', async () => {
    const server = stubApi({ [GRID_ROUTE]: ok(squares) });

    await expect(fetchGridSquares(client(), view, new AbortController().signal)).resolves.toBe(squares);
    const [request] = server.to(GRID_ROUTE);
    expect(request?.body).toEqual(view);
    expect(request?.headers.get('Authorization')).toBe('Bearer farmer-token');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('reject with the server’s translated message when the rectangle is refused', async () => {
    stubApi({ [GRID_ROUTE]: fail(400, 'GRID_AREA_TOO_LARGE', 'Przybliż mapę, aby zobaczyć siatkę.') });

    const refused = fetchGridSquares(client(), view, new AbortController().signal);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      message: 'Przybliż mapę, aby zobaczyć siatkę.',
      failure: { error: 'GRID_AREA_TOO_LARGE', status: 400 },
    });
  });

  it('reject when the reply is not a GeoJSON string, or when there is no connection', async () => {
    stubApi({ [GRID_ROUTE]: ok({ type: 'FeatureCollection', features: [] }) });
    await expect(fetchGridSquares(client(), view, new AbortController().signal)).rejects.toMatchObject({
      failure: { error: 'UNEXPECTED_REPLY' },
    });

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(fetchGridSquares(client(), view, new AbortController().signal)).rejects.toMatchObject({
      failure: { error: 'NETWORK_ERROR', message: 'No connection' },
    });
  });

  it('reject with an AbortError when the view moved on before the reply', async () => {
    let release: () => void = () => undefined;
    stubApi({
      [GRID_ROUTE]: () =>
        new Promise((resolve) => {
          release = () => resolve(ok(squares));
        }),
    });
    const controller = new AbortController();

    const pending = fetchGridSquares(client(), view, controller.signal);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    release();
    const reason: unknown = await pending.catch((error: unknown) => error);
    // The widget tells a cancelled request from a failed one by this name.
    expect(reason).toHaveProperty('name', 'AbortError');
    expect(reason).toBe(controller.signal.reason);
  });
});
