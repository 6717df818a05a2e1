import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

interface MapAccessibilityProps {
  label: string;
  describedBy?: string;
}

/**
 * Names Leaflet's container, which takes the keyboard focus (arrows pan, + and − zoom) but has no role
 * or name of its own; MapContainer passes no ARIA attributes to it. A region, not an application: its
 * zoom buttons and attribution links stay reachable in a screen reader's browse mode.
 */
export function MapAccessibility({ label, describedBy }: MapAccessibilityProps) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);
  return null;
}
