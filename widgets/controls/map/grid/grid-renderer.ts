import { canvas, svg, type Map as LeafletMap, type Renderer } from 'leaflet';

const renderers = new WeakMap<LeafletMap, Renderer>();
let drawsOnCanvas: boolean | undefined;

/** Whether this browser can draw on a canvas (not where canvases are disabled, nor in jsdom). */
function canvasAvailable(): boolean {
  drawsOnCanvas ??= document.createElement('canvas').getContext('2d') !== null;
  return drawsOnCanvas;
}

/**
 * The one renderer a map's grid squares share: a canvas (thousands of squares are a single element;
 * SVG would add one element per square), else SVG so the grid still works without one.
 */
export function gridRenderer(map: LeafletMap): Renderer {
  let renderer = renderers.get(map);
  if (!renderer) {
    renderer = canvasAvailable() ? canvas({ padding: 0.1, tolerance: 0 }) : svg({ padding: 0.1 });
    renderers.set(map, renderer);
  }
  return renderer;
}
