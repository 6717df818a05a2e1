/** The size jsdom's maps get: a phone-wide map. */
export const MAP_WIDTH = 360;
export const MAP_HEIGHT = 300;

type SizeProperty = 'clientWidth' | 'clientHeight' | 'offsetWidth' | 'offsetHeight';

function sized(prototype: Element | HTMLElement, property: SizeProperty, size: number): void {
  const original = Object.getOwnPropertyDescriptor(prototype, property);
  vi.spyOn(prototype as HTMLElement, property, 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('leaflet-container') ? size : Number(original?.get?.call(this) ?? 0);
  });
}

/**
 * jsdom lays nothing out: every element is 0 × 0, so Leaflet would see a map without size (its view a
 * point, a dragged marker not moving). Leaflet's containers are given a size instead, read as Leaflet
 * reads it (clientWidth/Height for the view, offsetWidth/Height for the drag's scale); their page
 * position stays 0, 0, so a mouse event's clientX/clientY is the point on the map. Call in beforeEach;
 * the stubs go with vi.restoreAllMocks (tests/setup/dom.ts).
 */
export function giveMapsASize(): void {
  sized(Element.prototype, 'clientWidth', MAP_WIDTH);
  sized(Element.prototype, 'clientHeight', MAP_HEIGHT);
  sized(HTMLElement.prototype, 'offsetWidth', MAP_WIDTH);
  sized(HTMLElement.prototype, 'offsetHeight', MAP_HEIGHT);
  // Leaflet keeps the page where it was when the map takes the focus; jsdom has no scrolling to keep.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no canvas (getContext answers null, after a "not implemented" complaint): the grid is
  // drawn on its SVG fallback, one path per square, which DOM events can click.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
