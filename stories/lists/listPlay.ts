import type { TFunction } from 'i18next';
import type { within } from 'storybook/test';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NARROW_SCREEN } from '@runtime/shared/layout/useMediaQuery';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@runtime/shared/i18n/languages';
import { createI18n } from '@runtime/translations/createI18n';
import type { ListReply } from './storyServer';

type Canvas = ReturnType<typeof within>;

/** A story's globals: the interface language and the viewport (375 px phone or 1280 px desktop). */
export function shownAt(viewport: 'phone' | 'desktop', language: 'en' | 'pl' = 'en') {
  return { language, viewport: { value: viewport, isRotated: false } };
}

/** The interface texts of the story's language, for finding things by their visible names. */
export function textsOf(globals: Record<string, unknown>): TFunction {
  const language: unknown = globals.language;
  return createI18n(isLanguageCode(language) ? language : DEFAULT_LANGUAGE).t;
}

function isNarrow(): boolean {
  return window.matchMedia(NARROW_SCREEN).matches;
}

/** The rows as the screen shows them: the table (desktop) or the cards (phone), named `label`. */
export function findRows(canvas: Canvas, label: string): Promise<HTMLElement> {
  return canvas.findByRole(isNarrow() ? 'list' : 'table', { name: label });
}

/** The names in the first column of every row shown (a card's title on a phone). */
export function rowNames(rows: HTMLElement): string[] {
  const cells = isNarrow()
    ? rows.querySelectorAll(':scope > li > h3')
    : rows.querySelectorAll('tbody tr > td:first-child');
  return [...cells].map((cell) => cell.textContent ?? '');
}

/** Unfolds the filter panel where a narrow screen folds it. */
export async function openFilters(canvas: Canvas, t: TFunction): Promise<void> {
  if (!isNarrow()) return;
  await userEvent.click(canvas.getByRole('button', { name: t('lists.filters') }));
}

/** Waits until the list shows what the story's reply makes it show. */
export async function expectListState(
  canvas: Canvas,
  t: TFunction,
  label: string,
  reply: ListReply,
  firstRow: string,
): Promise<void> {
  const rows = await findRows(canvas, label);
  switch (reply) {
    case 'rows':
      await waitFor(() => expect(rowNames(rows)[0]).toBe(firstRow));
      break;
    case 'empty':
      await canvas.findByText(t('lists.empty'));
      break;
    case 'loading':
      await canvas.findByText(t('lists.loading'));
      break;
    case 'fails':
      await canvas.findByText(t('lists.loadFailed'));
      expect(rowNames(rows)).toEqual([]);
      break;
  }
}

/**
 * Nothing sticks out sideways: a phone must never scroll the page horizontally. Waited for, as a
 * message bar wraps its text only once its resize observer has measured it.
 */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement;
  await waitFor(() =>
    expect({ width: page.scrollWidth, sticksOut: sticksOut(canvasElement, page.clientWidth) }).toEqual({
      width: page.clientWidth,
      sticksOut: [],
    }),
  );
}

/** The innermost elements reaching past the page's right edge, to name the culprit of a failure. */
function sticksOut(canvasElement: HTMLElement, width: number): string[] {
  const beyond = [...canvasElement.querySelectorAll('*')].filter(
    (element) => element.getBoundingClientRect().right > width + 0.5,
  );
  return beyond
    .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
    .slice(0, 5)
    .map(
      (element) =>
        `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').slice(0, 60)}`,
    );
}
