import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { isGridSquareValue, type GridSquareValue } from '@engine/answers/answer-value';
import { mapView } from '@engine/geo/map-view';
import type { WidgetProps } from '@rjsf/utils';
import type { Map as LeafletMap } from 'leaflet';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetCard } from '../../../shared/widget-card';
import { describedBy, mergeErrors } from '../../../shared/widget-messages';
import { WidgetMessages } from '../../../shared/WidgetMessages';
import { mapServicesFrom } from '../../../shared/widgets-context';
import { useWidgetStyles } from '../../../shared/widgetStyles';
import { latLngOf } from '../leaflet-geometry';
import { MapFrame } from '../MapFrame';
import { useMapStyles } from '../mapStyles';
import { GridCodeEntry } from './GridCodeEntry';
import { squareCentre, squareValueOf } from './grid-square-value';
import { GridSquaresLayer } from './GridSquaresLayer';
import { SelectedSquare } from './SelectedSquare';
import { ZoomWatcher } from './ZoomWatcher';

/**
 * Answer type 12 (loaded lazily, see MapGridWidget): from the grid zoom on, the squares of the view
 * are drawn and a click chooses one; its code can be typed instead. The answer is the square's code
 * and polygon, saved by the runtime's autosave. Opened with an answer, the map shows its square at
 * the grid zoom. Read-only: the square highlighted and its code, nothing to choose.
 */
export default function GridMapAnswer(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, rawErrors, hideError, registry } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const mapStyles = useMapStyles();
  const card = widgetCard(props);
  const locked = readonly === true || disabled === true;
  const square = isGridSquareValue(value) ? value : undefined;
  const services = mapServicesFrom(registry.formContext);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [opening] = useState(() =>
    square
      ? { center: squareCentre(square.geometry), zoom: mapView.gridZoom }
      : { center: mapView.center, zoom: mapView.zoom },
  );
  const [zoom, setZoom] = useState(opening.zoom);
  const [gridFailed, setGridFailed] = useState(false);

  /** Sets the answer; `follow` brings the map to the square (a typed code, not a click). */
  const choose = (next: GridSquareValue, follow: boolean): void => {
    onChange(next);
    if (follow && map) {
      map.setView(latLngOf(squareCentre(next.geometry)), Math.max(map.getZoom(), mapView.gridZoom));
    }
  };
  const leave = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur(id, value);
  };

  const gridShown = zoom >= mapView.gridZoom;
  const hints = locked
    ? []
    : [
        t('widgets.map.grid.keyboard'),
        gridShown ? undefined : t('widgets.map.grid.zoomIn'),
        gridShown && (gridFailed || !services) ? t('widgets.map.grid.unavailable') : undefined,
      ].filter((text) => text !== undefined);
  const errors = mergeErrors([], rawErrors, hideError);
  return (
    <div id={id} role="group" aria-label={card.text} className={styles.column} onBlur={leave}>
      <MapFrame
        label={card.text}
        describedBy={describedBy(id, { hint: hints.length > 0, errors: errors.length > 0 })}
        center={opening.center}
        zoom={opening.zoom}
        services={services}
        onMap={setMap}
      >
        <ZoomWatcher onZoom={setZoom} />
        {!locked && services ? (
          <GridSquaresLayer
            services={services}
            onSelect={(feature) => {
              const chosen = squareValueOf(feature);
              if (chosen) choose(chosen, false);
            }}
            onFailure={setGridFailed}
          />
        ) : null}
        {square ? <SelectedSquare geometry={square.geometry} /> : null}
      </MapFrame>
      <div aria-live="polite" className={mapStyles.chosen}>
        {square ? t('widgets.map.grid.selected', { code: square.squareId }) : null}
      </div>
      <WidgetMessages
        id={id}
        errors={errors}
        hint={hints.length > 0 ? hints.map((text) => <div key={text}>{text}</div>) : undefined}
      />
      {locked ? null : <GridCodeEntry id={id} onSquare={(chosen) => choose(chosen, true)} />}
      {square && !locked ? (
        <div className={mapStyles.actions}>
          <Button icon={<DeleteRegular />} onClick={() => onChange(undefined)}>
            {t('widgets.map.grid.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
