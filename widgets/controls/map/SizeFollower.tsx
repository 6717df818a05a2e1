import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet measures its container once and on window resizes only; a card that changes width (the side
 * panel opening, the phone turning) would leave grey stripes. The map is measured again whenever its
 * container's size changes.
 */
export function SizeFollower() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
