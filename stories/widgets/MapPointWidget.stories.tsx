import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { standInGeolocation } from '@tests/fixtures/geolocation';
import { palaceOfCulture } from '@tests/fixtures/map-answers';
import { offlineMapServices } from '@tests/fixtures/offline-map-tiles';
import {
  QUESTION_11,
  expectMarkerInTheMiddle,
  expectOfflineBackground,
  findMap,
  inLanguageAt,
  storyTexts,
  textBox,
  valueShown,
} from '../maps/map-story-steps';
import { QuestionStory } from './QuestionStory';

// The background is the offline tiles (data: URLs drawn here): the map looks as it does with a tile
// server, and no story asks the network for anything.
const meta = {
  title: 'Widgets/Map point (type 11)',
  component: QuestionStory,
  args: { questionKey: 'q11', map: offlineMapServices() },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the whole country with no marker; a click places one. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expectOfflineBackground(await findMap(canvasElement, t, QUESTION_11), t);
  },
};
/** Opens at the marker zoom on the Palace of Culture in Warsaw. */
export const Answered: Story = {
  args: { values: { q11: palaceOfCulture } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    await expectMarkerInTheMiddle(map, t);
  },
};
/** The engine's verdict on a saved point, as the runtime passes it. */
export const OutsideTheCountry: Story = {
  args: {
    values: { q11: { latitude: 55.5, longitude: 24.5 } },
    engineError: 'The point is outside the borders of Poland',
  },
};
/** Nothing to show: no map is loaded. */
export const ReadOnlyWithoutAnswer: Story = { args: { readOnly: true } };

// Each of the following in English and Polish, at 375 px and 1280 px.

/** WGS-84 degrees typed (with decimal commas) and applied with Enter: kept as the answer, the marker there. */
const wgsEntry = {
  name: 'WGS-84 entry',
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.latitude')), '52,1');
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.longitude')), '20,25{Enter}');
    await waitFor(() => expect(valueShown(canvasElement)).toEqual({ latitude: 52.1, longitude: 20.25 }));
    await expectMarkerInTheMiddle(map, t);
  },
} satisfies Story & { name: string };

/** UTM coordinates typed in their tab and applied: the point is kept in degrees, the marker there. */
const utmEntry = {
  name: 'UTM entry',
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    await userEvent.click(canvas.getByRole('tab', { name: t('widgets.map.point.utm') }));
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.easting')), '500000');
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.northing')), '5800000');
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.zoneNumber')), '34');
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.zoneLetter')), 'U');
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.map.point.apply') }));
    // Easting 500 000 m is zone 34's central meridian, 21° E.
    await waitFor(() =>
      expect(valueShown(canvasElement)).toEqual({ latitude: expect.closeTo(52.35, 2), longitude: 21 }),
    );
    await expectMarkerInTheMiddle(map, t);
    await userEvent.click(canvas.getByRole('tab', { name: t('widgets.map.point.wgs84') }));
    expect(textBox(canvasElement, t('widgets.map.point.longitude')).value).toBe('21');
  },
} satisfies Story & { name: string };

/** A latitude beyond 90 refused with its message: nothing kept, no marker. */
const invalidEntry = {
  name: 'Invalid entry',
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    const latitude = textBox(canvasElement, t('widgets.map.point.latitude'));
    await userEvent.type(latitude, '91');
    await userEvent.type(textBox(canvasElement, t('widgets.map.point.longitude')), '20');
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.map.point.apply') }));
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    await expect(latitude).toHaveAccessibleDescription(
      expect.stringContaining(t('validation.INSERT_CORRECT_LAT')),
    );
    expect(valueShown(canvasElement)).toBeUndefined();
    expect(within(map).queryByTitle(t('widgets.map.point.marker'))).toBeNull();
  },
} satisfies Story & { name: string };

/** The answer's marker and coordinates, nothing to place, type or remove. */
const readOnly = {
  name: 'Read-only',
  args: { values: { q11: palaceOfCulture }, readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    await expectMarkerInTheMiddle(map, t);
    const latitude = textBox(canvasElement, t('widgets.map.point.latitude'));
    expect(latitude.value).toBe(String(palaceOfCulture.latitude));
    expect(latitude.readOnly).toBe(true);
    expect(canvas.queryByRole('button', { name: t('widgets.map.point.apply') })).toBeNull();
    expect(canvas.queryByRole('button', { name: t('widgets.map.point.remove') })).toBeNull();
  },
} satisfies Story & { name: string };

/** Skipped by an earlier answer: says why, and loads no map. */
const skipped = {
  name: 'Skipped',
  args: { skipped: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: QUESTION_11 })).toHaveAccessibleDescription(
      expect.stringContaining(t('widgets.skipped')),
    );
    expect(canvas.queryByRole('region', { name: t('widgets.map.label', { text: QUESTION_11 }) })).toBeNull();
  },
} satisfies Story & { name: string };

/** WGS-84 entry, English, 1280 px. */
export const WgsEntry: Story = inLanguageAt(wgsEntry, 'en', 'desktop');
/** WGS-84 entry, English, 375 px. */
export const WgsEntryPhone: Story = inLanguageAt(wgsEntry, 'en', 'phone');
/** WGS-84 entry, Polish, 1280 px. */
export const WgsEntryPolish: Story = inLanguageAt(wgsEntry, 'pl', 'desktop');
/** WGS-84 entry, Polish, 375 px. */
export const WgsEntryPolishPhone: Story = inLanguageAt(wgsEntry, 'pl', 'phone');

/** UTM entry, English, 1280 px. */
export const UtmEntry: Story = inLanguageAt(utmEntry, 'en', 'desktop');
/** UTM entry, English, 375 px. */
export const UtmEntryPhone: Story = inLanguageAt(utmEntry, 'en', 'phone');
/** UTM entry, Polish, 1280 px. */
export const UtmEntryPolish: Story = inLanguageAt(utmEntry, 'pl', 'desktop');
/** UTM entry, Polish, 375 px. */
export const UtmEntryPolishPhone: Story = inLanguageAt(utmEntry, 'pl', 'phone');

/** Invalid entry with its message, English, 1280 px. */
export const InvalidEntry: Story = inLanguageAt(invalidEntry, 'en', 'desktop');
/** Invalid entry with its message, English, 375 px. */
export const InvalidEntryPhone: Story = inLanguageAt(invalidEntry, 'en', 'phone');
/** Invalid entry with its message, Polish, 1280 px. */
export const InvalidEntryPolish: Story = inLanguageAt(invalidEntry, 'pl', 'desktop');
/** Invalid entry with its message, Polish, 375 px. */
export const InvalidEntryPolishPhone: Story = inLanguageAt(invalidEntry, 'pl', 'phone');

/** Read-only, English, 1280 px. */
export const ReadOnly: Story = inLanguageAt(readOnly, 'en', 'desktop');
/** Read-only, English, 375 px. */
export const ReadOnlyPhone: Story = inLanguageAt(readOnly, 'en', 'phone');
/** Read-only, Polish, 1280 px. */
export const ReadOnlyPolish: Story = inLanguageAt(readOnly, 'pl', 'desktop');
/** Read-only, Polish, 375 px. */
export const ReadOnlyPolishPhone: Story = inLanguageAt(readOnly, 'pl', 'phone');

/**
 * The page does not scroll sideways (a phone's 375 px). The map's tiles reach past its edges and are
 * clipped, so the page's width is compared rather than every element's (as stories/lists does).
 */
function expectNoSidewaysScroll(canvasElement: HTMLElement): void {
  const page = canvasElement.ownerDocument.documentElement;
  expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/**
 * "Use my location" with a position 180 m accurate (a stand-in for the browser's geolocation): it asks
 * first, and "Use this position" makes it the answer, the map going to it.
 */
const poorAccuracy = {
  name: 'Use my location, poor accuracy',
  args: {
    map: { ...offlineMapServices(), geolocation: standInGeolocation({ at: palaceOfCulture, accuracy: 180 }) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement, t, QUESTION_11);
    await expectOfflineBackground(map, t);
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.map.point.location.use') }));
    const question = t('widgets.map.point.location.poorAccuracy', { metres: 180, limit: 50 });
    expect(await canvas.findByText(question)).toBeVisible();
    expect(valueShown(canvasElement)).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.map.point.location.usePosition') }));
    await waitFor(() => expect(valueShown(canvasElement)).toEqual(palaceOfCulture));
    await expectMarkerInTheMiddle(map, t);
    expect(canvas.getByText(t('widgets.map.point.location.accuracy', { metres: 180 }))).toBeVisible();
    // Nothing wider than the screen, the longest texts included.
    expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story & { name: string };

/**
 * The page opened over plain http (an insecure origin, where browsers give no position): the button
 * is disabled and says why.
 */
const insecurePage = {
  name: 'Use my location, insecure page',
  args: { map: { ...offlineMapServices(), secureContext: false } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await findMap(canvasElement, t, QUESTION_11);
    const button = canvas.getByRole('button', { name: t('widgets.map.point.location.use') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(t('widgets.map.point.location.insecure'));
    expect(canvas.getByText(t('widgets.map.point.location.insecure'))).toBeVisible();
    expectNoSidewaysScroll(canvasElement);
  },
} satisfies Story & { name: string };

/** The browser refused the position (permission denied): said so, the answer unchanged. */
const permissionDenied = {
  name: 'Use my location, permission denied',
  args: {
    values: { q11: palaceOfCulture },
    map: { ...offlineMapServices(), geolocation: standInGeolocation({ error: 1 }) },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await findMap(canvasElement, t, QUESTION_11);
    await userEvent.click(canvas.getByRole('button', { name: t('widgets.map.point.location.use') }));
    expect(await canvas.findByText(t('widgets.map.point.location.denied'))).toBeVisible();
    expect(valueShown(canvasElement)).toEqual(palaceOfCulture);
  },
} satisfies Story & { name: string };

/** "Use my location", poor accuracy confirmed, English, 1280 px. */
export const UseMyLocationPoorAccuracy: Story = inLanguageAt(poorAccuracy, 'en', 'desktop');
/** "Use my location", poor accuracy confirmed, Polish, 375 px. */
export const UseMyLocationPoorAccuracyPolishPhone: Story = inLanguageAt(poorAccuracy, 'pl', 'phone');
/** "Use my location" on an insecure page, English, 375 px. */
export const UseMyLocationInsecurePhone: Story = inLanguageAt(insecurePage, 'en', 'phone');
/** "Use my location" on an insecure page, Polish, 1280 px. */
export const UseMyLocationInsecurePolish: Story = inLanguageAt(insecurePage, 'pl', 'desktop');
/** "Use my location" refused by the browser, English, 1280 px. */
export const UseMyLocationDenied: Story = inLanguageAt(permissionDenied, 'en', 'desktop');

/** Skipped, English, 1280 px. */
export const Skipped: Story = inLanguageAt(skipped, 'en', 'desktop');
/** Skipped, English, 375 px. */
export const SkippedPhone: Story = inLanguageAt(skipped, 'en', 'phone');
/** Skipped, Polish, 1280 px. */
export const SkippedPolish: Story = inLanguageAt(skipped, 'pl', 'desktop');
/** Skipped, Polish, 375 px. */
export const SkippedPolishPhone: Story = inLanguageAt(skipped, 'pl', 'phone');
