import type { i18n } from 'i18next';
import { expect, waitFor, within } from 'storybook/test';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@runtime/shared/i18n/languages';
import { createI18n } from '@runtime/translations/createI18n';

/**
 * Steps shared by the map widgets' play functions. The texts are looked up in the story's language
 * (the `language` global), as the preview's decorator renders them, so one play function serves the
 * English and the Polish story.
 */

export type StoryTexts = i18n['t'];

/** The fixture group's question texts (content, not translated). */
export const QUESTION_11 = 'Question text 11';
export const QUESTION_12 = 'Question text 12';

/** The story's interface texts: the same translations the preview gives the widgets. */
export function storyTexts(globals: { language?: unknown }): StoryTexts {
  const language = isLanguageCode(globals.language) ? globals.language : DEFAULT_LANGUAGE;
  return createI18n(language).t;
}

/** The map of a question, once its lazily loaded chunk is in (the first load of a run is slow). */
export function findMap(canvasElement: HTMLElement, t: StoryTexts, question: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole(
    'region',
    { name: t('widgets.map.label', { text: question }) },
    { timeout: 15_000 },
  );
}

/**
 * The map has the offline background (tests/fixtures/offline-map-tiles.ts): tiles drawn, all from
 * data: URLs, and no note that the background is missing.
 */
export async function expectOfflineBackground(map: HTMLElement, t: StoryTexts): Promise<void> {
  await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile-loaded').length).toBeGreaterThan(0), {
    timeout: 5_000,
  });
  for (const tile of map.querySelectorAll<HTMLImageElement>('img.leaflet-tile')) {
    expect(tile.src.startsWith('data:image/svg+xml,')).toBe(true);
  }
  expect(within(map.ownerDocument.body).queryByText(t('widgets.map.noTiles'))).toBeNull();
}

/** The value the question story prints under the form ("value: …"), parsed. */
export function valueShown(canvasElement: HTMLElement): unknown {
  const line = within(canvasElement).getByText(/^value: /).textContent ?? '';
  const json = line.replace(/^value: /, '');
  return json === 'undefined' ? undefined : (JSON.parse(json) as unknown);
}

/** A text box by its label, as an input (to read its value and state). */
export function textBox(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const element = within(canvasElement).getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is no input`);
  return element;
}

/**
 * The marker stands in the middle of the map (where the map goes when a point is placed): its tip,
 * 16 px right of and 43 px below the icon's corner (marker-icon.ts), is the map's centre.
 */
export async function expectMarkerInTheMiddle(map: HTMLElement, t: StoryTexts): Promise<void> {
  const marker = await within(map).findByTitle(t('widgets.map.point.marker'));
  // The map pans and zooms to the point with an animation.
  await waitFor(
    () => {
      const area = map.getBoundingClientRect();
      const icon = marker.getBoundingClientRect();
      expect(Math.abs(icon.left + 16 - (area.left + area.width / 2))).toBeLessThan(2);
      expect(Math.abs(icon.top + 43 - (area.top + area.height / 2))).toBeLessThan(2);
    },
    { timeout: 5_000 },
  );
}

export type StoryLanguage = 'en' | 'pl';
export type StoryWidth = 'phone' | 'desktop';

const widthNames: Record<StoryWidth, string> = { phone: '375 px', desktop: '1280 px' };

/**
 * A story in a language at one of the two checked widths (the preview's viewports), named after them,
 * e.g. "WGS-84 entry, pl, 375 px".
 */
export function inLanguageAt<S extends { name: string; globals?: Record<string, unknown> }>(
  story: S,
  language: StoryLanguage,
  width: StoryWidth,
): S {
  return {
    ...story,
    name: `${story.name}, ${language}, ${widthNames[width]}`,
    globals: { ...story.globals, language, viewport: { value: width, isRotated: false } },
  };
}
