import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { fromLaea } from '@engine/geo/eea-grid-projection';
import { gridCellAt } from '@engine/geo/grid-cell-at';
import { gridCellCode } from '@engine/geo/grid-cell-code';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { utmToPoint } from '@engine/rules/utm';
import type { SavedFillQuestion } from '@schemas/generated/api/fill';
import type { RunningServer } from '@server/server';
import { launchChromium, startAppServer } from '@tests/support/browser';
import { logIn, typeInto } from '@tests/support/fill-widgets';
import {
  latLngAt,
  leafletState,
  nextZoomEnd,
  pointOnScreen,
  recordLeafletMaps,
  type LatLngPosition,
} from '@tests/support/leaflet-maps';
import { auditScreen, VIEWPORTS, watchPage, type WatchedPage } from '@tests/support/screen-audit';
import { selectRows } from '@tests/support/test-database';

/**
 * Issue 15's done-when line: a farmer places a point by clicking the map, corrects it through the UTM
 * tab, selects a grid square by clicking at zoom 11 and another by typing its code, reloads and finds
 * both answers on the map, in the API and in the database; a coordinator then sees them on the same
 * maps, read-only. At a laptop's and a phone's width (one unit each), with no tile server: the maps
 * say the background is unavailable and work all the same.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));
const POINT_QUESTION = 'Mark the centre of the farmyard on the map';
const GRID_QUESTION = 'Select the grid square of the farm';
const NO_TILES = 'The background map is unavailable; you can still place the answer.';

/** The Main Market Square in Kraków: UTM 34U 423930 5545998 (WGS-84 50.0614 N, 19.9372 E). */
const KRAKOW_UTM = { easting: '423930', northing: '5545998', zoneNumber: '34', zoneLetter: 'U' };
const KRAKOW = { latitude: 50.0614, longitude: 19.9372 };
/** The Palace of Culture and Science in Warsaw (52.2318 N, 21.0060 E) lies in this EEA cell. */
const PALACE_CELL = '1kmE5069N3292';

interface Run {
  viewport: keyof typeof VIEWPORTS;
  unit: string;
}

/** One unit per width, so each run starts from unanswered map questions. */
const RUNS: Run[] = [
  { viewport: 'desktop', unit: 'Green Valley pig farm' },
  { viewport: 'phone', unit: 'Oak Hill piglet farm' },
];

function isSavedQuestion(value: unknown): value is SavedFillQuestion {
  return (
    typeof value === 'object' &&
    value !== null &&
    'answerTypeDicId' in value &&
    typeof value.answerTypeDicId === 'number' &&
    'answers' in value &&
    Array.isArray(value.answers)
  );
}

async function savedQuestionOf(response: Response): Promise<SavedFillQuestion | undefined> {
  const request = response.request();
  if (request.method() !== 'POST' || new URL(response.url()).pathname !== '/api/secured/question/save')
    return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return isSavedQuestion(data) ? data : undefined;
}

/** Runs `action` and returns the save of a question of `answerType` it caused (whose answers pass `fits`). */
async function savedBy(
  page: Page,
  answerType: 11 | 12,
  action: () => Promise<void>,
  fits: (saved: SavedFillQuestion) => boolean = () => true,
): Promise<SavedFillQuestion> {
  const reply = page.waitForResponse(
    async (response) => {
      const saved = await savedQuestionOf(response);
      return saved !== undefined && saved.answerTypeDicId === answerType && fits(saved);
    },
    { timeout: 20_000 },
  );
  await action();
  const saved = await savedQuestionOf(await reply);
  if (!saved) throw new Error('no save reply');
  return saved;
}

function pointOf(saved: SavedFillQuestion): LatLngPosition {
  const coordinates = saved.answers[0]?.geomAnswer?.coordinates;
  if (!coordinates) throw new Error('The save holds no point');
  return { lat: coordinates[1], lng: coordinates[0] };
}

/** The card of a question, by (the start of) its text. */
function cardOf(page: Page, text: string): Locator {
  return page.locator('[role="group"][data-question-id]').filter({ hasText: text });
}

/** The card's map, once Leaflet has made it. */
async function mapIn(card: Locator): Promise<Locator> {
  const container = card.locator('.leaflet-container');
  await container.waitFor({ timeout: 30_000 });
  await expect
    .poll(() =>
      leafletState(container).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  return container;
}

/** A form tab, one of its subforms (through the drawer on a phone) and, if named, a group of it. */
async function openSubform(page: Page, form: string, subform: string, group?: string): Promise<void> {
  // On a phone the tabs that do not fit are in the "More forms" menu beside the tab list.
  const tab = page.getByRole('tablist', { name: 'Forms' }).getByRole('tab').filter({ hasText: form });
  await page.getByRole('tablist', { name: 'Forms' }).waitFor();
  if (await tab.isVisible()) {
    await tab.click();
  } else {
    await page.getByRole('button', { name: /^More forms/ }).click();
    await page.getByRole('menuitem').filter({ hasText: form }).click();
  }
  const drawer = page.getByRole('button', { name: 'Subforms', expanded: false });
  if ((await drawer.count()) > 0) await drawer.click();
  await page
    .getByRole('navigation', { name: 'Subforms' })
    .getByRole('button')
    .filter({ hasText: subform })
    .click();
  if (group !== undefined) {
    const toolbar = page.getByRole('toolbar', { name: 'Question groups' });
    await toolbar
      .getByRole('button')
      .filter({ hasText: new RegExp(`^${group}\\b`) })
      .click();
    await toolbar.locator('button[aria-current="true"]', { hasText: group }).waitFor();
  }
}

/** The position shown in the WGS-84 tab's fields. */
async function typedDegrees(card: Locator): Promise<LatLngPosition> {
  await card.getByRole('tab', { name: 'Degrees (WGS-84)' }).click();
  return {
    lat: Number(await card.getByRole('textbox', { name: 'Latitude' }).inputValue()),
    lng: Number(await card.getByRole('textbox', { name: 'Longitude' }).inputValue()),
  };
}

/** Zooms with the map's own zoom-in button, one step at a time, until the map is at `zoom`. */
async function zoomInTo(card: Locator, container: Locator, zoom: number): Promise<void> {
  for (let current = (await leafletState(container)).zoom; current < zoom; current += 1) {
    const zoomed = nextZoomEnd(container);
    await card.getByRole('button', { name: 'Zoom in' }).click();
    expect(await zoomed).toBe(current + 1);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The ids of a list reply's items. */
function idsOf(data: unknown[]): number[] {
  return data.flatMap((item) => (isRecord(item) && typeof item.id === 'number' ? [item.id] : []));
}

/** The stored answers of the questionnaire's map questions, read through the fill API as the farmer. */
async function mapAnswersInApi(page: Page, baseUrl: string): Promise<Map<number, SavedFillQuestion>> {
  const session = await page.evaluate(() => ({
    user: sessionStorage.getItem('user'),
    opened: sessionStorage.getItem('questionnaire:opened'),
  }));
  const user: unknown = JSON.parse(session.user ?? '{}');
  const opened: unknown = JSON.parse(session.opened ?? '{}');
  const token = isRecord(user) ? user.token : undefined;
  const questionnaireId = isRecord(opened) ? opened.questionnaireId : undefined;
  if (typeof token !== 'string' || typeof questionnaireId !== 'number') throw new Error('no session');
  const list = async (path: string): Promise<unknown[]> => {
    const reply = await fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(reply.status, path).toBe(200);
    const body: unknown = await reply.json();
    return isRecord(body) && Array.isArray(body.data) ? body.data : [];
  };
  const found = new Map<number, SavedFillQuestion>();
  for (const formId of idsOf(await list(`/secured/questinnaire/form/${questionnaireId}`))) {
    for (const subformId of idsOf(await list(`/secured/questinnaire/subform/${formId}`))) {
      for (const group of await list(`/secured/questionlist/${subformId}`)) {
        const questions = isRecord(group) && Array.isArray(group.questionList) ? group.questionList : [];
        for (const question of questions.filter(isSavedQuestion)) {
          if (question.answerTypeDicId === 11 || question.answerTypeDicId === 12)
            found.set(question.answerTypeDicId, question);
        }
      }
    }
  }
  return found;
}

function expectClose(actual: LatLngPosition, expected: LatLngPosition, within: number): void {
  expect(Math.abs(actual.lat - expected.lat)).toBeLessThanOrEqual(within);
  expect(Math.abs(actual.lng - expected.lng)).toBeLessThanOrEqual(within);
}

describe('map answers filled in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(RUNS)('at $viewport width', ({ viewport, unit }) => {
    let context: BrowserContext;
    let page: Page;
    let watched: WatchedPage;
    /** What the farmer saved: the point after the UTM correction and the typed square. */
    let point: LatLngPosition | undefined;
    let square: SavedFillQuestion | undefined;
    let questionnaireId: number | undefined;

    beforeAll(async () => {
      // axe-core needs a page of its own context (it opens a helper page beside it).
      context = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS[viewport] });
      page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await recordLeafletMaps(page);
      watched = await watchPage(page);
    });
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail')
        await page.screenshot({
          path: `${SCREENSHOTS}fill-map-answers-failure-${viewport}.png`,
          fullPage: true,
        });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('places a point by clicking the map and corrects it through the UTM tab', async () => {
      await logIn(page, server.url, 'farmer@example.com');
      await page.waitForURL(`${server.url}/main-navigation/questionnaires`);
      // The cookie notice would cover the lower part of a phone's screen.
      await page.getByRole('button', { name: 'I agree' }).click();
      // By the button's name ("Edit {type} of {unit}"): a table row on a laptop, a card on a phone.
      await page
        .getByRole('button', { name: new RegExp(`^Edit .* of ${unit}`) })
        .first()
        .click();
      await page.waitForURL(`${server.url}/fill-questionnaire`);
      const opened: unknown = JSON.parse(
        (await page.evaluate(() => sessionStorage.getItem('questionnaire:opened'))) ?? '{}',
      );
      questionnaireId =
        isRecord(opened) && typeof opened.questionnaireId === 'number' ? opened.questionnaireId : undefined;

      await openSubform(page, 'General farm information', 'Location and buildings');
      const card = cardOf(page, POINT_QUESTION);
      const map = await mapIn(card);
      await card.getByText(NO_TILES).waitFor();
      expect((await leafletState(map)).tileLayers).toBe(0);

      // A click a little north-east of the middle places the point there.
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no size');
      const at = { x: Math.round(box.width / 2 + 40), y: Math.round(box.height / 2 - 30) };
      const clicked = await latLngAt(map, at.x, at.y);
      const placed = pointOf(await savedBy(page, 11, () => map.click({ position: at })));
      // Within a pixel at zoom 8 (about 0.005°).
      expectClose(placed, clicked, 0.01);
      expectClose((await leafletState(map)).markers[0] ?? { lat: 0, lng: 0 }, placed, 1e-9);
      expect(await typedDegrees(card)).toEqual(placed);

      // Corrected through the UTM tab: the Main Market Square in Kraków.
      await card.getByRole('tab', { name: 'UTM coordinates' }).click();
      await typeInto(card.getByRole('textbox', { name: 'Easting (m)' }), KRAKOW_UTM.easting);
      await typeInto(card.getByRole('textbox', { name: 'Northing (m)' }), KRAKOW_UTM.northing);
      await typeInto(card.getByRole('textbox', { name: 'Zone number' }), KRAKOW_UTM.zoneNumber);
      await typeInto(card.getByRole('textbox', { name: 'Zone letter' }), KRAKOW_UTM.zoneLetter);
      const corrected = pointOf(
        await savedBy(page, 11, () => card.getByRole('button', { name: 'Show on map' }).click()),
      );
      const converted = utmToPoint(KRAKOW_UTM);
      if (!converted.ok) throw new Error('the reference point does not convert');
      expect(corrected).toEqual({ lat: converted.point.latitude, lng: converted.point.longitude });
      // The published coordinates of the square, to about a metre.
      expectClose(corrected, { lat: KRAKOW.latitude, lng: KRAKOW.longitude }, 0.00002);

      // The marker moved there (one marker, no longer at the click) and the degrees show it.
      const state = await leafletState(map);
      expect(state.markers).toHaveLength(1);
      expectClose(state.markers[0] ?? { lat: 0, lng: 0 }, corrected, 1e-9);
      expect(Math.abs(placed.lat - corrected.lat) + Math.abs(placed.lng - corrected.lng)).toBeGreaterThan(
        0.1,
      );
      expect(await typedDegrees(card)).toEqual(corrected);
      point = corrected;

      expect(await auditScreen(page)).toEqual([]);
      expect(watched.take()).toEqual([]);
    }, 180_000);

    it('selects a grid square by clicking it at zoom 11 and another by typing its code', async () => {
      await openSubform(page, 'Environment', 'Feed and water', 'Water');
      const card = cardOf(page, GRID_QUESTION);
      const map = await mapIn(card);
      await card.getByText('Zoom in to see the grid squares.').waitFor();
      expect((await leafletState(map)).gridSquares).toBe(0);

      await zoomInTo(card, map, 11);
      await expect.poll(async () => (await leafletState(map)).gridSquares).toBeGreaterThan(100);
      await expect(card.getByText('Zoom in to see the grid squares.').count()).resolves.toBe(0);

      // A click in the middle of the square under the map's centre.
      const centre = (await leafletState(map)).centre;
      const cell = gridCellAt({ latitude: centre.lat, longitude: centre.lng });
      const [lng, lat] = fromLaea([(cell.eastKm + 0.5) * 1000, (cell.northKm + 0.5) * 1000]);
      const target = await pointOnScreen(map, { lat, lng });
      const clickedCode = gridCellCode(cell);
      const clicked = await savedBy(page, 12, () => map.click({ position: target }));
      expect(clicked.answers[0]?.answer).toBe(clickedCode);
      expect(clicked.answers[0]?.gridGeomAnswer).toEqual(gridCellSquare(cell));
      await card.getByText(`Selected square: ${clickedCode}`).waitFor();

      // Typed: the Palace of Culture's square, with Enter.
      const codeBox = card.getByRole('textbox', { name: 'Grid square code' });
      square = await savedBy(
        page,
        12,
        async () => {
          await codeBox.fill(PALACE_CELL);
          await codeBox.press('Enter');
        },
        (saved) => saved.answers[0]?.answer === PALACE_CELL,
      );
      await card.getByText(`Selected square: ${PALACE_CELL}`).waitFor();
      expect(square.answers[0]?.gridGeomAnswer).toEqual(gridCellSquare({ eastKm: 5069, northKm: 3292 }));

      expect(await auditScreen(page)).toEqual([]);
      expect(watched.take()).toEqual([]);
    }, 180_000);

    it('finds both answers on the maps after a reload, and in the API and the database', async () => {
      if (!point || !square) throw new Error('the earlier steps saved nothing');
      await page.reload();

      // The screen reopens on the grid's group: its square highlighted, its code shown.
      const gridCard = cardOf(page, GRID_QUESTION);
      const gridMap = await mapIn(gridCard);
      await gridCard.getByText(`Selected square: ${PALACE_CELL}`).waitFor();
      const ring = square.answers[0]?.gridGeomAnswer?.coordinates[0] ?? [];
      await expect.poll(async () => (await leafletState(gridMap)).highlighted).toHaveLength(1);
      const [highlighted = []] = (await leafletState(gridMap)).highlighted;
      // Leaflet keeps the ring without its closing corner.
      expect(highlighted.map(({ lat, lng }) => [lng, lat])).toEqual(ring.slice(0, 4));

      await openSubform(page, 'General farm information', 'Location and buildings');
      const pointCard = cardOf(page, POINT_QUESTION);
      const pointMap = await mapIn(pointCard);
      await expect.poll(async () => (await leafletState(pointMap)).markers).toHaveLength(1);
      const state = await leafletState(pointMap);
      expectClose(state.markers[0] ?? { lat: 0, lng: 0 }, point, 1e-9);
      // Opened on the answer, at the marker zoom.
      expect(state.zoom).toBe(14);
      expect(await typedDegrees(pointCard)).toEqual(point);

      const stored = await mapAnswersInApi(page, server.url);
      expect(stored.get(11)?.answers[0]?.geomAnswer).toEqual({
        type: 'Point',
        coordinates: [point.lng, point.lat],
      });
      expect(stored.get(12)?.answers[0]?.answer).toBe(PALACE_CELL);
      expect(stored.get(12)?.answers[0]?.gridGeomAnswer).toEqual(square.answers[0]?.gridGeomAnswer);

      const database = server.database;
      if (!database) throw new Error('The server runs without its own database');
      const rows = await selectRows(
        database,
        sql`select q.key, a.answer, a.geom_answer as "point", a.grid_geom_answer as "square"
            from answer a
            join filled_question fq on fq.id = a.filled_question_id
            join question q on q.id = fq.question_id
            join filled_question_list fql on fql.id = fq.filled_question_list_id
            join filled_subform fs on fs.id = fql.filled_subform_id
            join filled_form ff on ff.id = fs.filled_form_id
            where ff.questionnaire_id = ${questionnaireId ?? 0} and q.key in ('farmyard_point', 'water_intake_grid')
            order by q.key`,
      );
      expect(rows).toEqual([
        {
          key: 'farmyard_point',
          answer: null,
          point: { type: 'Point', coordinates: [point.lng, point.lat] },
          square: null,
        },
        {
          key: 'water_intake_grid',
          answer: PALACE_CELL,
          point: null,
          square: square.answers[0]?.gridGeomAnswer,
        },
      ]);
      expect(watched.take()).toEqual([]);
    }, 180_000);

    it('shows the coordinator the same answers on read-only maps', async () => {
      if (!point || questionnaireId === undefined) throw new Error('the earlier steps saved nothing');
      const context = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS[viewport] });
      const review = await context.newPage();
      try {
        await recordLeafletMaps(review);
        const reviewWatch = await watchPage(review);
        await logIn(review, server.url, 'coordinator@example.com');
        await review.waitForURL(`${server.url}/main-navigation/questionnaires`);
        await review.evaluate(
          (id) =>
            sessionStorage.setItem(
              'questionnaire:opened',
              JSON.stringify({ questionnaireId: id, mode: 'review' }),
            ),
          questionnaireId,
        );
        await review.goto(`${server.url}/fill-questionnaire`);
        await openSubform(review, 'General farm information', 'Location and buildings');
        const pointCard = cardOf(review, POINT_QUESTION);
        const pointMap = await mapIn(pointCard);
        await expect.poll(async () => (await leafletState(pointMap)).markers).toHaveLength(1);
        expectClose((await leafletState(pointMap)).markers[0] ?? { lat: 0, lng: 0 }, point, 1e-9);
        // Read-only: the coordinates shown, nothing to apply or remove.
        expect(await typedDegrees(pointCard)).toEqual(point);
        expect(await pointCard.getByRole('button', { name: 'Show on map' }).count()).toBe(0);
        expect(await pointCard.getByRole('button', { name: 'Remove point' }).count()).toBe(0);

        await openSubform(review, 'Environment', 'Feed and water', 'Water');
        const gridCard = cardOf(review, GRID_QUESTION);
        const gridMap = await mapIn(gridCard);
        await gridCard.getByText(`Selected square: ${PALACE_CELL}`).waitFor();
        await expect.poll(async () => (await leafletState(gridMap)).highlighted).toHaveLength(1);
        expect(await gridCard.getByRole('textbox', { name: 'Grid square code' }).count()).toBe(0);
        expect(await auditScreen(review)).toEqual([]);
        expect(reviewWatch.take()).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
  });
});
