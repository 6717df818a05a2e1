import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { PointValue } from '@engine/answers/answer-value';
import type { GridSquareCollection } from '@engine/geo/grid-square-collection';
import { mapView } from '@engine/geo/map-view';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';
import {
  localGridSquares,
  palaceOfCulture,
  palaceOfCultureCell,
  palaceOfCultureSquare,
} from '@tests/fixtures/map-answers';
import { questionServer } from '@tests/runtime/fill/questions/support/questionServer';
import {
  advance,
  card,
  renderGroup,
  useFakeSaveTimers,
} from '@tests/runtime/fill/questions/support/renderGroup';
import { describedText, expectInvalid } from './support/described';
import { giveMapsASize } from './support/mapLayout';
import { recordingMapServices, type GridRequest } from './support/recordingMapServices';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';

const MAP_NAME = 'Map: Question text 12';
const ZOOM_HINT = 'Zoom in to see the grid squares.';
const KEYBOARD_HINT =
  'The map cannot be used with a keyboard: type the square’s code (e.g. 1kmE5069N3292) below instead.';

/** The map, once its chunk is loaded (the first load takes a while on a busy machine). */
function map(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: MAP_NAME }, { timeout: 15_000 });
}

/** The drawn grid squares (SVG paths in jsdom, see giveMapsASize), in the reply's order. */
function drawnSquares(): SVGPathElement[] {
  return [...document.querySelectorAll<SVGPathElement>('.leaflet-overlay-pane path.leaflet-interactive')];
}

/** The highlighted chosen square. */
function highlight(): Element | null {
  return document.querySelector('.leaflet-chosen-square-pane path');
}

function codeBox(): HTMLInputElement {
  const element = screen.getByRole('textbox', { name: 'Grid square code' });
  if (!(element instanceof HTMLInputElement)) throw new Error('no code box');
  return element;
}

async function zoomTo(user: ReturnType<typeof renderAnswerForm>['user'], from: number, to: number) {
  for (let zoom = from; zoom < to; zoom += 1)
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
}

function inside(view: GeomViewRectangle, point: PointValue): boolean {
  const ring = view.coordinates[0];
  const longitudes = ring.map(([longitude]) => longitude);
  const latitudes = ring.map(([, latitude]) => latitude);
  return (
    point.longitude > Math.min(...longitudes) &&
    point.longitude < Math.max(...longitudes) &&
    point.latitude > Math.min(...latitudes) &&
    point.latitude < Math.max(...latitudes)
  );
}

/** Answers a request with the squares of its view, as the server would, and lets them be drawn. */
async function answer(request: GridRequest | undefined): Promise<GridSquareCollection> {
  if (!request) throw new Error('no request');
  const reply = localGridSquares(request.view);
  await act(async () => request.reply(reply));
  return JSON.parse(reply) as GridSquareCollection;
}

describe('map grid-square widget (type 12)', () => {
  beforeEach(() => giveMapsASize());

  it('names the question while the map chunk loads, then shows the map', async () => {
    renderAnswerForm(questionParts('q12'));
    expect(screen.getByRole('status').textContent).toBe('Loading the map for “Question text 12”…');
    await map();
  });

  it('below the grid zoom asks for nothing, draws nothing and says to zoom in', async () => {
    const { services, requests } = recordingMapServices();
    renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    const region = await map();
    expect(requests).toEqual([]);
    expect(drawnSquares()).toEqual([]);
    expect(describedText(region)).toContain(ZOOM_HINT);
    expect(describedText(region)).toContain(KEYBOARD_HINT);
  });

  it('from the grid zoom on asks for the squares of the view and draws them; the previous request is aborted', async () => {
    const { services, requests } = recordingMapServices();
    const { user } = renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    const region = await map();
    await zoomTo(user, mapView.zoom, mapView.gridZoom - 1);
    expect(requests).toEqual([]);
    await zoomTo(user, mapView.gridZoom - 1, mapView.gridZoom);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.view.type).toBe('Polygon');
    expect(inside(requests[0]!.view, mapView.center)).toBe(true);
    expect(describedText(region)).not.toContain(ZOOM_HINT);

    // Zoomed again before the reply: the first request is aborted and its late reply ignored.
    await zoomTo(user, mapView.gridZoom, mapView.gridZoom + 1);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    await answer(requests[0]);
    expect(drawnSquares()).toEqual([]);
    const squares = await answer(requests[1]);
    expect(squares.features.length).toBeGreaterThan(20);
    expect(drawnSquares()).toHaveLength(squares.features.length);

    // Back below the grid zoom: the grid goes, nothing is asked.
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(requests).toHaveLength(3);
    expect(drawnSquares()).toEqual([]);
    expect(describedText(region)).toContain(ZOOM_HINT);
  });

  it('a click on a square chooses it: its code and polygon are the answer, it is highlighted and named', async () => {
    const { services, requests } = recordingMapServices();
    const { user, last } = renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    await map();
    await zoomTo(user, mapView.zoom, mapView.gridZoom);
    const squares = await answer(requests[0]);
    const index = Math.floor(squares.features.length / 2);
    const clicked = squares.features[index]!;
    fireEvent.click(drawnSquares()[index]!);
    expect(last('q12')).toEqual({ squareId: clicked.properties.GRID_POLAN, geometry: clicked.geometry });
    expect(screen.getByText(`Selected square: ${clicked.properties.GRID_POLAN}`)).toBeTruthy();
    expect(highlight()).not.toBeNull();
    // A click chooses; it does not move the map (no new request).
    expect(requests).toHaveLength(1);
  });

  it('an unparseable reply clears the grid, without a message', async () => {
    const { services, requests } = recordingMapServices();
    const { user, container } = renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    await map();
    await zoomTo(user, mapView.zoom, mapView.gridZoom);
    await answer(requests[0]);
    expect(drawnSquares().length).toBeGreaterThan(0);
    const before = container.textContent;
    await zoomTo(user, mapView.gridZoom, mapView.gridZoom + 1);
    await act(async () => requests[1]?.reply('<html>Bad gateway</html>'));
    expect(drawnSquares()).toEqual([]);
    await zoomTo(user, mapView.gridZoom + 1, mapView.gridZoom + 2);
    await act(async () => requests[2]?.reply('{"type":"Feature"}'));
    expect(drawnSquares()).toEqual([]);
    expect(container.textContent).toBe(before);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed request clears the grid and says the code can still be typed', async () => {
    const { services, requests } = recordingMapServices();
    const { user } = renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    const region = await map();
    await zoomTo(user, mapView.zoom, mapView.gridZoom);
    await act(async () => requests[0]?.fail());
    expect(drawnSquares()).toEqual([]);
    expect(describedText(region)).toContain(
      'The grid squares could not be loaded; you can still type the square’s code.',
    );
  });

  it('a typed code chooses its square, computed here; the map goes to it at the grid zoom', async () => {
    const { services, requests } = recordingMapServices();
    const { user, last } = renderAnswerForm(questionParts('q12'), { formContext: { map: services } });
    await map();
    // Case and spaces are forgiven, as typed codes have them.
    await user.type(codeBox(), ' 1kme5069n3292 {Enter}');
    expect(last('q12')).toEqual(palaceOfCultureSquare);
    expect(screen.getByText(`Selected square: ${palaceOfCultureCell}`)).toBeTruthy();
    expect(highlight()).not.toBeNull();
    expect(codeBox().value).toBe('');
    // The one request is the grid of the square's view, at the grid zoom.
    expect(requests).toHaveLength(1);
    expect(inside(requests[0]!.view, palaceOfCulture)).toBe(true);
  });

  it.each([
    ['no 1 km code', 'E5069N3292', 'This is not a square of the 1 km grid'],
    ['a square off the map', '1kmE100N100', 'This grid square lies outside the map.'],
  ])(
    'a typed code that is %s is refused with its message and changes nothing',
    async (_case, typed, message) => {
      const { user, values } = renderAnswerForm(questionParts('q12'));
      await map();
      await user.type(codeBox(), typed);
      await user.click(screen.getByRole('button', { name: 'Select square' }));
      expectInvalid(codeBox(), message);
      expect(codeBox().value).toBe(typed);
      expect(values).toEqual([]);
    },
  );

  it('opened with an answer: the square highlighted at the grid zoom, its code named, its grid asked for', async () => {
    const { services, requests } = recordingMapServices();
    renderAnswerForm(questionParts('q12', { values: { q12: palaceOfCultureSquare } }), {
      formContext: { map: services },
    });
    const region = await map();
    expect(highlight()).not.toBeNull();
    expect(screen.getByText(`Selected square: ${palaceOfCultureCell}`)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(inside(requests[0]!.view, palaceOfCulture)).toBe(true);
    expect(describedText(region)).not.toContain(ZOOM_HINT);
  });

  it('"Remove square" clears the answer and the highlight', async () => {
    const { user, last, values } = renderAnswerForm(
      questionParts('q12', { values: { q12: palaceOfCultureSquare } }),
    );
    await map();
    await user.click(screen.getByRole('button', { name: 'Remove square' }));
    expect(values).toHaveLength(1);
    expect(last('q12')).toBeUndefined();
    expect(highlight()).toBeNull();
    expect(screen.queryByText(/Selected square/)).toBeNull();
  });

  it('read-only: the square highlighted and named; no grid, no code box, nothing to remove', async () => {
    const { services, requests } = recordingMapServices();
    renderAnswerForm(questionParts('q12', { values: { q12: palaceOfCultureSquare }, readOnly: true }), {
      formContext: { map: services },
    });
    const region = await map();
    expect(highlight()).not.toBeNull();
    expect(screen.getByText(`Selected square: ${palaceOfCultureCell}`)).toBeTruthy();
    expect(requests).toEqual([]);
    expect(screen.queryByRole('textbox', { name: 'Grid square code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove square' })).toBeNull();
    expect(describedText(region)).not.toContain(KEYBOARD_HINT);
  });

  it('read-only without an answer says so; skipped says why; neither loads a map', () => {
    const { unmount } = renderAnswerForm(questionParts('q12', { readOnly: true }));
    expect(screen.getByRole('group', { name: 'Question text 12' }).textContent).toBe('No answer');
    unmount();
    renderAnswerForm(questionParts('q12', { skipped: true }));
    expect(describedText(screen.getByRole('group', { name: 'Question text 12' }))).toContain(
      'This question does not apply because of an earlier answer.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('in the interface language', async () => {
    renderAnswerForm(questionParts('q12'), { language: 'de' });
    const region = await screen.findByRole('region', { name: 'Karte: Question text 12' });
    expect(describedText(region)).toContain('Vergrößern Sie die Karte, um die Rasterquadrate zu sehen.');
    expect(screen.getByRole('textbox', { name: 'Code des Rasterquadrats' })).toBeTruthy();
  });

  it('has no serious accessibility violations (axe-core; colours are checked in the browser)', async () => {
    const { services, requests } = recordingMapServices();
    const { container } = renderAnswerForm(questionParts('q12', { values: { q12: palaceOfCultureSquare } }), {
      formContext: { map: services },
    });
    await map();
    await answer(requests[0]);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});

describe('map grid-square widget on the fill screen', () => {
  // The map chunk is imported with real timers: under the fake ones the wait for it would time out.
  beforeAll(() => import('@widgets/controls/map/map-answers'));
  beforeEach(() => {
    giveMapsASize();
    useFakeSaveTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('a typed code is saved by the autosave as the code and its GeoJSON square', async () => {
    const group = everyAnswerTypeGroup();
    const server = questionServer(group);
    const { user } = renderGroup(group);
    await within(card(12)).findByRole('region', { name: MAP_NAME });
    await user.type(
      within(card(12)).getByRole('textbox', { name: 'Grid square code' }),
      `${palaceOfCultureCell}{Enter}`,
    );
    await advance(1000);
    expect(server.saves()).toEqual([
      expect.objectContaining({
        id: 1012,
        questionId: 12,
        answers: [{ answer: palaceOfCultureCell, gridGeomAnswer: palaceOfCultureSquare.geometry }],
      }),
    ]);
  });
});
