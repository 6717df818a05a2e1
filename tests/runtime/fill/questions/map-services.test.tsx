import { act, screen, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type { GeomViewRectangle } from '@schemas/generated/api/geom';
import { GROUP_ID, question } from '@tests/fixtures/fill-group';
import { answerRegistry } from '@runtime/fill/questions/answerRegistry';
import { mapServicesFrom } from '@widgets/shared/widgets-context';
import { useState } from 'react';
import { ok, stubApi, type Route } from '../../support/fakeApi';
import { card, renderGroup, settle } from './support/renderGroup';

const SETTINGS = 'GET /api/map/settings';
const GRID = 'POST /api/secured/geom/geojson';
const TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';
const SQUARES = '{"type":"FeatureCollection","features":[]}';

/** Renders of each card's widget, by the widget's id (one per question). */
const renders = new Map<string, number>();

/**
 * Stands in for every widget of these groups: says which map services its card got and asks for the
 * squares of a view with them, as the map widgets do, so the test reads what the widgets would.
 */
function ServicesProbe({ id, registry }: WidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  const map = mapServicesFrom(registry.formContext);
  const [reply, setReply] = useState('');
  const ask = () => {
    const controller = new AbortController();
    const view: GeomViewRectangle = {
      type: 'Polygon',
      coordinates: [
        [
          [21, 52],
          [21.1, 52],
          [21.1, 52.1],
          [21, 52.1],
        ],
      ],
    };
    map?.gridSquares(view, controller.signal).then(setReply, () => setReply('failed'));
  };
  return (
    <div>
      <span>
        {map
          ? `tiles: ${map.tileUrl ?? 'none'}; ${map.tileAttribution ?? 'no attribution'}`
          : 'no map services'}
      </span>
      {map && (
        <button type="button" onClick={ask}>
          Ask for squares
        </button>
      )}
      {reply !== '' && <span>reply: {reply}</span>}
    </div>
  );
}

const probeRegistry = {
  ...answerRegistry,
  widgets: {
    ...answerRegistry.widgets,
    integer: ServicesProbe,
    mapPoint: ServicesProbe,
    mapGrid: ServicesProbe,
  },
};

function group(id: number, questions: FillQuestion[]): GroupInstance {
  return {
    id,
    questionListDicId: 50,
    questionListName: 'Location',
    name: null,
    qlNumber: -1,
    isActive: true,
    filledSubformId: 400,
    orderKey: 1,
    questionList: questions,
  };
}

/** An integer question, a map point and a grid square. */
const mapGroup = () => group(GROUP_ID, [question(1, 1), question(2, 11), question(3, 12)]);

function held(reply: ReturnType<typeof ok>): { route: Route; release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { route: async () => (await released, reply), release };
}

describe('the map services of a group', () => {
  beforeEach(() => renders.clear());

  it('go to the map questions’ cards only, with the tile server once the settings arrive', async () => {
    const settings = held(ok({ tileUrl: TILES, tileAttribution: '© Tiles', maxGridSquares: 10000 }));
    const server = stubApi({ [SETTINGS]: settings.route, [GRID]: ok(SQUARES) });
    renderGroup(mapGroup(), { registry: probeRegistry });

    // The cards do not wait for the settings: the maps draw without a background meanwhile.
    expect(within(card(2)).getByText('tiles: none; no attribution')).toBeTruthy();
    expect(within(card(3)).getByText('tiles: none; no attribution')).toBeTruthy();
    expect(within(card(1)).getByText('no map services')).toBeTruthy();
    const integerRenders = renders.get(integerWidgetId());

    await act(async () => settings.release());
    expect(await within(card(2)).findByText(`tiles: ${TILES}; © Tiles`)).toBeTruthy();
    expect(within(card(3)).getByText(`tiles: ${TILES}; © Tiles`)).toBeTruthy();
    // The settings' arrival renders the map cards alone.
    expect(renders.get(integerWidgetId())).toBe(integerRenders);
    expect(server.to(SETTINGS)).toHaveLength(1);
  });

  it('ask for the grid squares through the API and hand the widget the reply’s GeoJSON string', async () => {
    const server = stubApi({
      [SETTINGS]: ok({ tileUrl: null, tileAttribution: null, maxGridSquares: 10000 }),
      [GRID]: ok(SQUARES),
    });
    const { user } = renderGroup(mapGroup(), { registry: probeRegistry });

    await user.click(within(card(3)).getByRole('button', { name: 'Ask for squares' }));
    expect(await within(card(3)).findByText(`reply: ${SQUARES}`)).toBeTruthy();
    expect(server.to(GRID)[0]?.body).toMatchObject({ type: 'Polygon' });
    // No tile server configured: the maps say so (no tile URL), and still get their squares.
    expect(within(card(3)).getByText('tiles: none; no attribution')).toBeTruthy();
  });

  it('are read once per session: another map group takes the settings from the cache', async () => {
    const server = stubApi({
      [SETTINGS]: ok({ tileUrl: TILES, tileAttribution: null, maxGridSquares: 10000 }),
    });
    const { show } = renderGroup(mapGroup(), { registry: probeRegistry });
    expect(await within(card(2)).findByText(`tiles: ${TILES}; no attribution`)).toBeTruthy();

    show(group(GROUP_ID + 1, [question(4, 12)]));
    // The new group's map starts with the tile server: nothing to wait for.
    expect(within(card(4)).getByText(`tiles: ${TILES}; no attribution`)).toBeTruthy();
    await settle();
    expect(server.to(SETTINGS)).toHaveLength(1);
  });

  it('are not asked for by a group without map questions', async () => {
    const server = stubApi({});
    renderGroup(group(GROUP_ID, [question(1, 1), question(2, 3)]), { registry: probeRegistry });
    await settle();

    expect(within(card(1)).getByText('no map services')).toBeTruthy();
    expect(server.requests.map((request) => request.path)).not.toContain('/api/map/settings');
  });

  it('leave the maps without a background when the settings cannot be read', async () => {
    stubApi({ [SETTINGS]: { status: 503, body: '<html>Down</html>' } });
    renderGroup(mapGroup(), { registry: probeRegistry });
    await settle();

    expect(within(card(2)).getByText('tiles: none; no attribution')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** The id RJSF gives the integer question's widget (the probe counts its renders under it). */
function integerWidgetId(): string {
  const ids = [...renders.keys()];
  const first = ids.find((id) => card(1).querySelector(`[id="${id}"]`) !== null) ?? ids[0];
  if (first === undefined) throw new Error('no widget rendered');
  return first;
}
