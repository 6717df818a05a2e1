/** What the map benchmark's page measures for one drawing of the grid squares, in ms from the reply string. */
export interface GridDrawTiming {
  /** The reply string parsed and checked (parseGridReply). */
  parsedMs: number;
  /** drawGridSquares returned: the GeoJSON layer made and added, the canvas redraw requested. */
  addedMs: number;
  /** The first frame after it: Leaflet's canvas redraw (requested earlier in that frame) has run. */
  drawnMs: number;
  /** One frame later: what was drawn has been painted. */
  paintedMs: number;
  /** Squares in the drawn layer. */
  squares: number;
  /** Pixels of the canvas that are not blank: the squares are really on it. */
  inkedPixels: number;
}

export interface MapBenchPage {
  /** Draws the squares of `reply` on a map fitted to `bounds` ([[south, west], [north, east]]), then removes them. */
  draw(reply: string, bounds: [[number, number], [number, number]]): Promise<GridDrawTiming>;
}

declare global {
  interface Window {
    mapBench?: MapBenchPage;
  }
}
