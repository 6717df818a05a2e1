import { sql } from 'drizzle-orm';
import { gridCellAt, gridCellCode, type GridCell } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import type { SavedAnswer } from '@schemas/generated/answers';
import { one } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { fillState, save, storedState } from './write-support';

/** The cell of the Palace of Culture in Warsaw (52.2318 N, 21.0060 E): 1kmE5069N3292. */
const PALACE: GridCell = gridCellAt({ latitude: 52.2318, longitude: 21.006 });

function squareAnswer(cell: GridCell): SavedAnswer {
  return { answer: gridCellCode(cell), gridGeomAnswer: gridCellSquare(cell) };
}

describe('POST question/save: map answers (points and grid squares)', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  const own = (key: string) => f.filled.question(f.questionnaireId.own, key);

  /** A save refused with `error`, leaving every filled row as it was; answers the reply. */
  async function refused(key: string, answers: SavedAnswer[], error: string, language?: string) {
    const before = await fillState(f);
    const reply = await save(f, 'farmer', await own(key), answers, {
      status: 400,
      ...(language ? { language } : {}),
    });
    expect(reply.body).toMatchObject({ success: false, error, message: expect.any(String) });
    expect(await fillState(f)).toBe(before);
    return reply;
  }

  /** Runs `body` while the subform `subformKey` comes first in its form (by orderKey), then restores the order. */
  async function whileFirst(subformKey: string, body: () => Promise<void>) {
    const id = await f.dic.subform(subformKey);
    const { order_key: orderKey } = await one(
      f.database,
      sql`select order_key from subform where id = ${id}`,
    );
    await f.database.db.execute(sql`update subform set order_key = -1 where id = ${id}`);
    try {
      await body();
    } finally {
      await f.database.db.execute(sql`update subform set order_key = ${Number(orderKey)} where id = ${id}`);
    }
  }

  it('stores a grid square of the EEA grid under its code, and a point inside the country', async () => {
    await save(f, 'farmer', await own('water_intake_grid'), [squareAnswer(PALACE)]);
    expect((await storedState(f, await own('water_intake_grid'))).answers).toMatchObject([
      { answer: '1kmE5069N3292', gridGeomAnswer: gridCellSquare(PALACE) },
    ]);
    await save(f, 'farmer', await own('farmyard_point'), [
      { geomAnswer: { type: 'Point', coordinates: [21.006, 52.2318] } },
    ]);
    expect((await storedState(f, await own('farmyard_point'))).answers).toMatchObject([
      { geomAnswer: { type: 'Point', coordinates: [21.006, 52.2318] } },
    ]);
  });

  it('refuses a point outside the country, in the sea or abroad, with the message in the language asked', async () => {
    // The Baltic north of the bounds, Leipzig west of them, Vilnius east of them, Budapest south.
    const abroad: [number, number][] = [
      [18.5, 55.4],
      [12.37, 51.34],
      [25.28, 54.69],
      [19.04, 47.5],
    ];
    for (const coordinates of abroad) {
      await refused('farmyard_point', [{ geomAnswer: { type: 'Point', coordinates } }], 'OUTSIDE_COUNTRY');
    }
    const polish = await refused(
      'farmyard_point',
      [{ geomAnswer: { type: 'Point', coordinates: [18.5, 55.4] } }],
      'OUTSIDE_COUNTRY',
      'pl',
    );
    expect(polish.body.message).toBe('Punkt znajduje się poza granicami Polski');
  });

  it('refuses a grid square the grid does not have: a made-up code, or a code with another geometry', async () => {
    const neighbour: GridCell = { eastKm: PALACE.eastKm + 1, northKm: PALACE.northKm };
    await refused(
      'water_intake_grid',
      [{ answer: 'CD45', gridGeomAnswer: gridCellSquare(PALACE) }],
      'GRID_SQUARE_UNKNOWN',
    );
    await refused(
      'water_intake_grid',
      [{ answer: gridCellCode(PALACE), gridGeomAnswer: gridCellSquare(neighbour) }],
      'GRID_SQUARE_UNKNOWN',
    );
    const moved = gridCellSquare(PALACE);
    moved.coordinates[0][2] = [21.2, 52.3];
    await refused(
      'water_intake_grid',
      [{ answer: gridCellCode(PALACE), gridGeomAnswer: moved }],
      'GRID_SQUARE_UNKNOWN',
    );
  });

  it('refuses a point or grid square for a question in the first subform of its form, changing nothing', async () => {
    // farmyard_point (type 11) is in the second subform of "general", water_intake_grid (type 12) in
    // the second of "environment": each moves to the front of its form for a while.
    await whileFirst('location_buildings', async () => {
      const reply = await refused(
        'farmyard_point',
        [{ geomAnswer: { type: 'Point', coordinates: [19.5, 51.9] } }],
        'MAP_NOT_IN_FIRST_SUBFORM',
        'de',
      );
      expect(reply.body.message).toBe('Kartenantworten sind im ersten Unterformular nicht möglich');
      // Other questions of the subform save as before.
      await save(f, 'farmer', await own('distance_residential'), [{ answer: '250' }]);
    });
    await whileFirst('feed_water', async () => {
      await refused('water_intake_grid', [squareAnswer(PALACE)], 'MAP_NOT_IN_FIRST_SUBFORM');
    });
    // Back in second place, both save again.
    await save(f, 'farmer', await own('farmyard_point'), [
      { geomAnswer: { type: 'Point', coordinates: [19.5, 51.9] } },
    ]);
    await save(f, 'farmer', await own('water_intake_grid'), [squareAnswer(PALACE)]);
  });

  it('lets a map answer stored in the first subform be cleared', async () => {
    const point = await own('farmyard_point');
    await save(f, 'farmer', point, [{ geomAnswer: { type: 'Point', coordinates: [19.5, 51.9] } }]);
    await whileFirst('location_buildings', async () => {
      await save(f, 'farmer', point, []);
    });
    expect((await storedState(f, point)).answers).toEqual([]);
  });

  it('decides the first subform by orderKey, then id, counting switched-off subforms', async () => {
    const profile = await f.dic.subform('farm_profile');
    const location = await f.dic.subform('location_buildings');
    const { order_key: orderKey } = await one(
      f.database,
      sql`select order_key from subform where id = ${location}`,
    );
    const { order_key: profileOrder } = await one(
      f.database,
      sql`select order_key from subform where id = ${profile}`,
    );
    try {
      // Same orderKey as the profile: the lower id comes first.
      await f.database.db.execute(
        sql`update subform set order_key = ${Number(profileOrder)} where id = ${location}`,
      );
      const point: SavedAnswer[] = [{ geomAnswer: { type: 'Point', coordinates: [19.5, 51.9] } }];
      if (location < profile) await refused('farmyard_point', point, 'MAP_NOT_IN_FIRST_SUBFORM');
      else await save(f, 'farmer', await own('farmyard_point'), point);
      // A switched-off subform before it still makes it the second.
      await f.database.db.execute(
        sql`update subform set order_key = ${Number(orderKey)} where id = ${location}`,
      );
      await f.database.db.execute(sql`update subform set is_active = false where id = ${profile}`);
      await save(f, 'farmer', await own('farmyard_point'), point);
    } finally {
      await f.database.db.execute(
        sql`update subform set order_key = ${Number(orderKey)} where id = ${location}`,
      );
      await f.database.db.execute(sql`update subform set is_active = true where id = ${profile}`);
    }
  });
});
