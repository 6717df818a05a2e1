import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CRS, latLng, point } from 'leaflet';
import { isPointValue, type PointValue } from '@engine/answers/answer-value';
import { pointToUtm } from '@engine/geo/point-to-utm';
import { mapView } from '@engine/geo/map-view';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import { localMapServices } from '@tests/fixtures/map-answers';
import { SAVED_AT_SHOWN, questionServer } from '@tests/runtime/fill/questions/support/questionServer';
import {
  advance,
  card,
  renderGroup,
  statusOf,
  useFakeSaveTimers,
} from '@tests/runtime/fill/questions/support/renderGroup';
import { describedText, expectInvalid, expectValid } from './support/described';
import { MAP_HEIGHT, MAP_WIDTH, giveMapsASize } from './support/mapLayout';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';

const MAP_NAME = 'Map: Question text 11';
const centre = { clientX: MAP_WIDTH / 2, clientY: MAP_HEIGHT / 2 };

/** The map, once its chunk is loaded (the first load takes a while on a busy machine). */
function map(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: MAP_NAME }, { timeout: 15_000 });
}

function field(name: string): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is no input`);
  return element;
}

function marker(): HTMLElement | null {
  return screen.queryByTitle('The answer’s point');
}

/** The point Leaflet shows `dx`, `dy` pixels from a point at a zoom (the map's own projection). */
function shifted(from: PointValue, zoom: number, dx: number, dy: number): PointValue {
  const moved = CRS.EPSG3857.pointToLatLng(
    CRS.EPSG3857.latLngToPoint(latLng(from.latitude, from.longitude), zoom).add(point(dx, dy)),
    zoom,
  );
  return { latitude: moved.lat, longitude: moved.lng };
}

function expectPoint(value: unknown, expected: PointValue, digits = 5): PointValue {
  if (!isPointValue(value)) throw new Error(`no point: ${JSON.stringify(value)}`);
  expect(value.latitude).toBeCloseTo(expected.latitude, digits);
  expect(value.longitude).toBeCloseTo(expected.longitude, digits);
  // Saved to 6 decimals.
  expect(Number(value.latitude.toFixed(6))).toBe(value.latitude);
  expect(Number(value.longitude.toFixed(6))).toBe(value.longitude);
  return value;
}

/** Both tabs' fields show the point: WGS-84 as saved, UTM as converted. */
async function expectFieldsShow(user: ReturnType<typeof renderAnswerForm>['user'], shown: PointValue) {
  await user.click(screen.getByRole('tab', { name: 'Degrees (WGS-84)' }));
  expect(field('Latitude').value).toBe(String(shown.latitude));
  expect(field('Longitude').value).toBe(String(shown.longitude));
  await user.click(screen.getByRole('tab', { name: 'UTM coordinates' }));
  const utm = pointToUtm(shown)!;
  expect(field('Easting (m)').value).toBe(String(utm.easting));
  expect(field('Northing (m)').value).toBe(String(utm.northing));
  expect(field('Zone number').value).toBe(String(utm.zoneNumber));
  expect(field('Zone letter').value).toBe(utm.zoneLetter);
  await user.click(screen.getByRole('tab', { name: 'Degrees (WGS-84)' }));
}

describe('map point widget (type 11)', () => {
  beforeEach(() => giveMapsASize());

  // First in the file: later tests find the map's chunk already loaded.
  it('names the question in a placeholder while the map chunk loads, then shows the map', async () => {
    renderAnswerForm(questionParts('q11'));
    expect(screen.getByRole('status').textContent).toBe('Loading the map for “Question text 11”…');
    expect(screen.queryByRole('region', { name: MAP_NAME })).toBeNull();
    await map();
    expect(screen.queryByText('Loading the map for “Question text 11”…')).toBeNull();
  });

  it('starts empty: no marker, empty fields, nothing reported', async () => {
    const { values } = renderAnswerForm(questionParts('q11'));
    await map();
    expect(marker()).toBeNull();
    expect(field('Latitude').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Remove point' })).toBeNull();
    expect(values).toEqual([]);
  });

  it('a click places the point, rounded to 6 decimals; the marker and both tabs show it', async () => {
    const { user, last } = renderAnswerForm(questionParts('q11'));
    fireEvent.click(await map(), centre);
    // The empty map opens on the specification's centre.
    const placed = expectPoint(last('q11'), mapView.center, 3);
    expect(marker()).not.toBeNull();
    await expectFieldsShow(user, placed);
    // The map went to the marker zoom: 100 px now span the marker zoom's distance.
    fireEvent.click(await map(), { clientX: centre.clientX + 100, clientY: centre.clientY });
    expectPoint(last('q11'), shifted(placed, mapView.markerZoom, 100, 0), 4);
  });

  it('dragging the marker moves the answer, and both tabs follow', async () => {
    const start = { latitude: 52, longitude: 20 };
    const { user, last } = renderAnswerForm(questionParts('q11', { values: { q11: start } }));
    await map();
    // Opened with an answer: the marker in the middle, at the marker zoom.
    const icon = marker()!;
    fireEvent.mouseDown(icon, { ...centre, which: 1 } as MouseEventInit);
    fireEvent.mouseMove(icon, { clientX: centre.clientX + 40, clientY: centre.clientY + 20 });
    fireEvent.mouseMove(icon, { clientX: centre.clientX + 80, clientY: centre.clientY + 40 });
    fireEvent.mouseUp(icon, { clientX: centre.clientX + 80, clientY: centre.clientY + 40 });
    const dropped = expectPoint(last('q11'), shifted(start, mapView.markerZoom, 80, 40), 4);
    await expectFieldsShow(user, dropped);
  });

  it('WGS-84 typed with a decimal comma is kept as typed until applied, then moves the marker', async () => {
    const { user, last, values } = renderAnswerForm(
      questionParts('q11', { values: { q11: { latitude: 52, longitude: 20 } } }),
    );
    await map();
    await user.clear(field('Latitude'));
    await user.type(field('Latitude'), '52,1');
    await user.clear(field('Longitude'));
    await user.type(field('Longitude'), '20,25');
    expect(field('Latitude').value).toBe('52,1');
    expect(values).toEqual([]);
    await user.keyboard('{Enter}');
    expect(last('q11')).toEqual({ latitude: 52.1, longitude: 20.25 });
    await expectFieldsShow(user, { latitude: 52.1, longitude: 20.25 });
  });

  it('UTM coordinates move the marker, and the WGS-84 tab shows the point', async () => {
    const { user, last } = renderAnswerForm(questionParts('q11'));
    await map();
    await user.click(screen.getByRole('tab', { name: 'UTM coordinates' }));
    await user.type(field('Easting (m)'), '500000.0');
    await user.type(field('Northing (m)'), '5800000');
    await user.type(field('Zone number'), '34');
    await user.type(field('Zone letter'), 'u');
    await user.click(screen.getByRole('button', { name: 'Show on map' }));
    // Easting 500 000 m is zone 34's central meridian, 21° E.
    const placed = expectPoint(last('q11'), { latitude: 52.35, longitude: 21 }, 2);
    expect(placed.longitude).toBe(21);
    expect(marker()).not.toBeNull();
    await expectFieldsShow(user, placed);
  });

  it('what was typed is applied when the focus leaves the coordinates', async () => {
    const { user, last } = renderAnswerForm(
      questionParts('q11', { values: { q11: { latitude: 52, longitude: 20 } } }),
    );
    await map();
    await user.clear(field('Longitude'));
    await user.type(field('Longitude'), '21.5');
    await user.tab(); // to "Show on map": still within the coordinates
    expect(last('q11')).toBeUndefined();
    await user.tab(); // to "Remove point": out of them
    expect(last('q11')).toEqual({ latitude: 52, longitude: 21.5 });
  });

  it.each([
    [
      'a latitude that is no number',
      { Latitude: 'north', Longitude: '20' },
      'Enter a correct latitude (from -90 to 90)',
      ['Latitude'],
    ],
    [
      'a latitude beyond 90',
      { Latitude: '91', Longitude: '20' },
      'Enter a correct latitude (from -90 to 90)',
      ['Latitude'],
    ],
    [
      'a longitude beyond 180',
      { Latitude: '52', Longitude: '181' },
      'Enter a correct longitude (from -180 to 180)',
      ['Longitude'],
    ],
    [
      'a point outside Poland',
      { Latitude: '56,5', Longitude: '20' },
      'The point is outside the borders of Poland',
      ['Latitude', 'Longitude'],
    ],
  ])('WGS-84: %s is refused with its message and changes nothing', async (_case, typed, message, invalid) => {
    const { user, values } = renderAnswerForm(questionParts('q11'));
    await map();
    for (const [name, text] of Object.entries(typed)) await user.type(field(name), text);
    await user.click(screen.getByRole('button', { name: 'Show on map' }));
    for (const name of invalid) expectInvalid(field(name), message);
    for (const name of ['Latitude', 'Longitude'].filter((name) => !invalid.includes(name)))
      expectValid(field(name));
    // The typed text stays for correcting; no answer, no marker.
    expect(field('Latitude').value).toBe(typed.Latitude);
    expect(values).toEqual([]);
    expect(marker()).toBeNull();
  });

  it.each([
    [
      'a missing zone letter',
      { 'Easting (m)': '500000', 'Northing (m)': '5800000', 'Zone number': '34' },
      'Easting, northing, zone number and zone letter are all required',
    ],
    [
      'an easting that is no number',
      { 'Easting (m)': '500 km', 'Northing (m)': '5800000', 'Zone number': '34', 'Zone letter': 'U' },
      'The value should be a number',
    ],
    [
      'a point in another country',
      { 'Easting (m)': '500000', 'Northing (m)': '5800000', 'Zone number': '30', 'Zone letter': 'U' },
      'The entered data is outside the borders of Poland',
    ],
  ])('UTM: %s is refused with its message and changes nothing', async (_case, typed, message) => {
    const { user, values } = renderAnswerForm(questionParts('q11'));
    await map();
    await user.click(screen.getByRole('tab', { name: 'UTM coordinates' }));
    for (const [name, text] of Object.entries(typed)) await user.type(field(name), text);
    await user.click(field('Easting (m)'));
    await user.keyboard('{Enter}');
    for (const name of ['Easting (m)', 'Northing (m)', 'Zone number', 'Zone letter'])
      expectInvalid(field(name), message);
    expect(values).toEqual([]);
  });

  it('a click outside Poland is refused with its message; the marker stays', async () => {
    const start = { latitude: 52, longitude: 20 };
    const { user, values } = renderAnswerForm(questionParts('q11', { values: { q11: start } }));
    const region = await map();
    // From the marker zoom out to zoom 5, where the map's west edge lies west of 13° E.
    for (let zoom = mapView.markerZoom; zoom > 5; zoom -= 1) {
      await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    }
    fireEvent.click(region, { clientX: 0, clientY: centre.clientY });
    expect(values).toEqual([]);
    expect(describedText(region)).toContain('The point is outside the borders of Poland');
    await expectFieldsShow(user, start);
  });

  it('a marker moved on the map replaces coordinates typed and not applied', async () => {
    const { user, last } = renderAnswerForm(questionParts('q11'));
    const region = await map();
    await user.type(field('Latitude'), '99');
    await user.click(screen.getByRole('button', { name: 'Show on map' }));
    expectInvalid(field('Latitude'), 'Enter a correct latitude (from -90 to 90)');
    fireEvent.click(region, centre);
    const placed = expectPoint(last('q11'), mapView.center, 3);
    expect(field('Latitude').value).toBe(String(placed.latitude));
    expectValid(field('Latitude'));
  });

  it('"Remove point" clears the answer, the marker and the fields', async () => {
    const { user, last, values } = renderAnswerForm(
      questionParts('q11', { values: { q11: { latitude: 52, longitude: 20 } } }),
    );
    await map();
    expect(marker()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove point' }));
    expect(values).toHaveLength(1);
    expect(last('q11')).toBeUndefined();
    expect(marker()).toBeNull();
    expect(field('Latitude').value).toBe('');
  });

  it("the engine's verdict arrives through extraErrors and describes the map", async () => {
    renderAnswerForm(questionParts('q11', { values: { q11: { latitude: 52, longitude: 20 } } }), {
      errors: { q11: 'The point is outside the borders of Poland' },
    });
    expect(describedText(await map())).toContain('The point is outside the borders of Poland');
  });

  it('read-only: the marker at its place, nothing to place, drag, type or remove', async () => {
    const answer = { latitude: 52, longitude: 20 };
    const { values } = renderAnswerForm(questionParts('q11', { values: { q11: answer }, readOnly: true }));
    const region = await map();
    const icon = marker()!;
    expect(icon.classList.contains('leaflet-marker-draggable')).toBe(false);
    fireEvent.click(region, { clientX: 10, clientY: 10 });
    fireEvent.mouseDown(icon, { ...centre, which: 1 } as MouseEventInit);
    fireEvent.mouseMove(icon, { clientX: centre.clientX + 80, clientY: centre.clientY });
    fireEvent.mouseUp(icon, { clientX: centre.clientX + 80, clientY: centre.clientY });
    expect(values).toEqual([]);
    expect(field('Latitude')).toMatchObject({ value: '52', readOnly: true });
    expect(screen.queryByRole('button', { name: 'Show on map' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove point' })).toBeNull();
    // The UTM tab can still be read.
    expect(screen.getByRole('tab', { name: 'UTM coordinates' })).toBeTruthy();
  });

  it('read-only without an answer says so and loads no map', () => {
    renderAnswerForm(questionParts('q11', { readOnly: true }));
    expect(screen.getByRole('group', { name: 'Question text 11' }).textContent).toBe('No answer');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('skipped: says why, with no map to answer on', () => {
    renderAnswerForm(questionParts('q11', { skipped: true }));
    const group = screen.getByRole('group', { name: 'Question text 11' });
    expect(describedText(group)).toContain('This question does not apply because of an earlier answer.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: MAP_NAME })).toBeNull();
  });

  it('without a tile server says the background is missing, and still places points', async () => {
    const { last } = renderAnswerForm(questionParts('q11'));
    fireEvent.click(await map(), centre);
    expect(
      screen.getByText('The background map is unavailable; you can still place the answer.'),
    ).toBeTruthy();
    expect(last('q11')).toBeDefined();
  });

  it('with a tile server draws its tiles and names it; no note', async () => {
    const { container } = renderAnswerForm(questionParts('q11'), {
      formContext: {
        map: localMapServices({
          tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
          tileAttribution: '© Example tiles',
        }),
      },
    });
    const region = await map();
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.src.startsWith('https://tiles.example/8/'))).toBe(true);
    expect(within(region).getByText(/© Example tiles/)).toBeTruthy();
    expect(
      screen.queryByText('The background map is unavailable; you can still place the answer.'),
    ).toBeNull();
  });

  it('in the interface language: the map, its zoom buttons, tabs and fields', async () => {
    renderAnswerForm(questionParts('q11'), { language: 'pl' });
    await screen.findByRole('region', { name: 'Mapa: Question text 11' });
    expect(screen.getByRole('button', { name: 'Przybliż' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oddal' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Współrzędne UTM' })).toBeTruthy();
    expect(field('Szerokość geograficzna')).toBeTruthy();
  });

  it('has no serious accessibility violations (axe-core; colours are checked in the browser)', async () => {
    const { container } = renderAnswerForm(
      questionParts('q11', { values: { q11: { latitude: 52, longitude: 20 } } }),
    );
    await map();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('map point widget on the fill screen', () => {
  // The map chunk is imported with real timers: under the fake ones the wait for it would time out.
  beforeAll(() => import('@widgets/controls/map/map-answers'));
  beforeEach(() => {
    giveMapsASize();
    useFakeSaveTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('a placed point is saved by the autosave as a GeoJSON Point [longitude, latitude]', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    renderGroup(group);
    const region = await within(card(11)).findByRole('region', { name: MAP_NAME });
    fireEvent.click(region, centre);
    await advance(999);
    expect(server.saves()).toEqual([]);
    await advance(1);
    const [save] = server.saves();
    expect(save).toMatchObject({ id: 1011, questionId: 11, answers: [{ geomAnswer: { type: 'Point' } }] });
    const [longitude, latitude] = save?.answers[0]?.geomAnswer?.coordinates ?? [];
    expect(latitude).toBeCloseTo(mapView.center.latitude, 3);
    expect(longitude).toBeCloseTo(mapView.center.longitude, 3);
    expect(statusOf(11)).toBe(`Saved ${SAVED_AT_SHOWN}`);
  });

  it("works under React's StrictMode, as the apps run (the map is created once and not removed)", async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    renderGroup(group, { strict: true });
    const region = await within(card(11)).findByRole('region', { name: MAP_NAME });
    expect(document.querySelectorAll('.leaflet-container')).toHaveLength(2);
    fireEvent.click(region, centre);
    expect(within(card(11)).getByTitle('The answer’s point')).toBeTruthy();
    await advance(1000);
    expect(server.saves().map((save) => save.questionId)).toEqual([11]);
  });

  it('removing the point saves the question without answers', async () => {
    const group = everyAnswerTypeGroup();
    const answered = {
      ...group,
      questionList: group.questionList.map((question) =>
        question.questionId === 11
          ? {
              ...question,
              answers: [
                { id: 1, geomAnswer: { type: 'Point' as const, coordinates: [20, 52] as [number, number] } },
              ],
            }
          : question,
      ),
    };
    const server = questionServer(answered);
    const { user } = renderGroup(answered);
    await within(card(11)).findByRole('region', { name: MAP_NAME });
    await user.click(within(card(11)).getByRole('button', { name: 'Remove point' }));
    await advance(1000);
    expect(server.saves().map((save) => save.answers)).toEqual([[]]);
  });
});
