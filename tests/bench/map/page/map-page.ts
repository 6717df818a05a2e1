import 'leaflet/dist/leaflet.css';
import { map as leafletMap } from 'leaflet';
import { drawGridSquares } from '@widgets/controls/map/grid/draw-grid-squares';
import { parseGridReply } from '@widgets/controls/map/grid/grid-reply';
import type { GridDrawTiming } from '../benchPage';

const element = document.getElementById('map');
if (!element) throw new Error('The benchmark page has no map element');
// As the widgets' map, without tiles and without animations (a fitted view is set at once).
const map = leafletMap(element, {
  zoomControl: false,
  attributionControl: false,
  zoomAnimation: false,
  fadeAnimation: false,
}).setView([51.9, 19.55], 8);

const nextFrame = (): Promise<number> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Canvas pixels that are not blank, sampled every 4 pixels in both directions. */
function inkedPixels(): number {
  let inked = 0;
  for (const canvas of element?.querySelectorAll('canvas') ?? []) {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) continue;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let y = 0; y < canvas.height; y += 4) {
      for (let x = 0; x < canvas.width; x += 4)
        if ((data[(y * canvas.width + x) * 4 + 3] ?? 0) > 0) inked += 1;
    }
  }
  return inked;
}

window.mapBench = {
  async draw(reply, bounds): Promise<GridDrawTiming> {
    map.fitBounds(bounds, { animate: false });
    await nextFrame();
    const start = performance.now();
    const squares = parseGridReply(reply);
    if (!squares) throw new Error('The reply is no FeatureCollection');
    const parsed = performance.now();
    // The widget's own drawing: one GeoJSON layer on the map's canvas renderer.
    const layer = drawGridSquares(map, squares, () => undefined);
    const added = performance.now();
    const drawn = await nextFrame();
    const painted = await nextFrame();
    const timing: GridDrawTiming = {
      parsedMs: parsed - start,
      addedMs: added - start,
      drawnMs: drawn - start,
      paintedMs: painted - start,
      squares: layer.getLayers().length,
      inkedPixels: inkedPixels(),
    };
    layer.remove();
    await nextFrame();
    return timing;
  },
};
