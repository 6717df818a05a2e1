import request from 'supertest';
import type { GeoBounds } from '@engine/context';
import { gridCellAt } from '@engine/geo/grid-cell-at';
import { gridCellCode, parseGridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { mapView } from '@engine/geo/map-view';
import type { Database } from '@server/data/database';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { selfRegistered } from '@tests/support/self-registered';
import { openTestDatabase } from '@tests/support/test-database';
import { expectedCodes, GRID_PATH, squaresOf, viewOf } from './geom-support';

/** Around the Palace of Culture in Warsaw (52.2318 N, 21.0060 E), about 3.4 × 2.8 km. */
const WARSAW: GeoBounds = {
  minLongitude: 20.98,
  maxLongitude: 21.03,
  minLatitude: 52.22,
  maxLatitude: 52.245,
};

describe('POST secured/geom/geojson: the EEA 1 km grid squares of a map view', () => {
  let database: Database;
  let t: TestApp;
  let bearer: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    t = testApp(database);
    bearer = await bearerFor(t.app, 'farmer@example.com', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await database.close();
  });

  const ask = (body: object, language?: string) => {
    const call = request(t.app).post(GRID_PATH).set('Authorization', bearer);
    return (language ? call.set('Accept-Language', language) : call).send(body);
  };

  it('answers the squares covering a rectangle around Warsaw as a GeoJSON string, the Palace of Culture in 1kmE5069N3292', async () => {
    const reply = await ask(viewOf(WARSAW)).expect(200);
    expect(reply.body.success).toBe(true);
    expect(typeof reply.body.data).toBe('string');
    const collection = squaresOf(reply.body.data);
    expect(collection.type).toBe('FeatureCollection');
    const codes = collection.features.map((feature) => feature.properties.GRID_POLAN);
    expect([...codes].sort()).toEqual(expectedCodes(WARSAW));
    expect(codes.length).toBeGreaterThan(12);
    expect(new Set(codes).size).toBe(codes.length);

    const palace = gridCellAt({ latitude: 52.2318, longitude: 21.006 });
    expect(gridCellCode(palace)).toBe('1kmE5069N3292');
    const feature = collection.features.find(
      (candidate) => candidate.properties.GRID_POLAN === '1kmE5069N3292',
    );
    expect(feature).toEqual({
      type: 'Feature',
      properties: { GRID_POLAN: '1kmE5069N3292', id: '1kmE5069N3292' },
      geometry: gridCellSquare(palace),
    });
  });

  it('gives every feature its code as GRID_POLAN and id, and the square of that cell as its geometry', async () => {
    const collection = squaresOf((await ask(viewOf(WARSAW)).expect(200)).body.data);
    for (const feature of collection.features) {
      expect(feature.type).toBe('Feature');
      expect(feature.properties.id).toBe(feature.properties.GRID_POLAN);
      const cell = parseGridCellCode(feature.properties.GRID_POLAN);
      expect(cell, feature.properties.GRID_POLAN).toBeDefined();
      if (cell) expect(feature.geometry).toEqual(gridCellSquare(cell));
    }
  });

  it('takes the rectangle around the ring whatever its order, closed or not', async () => {
    const expected = squaresOf((await ask(viewOf(WARSAW)).expect(200)).body.data);
    const open = viewOf(WARSAW, false);
    const reversed = { type: 'Polygon', coordinates: [[...open.coordinates[0]].reverse()] };
    for (const view of [open, reversed]) {
      expect(squaresOf((await ask(view).expect(200)).body.data)).toEqual(expected);
    }
  });

  it('cuts the view to the map bounds: outside them no squares, and a view reaching far beyond them draws only its part inside', async () => {
    const { maxLongitude, maxLatitude } = mapView.maxBounds;
    const outside = await ask(
      viewOf({ minLongitude: 33, maxLongitude: 40, minLatitude: 50, maxLatitude: 51 }),
    ).expect(200);
    expect(squaresOf(outside.body.data)).toEqual({ type: 'FeatureCollection', features: [] });

    // Reaching to the pole and the antimeridian, it would hold millions of squares: only the corner inside counts.
    const corner: GeoBounds = {
      minLongitude: maxLongitude - 0.02,
      maxLongitude,
      minLatitude: maxLatitude - 0.02,
      maxLatitude,
    };
    const beyond = await ask(viewOf({ ...corner, maxLongitude: 180, maxLatitude: 90 })).expect(200);
    const codes = squaresOf(beyond.body.data).features.map((feature) => feature.properties.id);
    expect(codes.sort()).toEqual(expectedCodes(corner));
  });

  it('refuses a view holding more squares than the maximum with 400 GRID_AREA_TOO_LARGE, in the language asked', async () => {
    const whole = viewOf(mapView.maxBounds);
    const english = await ask(whole).expect(400);
    expect(english.body).toEqual({
      success: false,
      error: 'GRID_AREA_TOO_LARGE',
      message: 'The map view holds more than 10,000 grid squares: zoom in.',
    });
    const polish = await ask(whole, 'pl').expect(400);
    expect(polish.body.message).toBe(
      `Widok mapy obejmuje więcej niż ${new Intl.NumberFormat('pl').format(10_000)} kwadratów siatki: przybliż mapę.`,
    );
    const german = await ask(whole, 'de').expect(400);
    expect(german.body.message).toBe(
      'Der Kartenausschnitt enthält mehr als 10.000 Rasterquadrate: Vergrößern Sie die Karte.',
    );
  });

  it('refuses a malformed view with 400 VALIDATION_FAILED in the envelope, translated', async () => {
    const ring = viewOf(WARSAW).coordinates[0];
    const malformed: object[] = [
      { type: 'Point', coordinates: [21, 52.2] },
      { type: 'LineString', coordinates: ring },
      { type: 'Polygon', coordinates: [[...ring, ring[1]]] },
      { type: 'Polygon', coordinates: [ring.slice(0, 3)] },
      { type: 'Polygon', coordinates: [ring, ring] },
      { type: 'Polygon', coordinates: [] },
      { type: 'Polygon', coordinates: [ring.map(([longitude]) => [longitude, 95])] },
      { type: 'Polygon', coordinates: [ring.map(([, latitude]) => [181, latitude])] },
      {
        type: 'Polygon',
        coordinates: [ring.map(([longitude, latitude]) => [String(longitude), String(latitude)])],
      },
      { type: 'Polygon', coordinates: [ring.map(([longitude]) => [longitude])] },
      { type: 'Polygon', coordinates: [ring.map(([longitude, latitude]) => [longitude, latitude, 100])] },
      { type: 'Polygon', coordinates: [ring], crs: 'EPSG:3035' },
      { type: 'Polygon' },
      {},
    ];
    for (const body of malformed) {
      const reply = await ask(body, 'de');
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({
        success: false,
        error: 'VALIDATION_FAILED',
        message: 'Die Anfrage ist ungültig.',
        details: expect.any(Array),
      });
    }
    const notJson = await request(t.app)
      .post(GRID_PATH)
      .set('Authorization', bearer)
      .set('Content-Type', 'application/json')
      .send('{"type": "Polygon", ')
      .expect(400);
    expect(notJson.body.error).toBe('INVALID_JSON');
  });

  it('answers 401 without a session and 200 to a freshly self-registered account (a computation on no one’s data)', async () => {
    const anonymous = await request(t.app).post(GRID_PATH).send(viewOf(WARSAW)).expect(401);
    expect(anonymous.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    await request(t.app)
      .post(GRID_PATH)
      .set('Authorization', 'Bearer not-a-token')
      .send(viewOf(WARSAW))
      .expect(401);

    const stranger = await selfRegistered(t, 'grid.stranger@example.com', 3);
    const reply = await request(t.app)
      .post(GRID_PATH)
      .set('Authorization', stranger.bearer)
      .send(viewOf(WARSAW))
      .expect(200);
    expect(squaresOf(reply.body.data).features.length).toBe(expectedCodes(WARSAW).length);
  });
});
