import { useMapEvents } from 'react-leaflet';

/** Reports the map's zoom after each change. */
export function ZoomWatcher({ onZoom }: { onZoom: (zoom: number) => void }) {
  const map = useMapEvents({ zoomend: () => onZoom(map.getZoom()) });
  return null;
}
