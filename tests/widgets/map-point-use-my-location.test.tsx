import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { PointValue } from '@engine/answers/answer-value';
import type { MapServices } from '@widgets/shared/widgets-context';
import { standInGeolocation, type StandInGeolocation } from '@tests/fixtures/geolocation';
import { localMapServices, palaceOfCulture } from '@tests/fixtures/map-answers';
import { describedText } from './support/described';
import { MAP_HEIGHT, MAP_WIDTH, giveMapsASize } from './support/mapLayout';
import { questionParts, renderAnswerForm } from './support/renderAnswerForm';

const MAP_NAME = 'Map: Question text 11';
const USE = 'Use my location';
const earlier: PointValue = { latitude: 52, longitude: 20 };

function map(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: MAP_NAME }, { timeout: 15_000 });
}

function useButton(): HTMLElement {
  return screen.getByRole('button', { name: USE });
}

function latitudeField(): HTMLInputElement {
  const element = screen.getByRole('textbox', { name: 'Latitude' });
  if (!(element instanceof HTMLInputElement)) throw new Error('Latitude is no input');
  return element;
}

/** A text in the location's live region (found once it appears there). */
async function announced(text: string): Promise<HTMLElement> {
  const element = await screen.findByText(text, {}, { timeout: 2_000 });
  expect(element.closest('[aria-live="polite"]')).not.toBeNull();
  return element;
}

/** The point question, answered or not, with map services holding the geolocation and settings. */
async function renderWith(
  geolocation: StandInGeolocation | undefined,
  { value, settings }: { value?: PointValue; settings?: Partial<MapServices> } = {},
) {
  const rendered = renderAnswerForm(questionParts('q11', value ? { values: { q11: value } } : {}), {
    formContext: { map: { ...localMapServices(), geolocation, ...settings } },
  });
  await map();
  return rendered;
}

describe('map point widget: "Use my location"', () => {
  beforeEach(() => giveMapsASize());
  afterEach(() => vi.unstubAllGlobals());

  it('a precise position becomes the answer at once, rounded to 6 decimals, with its accuracy announced', async () => {
    const geolocation = standInGeolocation({
      at: { latitude: 52.23180041, longitude: 21.00599962 },
      accuracy: 12.4,
    });
    const { user, last } = await renderWith(geolocation);
    await user.click(useButton());
    await announced('Your location is placed. Accuracy: 12 m');
    expect(last('q11')).toEqual(palaceOfCulture);
    expect(latitudeField().value).toBe(String(palaceOfCulture.latitude));
    expect(screen.getByTitle('The answer’s point')).toBeTruthy();
    // A fresh, precise fix within the default 20 s.
    expect(geolocation.calls).toEqual([{ enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 }]);
    // The map went to the point: a click in its middle falls on it.
    fireEvent.click(await map(), { clientX: MAP_WIDTH / 2, clientY: MAP_HEIGHT / 2 });
    const clicked = last('q11');
    expect(clicked).toEqual({
      latitude: expect.closeTo(palaceOfCulture.latitude, 4),
      longitude: expect.closeTo(palaceOfCulture.longitude, 4),
    });
  });

  it('the accuracy is no longer shown once the point is moved elsewhere', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 8 });
    const { user } = await renderWith(geolocation);
    await user.click(useButton());
    await announced('Your location is placed. Accuracy: 8 m');
    await user.clear(latitudeField());
    await user.type(latitudeField(), '52.3{Enter}');
    expect(screen.queryByText(/Accuracy: 8 m/)).toBeNull();
  });

  it('while the position is looked for, it says so and a second press asks nothing more', async () => {
    const geolocation = standInGeolocation();
    const { user, last } = await renderWith(geolocation);
    await user.click(useButton());
    await announced('Finding your location…');
    expect(useButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(useButton());
    expect(geolocation.calls).toHaveLength(1);
    act(() => geolocation.answer({ at: palaceOfCulture, accuracy: 3 }));
    await announced('Your location is placed. Accuracy: 3 m');
    expect(useButton().getAttribute('aria-disabled')).toBeNull();
    expect(last('q11')).toEqual(palaceOfCulture);
  });

  it('a position less accurate than 50 m is asked about first, and set only on "Use this position" (keyboard)', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 120.2 });
    const { user, values, last } = await renderWith(geolocation);
    useButton().focus();
    await user.keyboard('{Enter}');
    await announced('Accuracy: 120 m, less precise than 50 m. Use this position anyway?');
    expect(values).toEqual([]);
    // The confirmation's buttons come next in the tab order.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use this position' }));
    await user.keyboard('{Enter}');
    expect(last('q11')).toEqual(palaceOfCulture);
    expect(latitudeField().value).toBe(String(palaceOfCulture.latitude));
    expect(screen.queryByRole('button', { name: 'Use this position' })).toBeNull();
    // The focus is not lost with the confirmation's buttons.
    expect(document.activeElement).toBe(useButton());
    expect(screen.getByText('Your location is placed. Accuracy: 120 m')).toBeTruthy();
  });

  it('"Cancel" on a position less accurate than 50 m leaves the answer as it was', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 75 });
    const { user, values } = await renderWith(geolocation, { value: earlier });
    await user.click(useButton());
    await announced('Accuracy: 75 m, less precise than 50 m. Use this position anyway?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(values).toEqual([]);
    expect(latitudeField().value).toBe('52');
    expect(screen.queryByText(/less precise/)).toBeNull();
    expect(document.activeElement).toBe(useButton());
  });

  it('a position exactly as accurate as the limit is set without asking', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 50 });
    const { user, last } = await renderWith(geolocation);
    await user.click(useButton());
    await announced('Your location is placed. Accuracy: 50 m');
    expect(last('q11')).toEqual(palaceOfCulture);
  });

  it('the accuracy limit and the timeout come from the map services', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 120 });
    const { user, last } = await renderWith(geolocation, {
      settings: { locationAccuracyLimit: 200, locationTimeout: 5_000 },
    });
    await user.click(useButton());
    await announced('Your location is placed. Accuracy: 120 m');
    expect(last('q11')).toEqual(palaceOfCulture);
    expect(geolocation.calls).toEqual([{ enableHighAccuracy: true, timeout: 5_000, maximumAge: 0 }]);
  });

  it.each([
    [
      1,
      'permission denied',
      'Your location cannot be used: permission was refused. Allow location for this site in the browser’s settings, or place the point on the map.',
    ],
    [
      2,
      'position unavailable',
      'Your location could not be found. Try again (outdoors it is found more easily), or place the point on the map.',
    ],
    [3, 'timeout', 'Finding your location took too long. Try again, or place the point on the map.'],
  ] as const)(
    'error %i (%s) has its own message and leaves the answer as it was',
    async (code, _name, text) => {
      const geolocation = standInGeolocation({ error: code });
      const { user, values } = await renderWith(geolocation, { value: earlier });
      await user.click(useButton());
      await announced(text);
      expect(values).toEqual([]);
      expect(latitudeField().value).toBe('52');
      expect(screen.getByTitle('The answer’s point')).toBeTruthy();
      // It can be tried again.
      expect(useButton().getAttribute('aria-disabled')).toBeNull();
    },
  );

  it('a position outside the country is refused as a click there is, and changes nothing', async () => {
    const riga = { latitude: 56.9496, longitude: 24.1052 };
    const { user, values } = await renderWith(standInGeolocation({ at: riga, accuracy: 5 }), {
      value: earlier,
    });
    await user.click(useButton());
    await waitFor(
      () =>
        expect(describedText(screen.getByRole('region', { name: MAP_NAME }))).toContain(
          'The point is outside the borders of Poland',
        ),
      { timeout: 2_000 },
    );
    expect(values).toEqual([]);
    expect(screen.queryByText(/Accuracy/)).toBeNull();
  });

  it('on an insecure (plain http) page the button is disabled, says why, and asks for nothing', async () => {
    vi.stubGlobal('isSecureContext', false);
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 5 });
    const { user, values } = await renderWith(geolocation);
    const button = useButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const why =
      '“Use my location” is unavailable: browsers give the location only to pages opened over a secure (https) connection.';
    expect(describedText(button)).toBe(why);
    expect(screen.getByText(why)).toBeTruthy();
    await user.click(button);
    expect(geolocation.calls).toEqual([]);
    expect(values).toEqual([]);
  });

  it('without a Geolocation API (jsdom has none) the button is disabled and says so', async () => {
    const { user, values } = await renderWith(undefined);
    const button = useButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(describedText(button)).toBe(
      '“Use my location” is unavailable: this browser cannot give your location.',
    );
    await user.click(button);
    expect(values).toEqual([]);
  });

  it('read-only: no button', async () => {
    renderAnswerForm(questionParts('q11', { values: { q11: earlier }, readOnly: true }), {
      formContext: { map: { ...localMapServices(), geolocation: standInGeolocation() } },
    });
    await map();
    expect(screen.queryByRole('button', { name: USE })).toBeNull();
  });

  it('in the interface language', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 120 });
    const { user } = renderAnswerForm(questionParts('q11'), {
      language: 'pl',
      formContext: { map: { ...localMapServices(), geolocation } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Użyj mojej lokalizacji' }, { timeout: 15_000 }),
    );
    await announced('Dokładność: 120 m, mniejsza niż 50 m. Czy mimo to użyć tej pozycji?');
    expect(screen.getByRole('button', { name: 'Użyj tej pozycji' })).toBeTruthy();
  });

  it('has no serious accessibility violations with the confirmation shown', async () => {
    const geolocation = standInGeolocation({ at: palaceOfCulture, accuracy: 120 });
    const { user, container } = await renderWith(geolocation);
    await user.click(useButton());
    await announced('Accuracy: 120 m, less precise than 50 m. Use this position anyway?');
    expect(screen.getByRole('group', { name: /Use this position anyway/ })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
