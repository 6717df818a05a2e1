import type { LatLng } from 'leaflet';
import { useMapEvents } from 'react-leaflet';

/** Reports a click on the map (not on its controls or the marker) with where it fell. */
export function MapClicks({ onClick }: { onClick: (at: LatLng) => void }) {
  useMapEvents({ click: (event) => onClick(event.latlng) });
  return null;
}
