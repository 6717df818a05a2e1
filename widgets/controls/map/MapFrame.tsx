import 'leaflet/dist/leaflet.css';
import { mergeClasses } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import type { PointValue } from '@engine/answers/answer-value';
import { mapView } from '@engine/geo/map-view';
import type { Map as LeafletMap } from 'leaflet';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import type { MapServices } from '../../shared/widgets-context';
import { useMapShellStyles } from '../map-shell/mapShellStyles';
import { latLngOf, leafletBounds } from './leaflet-geometry';
import { MapAccessibility } from './MapAccessibility';
import { useMapStyles } from './mapStyles';
import { SizeFollower } from './SizeFollower';

/** Below this the restricted area is a speck on a world map. */
const MIN_ZOOM = 5;

// Leaflet's own prefix carries an English tooltip; the library's name needs none.
const LEAFLET_LINK = '<a href="https://leafletjs.com">Leaflet</a>';

export interface MapFrameProps {
  /** The question text: the map's accessible name says whose map it is. */
  label: string;
  /** Ids of the texts that describe the map (its hints and messages). */
  describedBy?: string;
  /** Where the map opens (read once). */
  center: PointValue;
  zoom: number;
  services: MapServices | undefined;
  /** The Leaflet map once created (null before and after). */
  onMap: (map: LeafletMap | null) => void;
  children?: ReactNode;
}

/**
 * The map of both map answers: kept within the specification's bounds (it cannot be dragged out of
 * them), with translated zoom buttons, the tile server's background when one is configured and
 * otherwise a note that the background is missing (the answer's layers draw without tiles).
 */
export function MapFrame({ label, describedBy, center, zoom, services, onMap, children }: MapFrameProps) {
  const { t, i18n } = useTranslation();
  const styles = useMapStyles();
  const shell = useMapShellStyles();
  const [maxBounds] = useState(() => leafletBounds(mapView.maxBounds));
  const tileUrl = services?.tileUrl;
  return (
    <>
      {tileUrl ? null : (
        <div className={styles.note}>
          <InfoRegular aria-hidden className={styles.noteIcon} />
          <span>{t('widgets.map.noTiles')}</span>
        </div>
      )}
      <div className={mergeClasses(shell.mapBox, styles.map)}>
        <MapContainer
          ref={onMap}
          className={styles.container}
          center={latLngOf(center)}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxBounds={maxBounds}
          maxBoundsViscosity={1}
          zoomControl={false}
          attributionControl={false}
        >
          {/* Leaflet reads the titles once: a new control per language. */}
          <ZoomControl
            key={i18n.language}
            zoomInTitle={t('widgets.map.zoomIn')}
            zoomOutTitle={t('widgets.map.zoomOut')}
          />
          <AttributionControl prefix={LEAFLET_LINK} />
          {tileUrl ? <TileLayer url={tileUrl} attribution={services?.tileAttribution ?? ''} /> : null}
          <MapAccessibility label={t('widgets.map.label', { text: label })} describedBy={describedBy} />
          <SizeFollower />
          {children}
        </MapContainer>
      </div>
    </>
  );
}
