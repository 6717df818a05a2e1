import type { GeoJsonSquare } from '@schemas/generated/answers';
import type { LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { Pane, Polygon } from 'react-leaflet';

const highlight = { color: '#0f6cbd', weight: 3, fillColor: '#0f6cbd', fillOpacity: 0.3 };

/** The chosen square, highlighted above the grid (its own pane, over the grid's canvas). */
export function SelectedSquare({ geometry }: { geometry: GeoJsonSquare }) {
  const positions = useMemo(
    () => geometry.coordinates[0].map(([longitude, latitude]): LatLngTuple => [latitude, longitude]),
    [geometry],
  );
  return (
    <Pane name="chosen-square" style={{ zIndex: 450 }}>
      <Polygon positions={positions} pathOptions={highlight} interactive={false} />
    </Pane>
  );
}
