import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { palaceOfCultureCell, palaceOfCultureSquare } from '@tests/fixtures/map-answers';
import { offlineMapServices, offlineTiles } from '@tests/fixtures/offline-map-tiles';
import {
  QUESTION_12,
  expectOfflineBackground,
  findMap,
  inLanguageAt,
  storyTexts,
  textBox,
  valueShown,
  type StoryTexts,
} from '../maps/map-story-steps';
import { QuestionStory } from './QuestionStory';

// The background is the offline tiles (data: URLs drawn here) and the grid squares are computed here
// (engine/geo, as the server does): no story asks the network for anything.
const meta = {
  title: 'Widgets/Map grid square (type 12)',
  component: QuestionStory,
  args: { questionKey: 'q12', map: offlineMapServices() },
} satisfies Meta<typeof QuestionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen square's highlight (its own pane, over the grid's canvas). */
function highlight(map: HTMLElement): Element | null {
  return map.querySelector('.leaflet-chosen-square-pane path');
}

/** The square is chosen: highlighted on the map and named under it. */
async function expectChosen(canvasElement: HTMLElement, map: HTMLElement, t: StoryTexts): Promise<void> {
  await waitFor(() => expect(highlight(map)).not.toBeNull());
  expect(
    within(canvasElement).getByText(t('widgets.map.grid.selected', { code: palaceOfCultureCell })),
  ).toBeVisible();
}

/** Opens at zoom 8: zoom in three times to see the squares. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_12);
    await expectOfflineBackground(map, t);
    await expect(map).toHaveAccessibleDescription(expect.stringContaining(t('widgets.map.grid.zoomIn')));
  },
};
/** Opens at the grid zoom on the square of the Palace of Culture, the squares around it drawn. */
export const Answered: Story = {
  args: { values: { q12: palaceOfCultureSquare } },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_12);
    await expectOfflineBackground(map, t);
    await expectChosen(canvasElement, map, t);
  },
};
/** The grid cannot be had (offline): a code can still be typed. */
export const GridUnavailable: Story = {
  args: {
    values: { q12: palaceOfCultureSquare },
    map: { ...offlineTiles, gridSquares: () => Promise.reject(new Error('offline')) },
  },
};

// Each of the following in English and Polish, at 375 px and 1280 px.

/**
 * A square chosen with the keyboard only: its code typed in the code box and applied with Enter.
 * The code and polygon are kept, the square highlighted and named, the map gone to it with its grid.
 */
const keyboardEntry = {
  name: 'Keyboard entry',
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_12);
    await expectOfflineBackground(map, t);
    textBox(canvasElement, t('widgets.map.grid.code')).focus();
    // Case and spaces are forgiven, as typed codes have them.
    await userEvent.keyboard(' 1kme5069n3292 {Enter}');
    await waitFor(() => expect(valueShown(canvasElement)).toEqual(palaceOfCultureSquare));
    await expectChosen(canvasElement, map, t);
    expect(textBox(canvasElement, t('widgets.map.grid.code')).value).toBe('');
    // At the grid zoom now: the squares around it drawn, no hint to zoom in.
    await waitFor(() => expect(map.querySelector('.leaflet-overlay-pane canvas')).not.toBeNull());
    await expect(map).not.toHaveAccessibleDescription(expect.stringContaining(t('widgets.map.grid.zoomIn')));
  },
} satisfies Story & { name: string };

/** A code of no 1 km square refused with its message: nothing kept. */
const invalidEntry = {
  name: 'Invalid entry',
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const map = await findMap(canvasElement, t, QUESTION_12);
    await expectOfflineBackground(map, t);
    const box = textBox(canvasElement, t('widgets.map.grid.code'));
    box.focus();
    await userEvent.keyboard('E5069N3292{Enter}');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('validation.GRID_SQUARE_UNKNOWN'));
    expect(box.value).toBe('E5069N3292');
    expect(valueShown(canvasElement)).toBeUndefined();
    expect(highlight(map)).toBeNull();
  },
} satisfies Story & { name: string };

/** The answer's square highlighted and named; no grid, no code box, nothing to remove. */
const readOnly = {
  name: 'Read-only',
  args: { values: { q12: palaceOfCultureSquare }, readOnly: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const map = await findMap(canvasElement, t, QUESTION_12);
    await expectOfflineBackground(map, t);
    await expectChosen(canvasElement, map, t);
    expect(canvas.queryByRole('textbox', { name: t('widgets.map.grid.code') })).toBeNull();
    expect(canvas.queryByRole('button', { name: t('widgets.map.grid.remove') })).toBeNull();
  },
} satisfies Story & { name: string };

/** Skipped by an earlier answer: says why, and loads no map. */
const skipped = {
  name: 'Skipped',
  args: { skipped: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: QUESTION_12 })).toHaveAccessibleDescription(
      expect.stringContaining(t('widgets.skipped')),
    );
    expect(canvas.queryByRole('region', { name: t('widgets.map.label', { text: QUESTION_12 }) })).toBeNull();
  },
} satisfies Story & { name: string };

/** Keyboard entry, English, 1280 px. */
export const KeyboardEntry: Story = inLanguageAt(keyboardEntry, 'en', 'desktop');
/** Keyboard entry, English, 375 px. */
export const KeyboardEntryPhone: Story = inLanguageAt(keyboardEntry, 'en', 'phone');
/** Keyboard entry, Polish, 1280 px. */
export const KeyboardEntryPolish: Story = inLanguageAt(keyboardEntry, 'pl', 'desktop');
/** Keyboard entry, Polish, 375 px. */
export const KeyboardEntryPolishPhone: Story = inLanguageAt(keyboardEntry, 'pl', 'phone');

/** Invalid code with its message, English, 1280 px. */
export const InvalidEntry: Story = inLanguageAt(invalidEntry, 'en', 'desktop');
/** Invalid code with its message, English, 375 px. */
export const InvalidEntryPhone: Story = inLanguageAt(invalidEntry, 'en', 'phone');
/** Invalid code with its message, Polish, 1280 px. */
export const InvalidEntryPolish: Story = inLanguageAt(invalidEntry, 'pl', 'desktop');
/** Invalid code with its message, Polish, 375 px. */
export const InvalidEntryPolishPhone: Story = inLanguageAt(invalidEntry, 'pl', 'phone');

/** Read-only, English, 1280 px. */
export const ReadOnly: Story = inLanguageAt(readOnly, 'en', 'desktop');
/** Read-only, English, 375 px. */
export const ReadOnlyPhone: Story = inLanguageAt(readOnly, 'en', 'phone');
/** Read-only, Polish, 1280 px. */
export const ReadOnlyPolish: Story = inLanguageAt(readOnly, 'pl', 'desktop');
/** Read-only, Polish, 375 px. */
export const ReadOnlyPolishPhone: Story = inLanguageAt(readOnly, 'pl', 'phone');

/** Skipped, English, 1280 px. */
export const Skipped: Story = inLanguageAt(skipped, 'en', 'desktop');
/** Skipped, English, 375 px. */
export const SkippedPhone: Story = inLanguageAt(skipped, 'en', 'phone');
/** Skipped, Polish, 1280 px. */
export const SkippedPolish: Story = inLanguageAt(skipped, 'pl', 'desktop');
/** Skipped, Polish, 375 px. */
export const SkippedPolishPhone: Story = inLanguageAt(skipped, 'pl', 'phone');
