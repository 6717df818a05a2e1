import type { PointValue } from '@engine/answers/answer-value';
import { marker as leafletMarker, type LatLng, type Marker } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import { latLngOf } from '../leaflet-geometry';
import { pointIcon } from '../marker-icon';

interface PointMarkerProps {
  point: PointValue;
  draggable: boolean;
  /** Where the marker was dropped; false refuses it and the marker goes back to the answer. */
  onDrop: (dropped: LatLng) => boolean;
}

/**
 * The answer's marker. Leaflet's marker is driven directly rather than through react-leaflet's
 * `Marker`, whose position only follows a changed prop: a refused drop leaves the answer as it was,
 * and the marker must still go back to it.
 */
export function PointMarker({ point, draggable, onDrop }: PointMarkerProps) {
  const map = useMap();
  const { t } = useTranslation();
  const title = t('widgets.map.point.marker');
  const markerRef = useRef<Marker | null>(null);
  const latest = useRef({ point, onDrop });
  useLayoutEffect(() => {
    latest.current = { point, onDrop };
  });

  useEffect(() => {
    // Not focusable (keyboard: false): it cannot be moved by keyboard; the coordinate fields can.
    const marker = leafletMarker(latLngOf(latest.current.point), {
      icon: pointIcon,
      draggable,
      keyboard: false,
      title,
      autoPan: true,
    });
    marker.on('dragend', () => {
      if (!latest.current.onDrop(marker.getLatLng())) marker.setLatLng(latLngOf(latest.current.point));
    });
    marker.addTo(map);
    markerRef.current = marker;
    return () => {
      marker.remove();
      markerRef.current = null;
    };
  }, [map, draggable, title]);

  useEffect(() => {
    markerRef.current?.setLatLng([point.latitude, point.longitude]);
  }, [point.latitude, point.longitude]);
  return null;
}
