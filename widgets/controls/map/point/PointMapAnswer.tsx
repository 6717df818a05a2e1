import { Button } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { isPointValue, type PointValue } from '@engine/answers/answer-value';
import { mapView } from '@engine/geo/map-view';
import type { RuleMessage } from '@engine/messages';
import { insideCountry } from '@engine/rules/coordinates';
import type { WidgetProps } from '@rjsf/utils';
import type { Map as LeafletMap } from 'leaflet';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/useMessageText';
import { widgetCard } from '../../../shared/widget-card';
import { describedBy, mergeErrors } from '../../../shared/widget-messages';
import { WidgetMessages } from '../../../shared/WidgetMessages';
import { mapServicesFrom } from '../../../shared/widgets-context';
import { useWidgetStyles } from '../../../shared/widgetStyles';
import { latLngOf, pointOf } from '../leaflet-geometry';
import { MapFrame } from '../MapFrame';
import { useMapStyles } from '../mapStyles';
import { CoordinateEntry } from './CoordinateEntry';
import { MapClicks } from './MapClicks';
import { PointMarker } from './PointMarker';
import { UseMyLocation } from './UseMyLocation';

/**
 * Answer type 11 (loaded lazily, see MapPointWidget): a click places the marker, dragging moves it,
 * the coordinate tabs show it and take typed coordinates; the answer is the point rounded to 6
 * decimals, saved by the runtime's autosave on each change. A point outside the country is refused
 * with the engine's message and changes nothing. "Use my location" places the device's position the
 * same way (UseMyLocation). Read-only: the marker at the marker zoom, nothing
 * to place, drag or remove.
 */
export default function PointMapAnswer(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, rawErrors, hideError, registry } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const mapStyles = useMapStyles();
  const messageText = useMessageText();
  const card = widgetCard(props);
  const locked = readonly === true || disabled === true;
  const point = isPointValue(value) ? value : undefined;
  const services = mapServicesFrom(registry.formContext);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [refusal, setRefusal] = useState<RuleMessage>();
  const [opening] = useState(() =>
    point ? { center: point, zoom: mapView.markerZoom } : { center: mapView.center, zoom: mapView.zoom },
  );

  /** Sets the answer; `follow` brings the map to it (a click or typed coordinates, not a drag). */
  const place = (next: PointValue, follow: boolean): boolean => {
    if (!insideCountry(next)) {
      setRefusal({ key: 'OUTSIDE_COUNTRY' });
      return false;
    }
    setRefusal(undefined);
    onChange(next);
    if (follow && map) map.setView(latLngOf(next), Math.max(map.getZoom(), mapView.markerZoom));
    return true;
  };
  const remove = (): void => {
    setRefusal(undefined);
    onChange(undefined);
  };
  // Focus leaving the whole answer lets the runtime save at once, as other widgets do on blur.
  const leave = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onBlur(id, value);
  };

  const errors = mergeErrors([messageText(refusal)], rawErrors, hideError);
  const hint = locked ? undefined : t('widgets.map.point.hint');
  return (
    <div id={id} role="group" aria-label={card.text} className={styles.column} onBlur={leave}>
      <MapFrame
        label={card.text}
        describedBy={describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 })}
        center={opening.center}
        zoom={opening.zoom}
        services={services}
        onMap={setMap}
      >
        {point ? (
          <PointMarker
            point={point}
            draggable={!locked}
            onDrop={(dropped) => place(pointOf(dropped), false)}
          />
        ) : null}
        {locked ? null : <MapClicks onClick={(at) => place(pointOf(at), true)} />}
      </MapFrame>
      <WidgetMessages id={id} errors={errors} hint={hint} />
      {locked ? null : (
        <UseMyLocation id={id} point={point} services={services} onPlace={(found) => place(found, true)} />
      )}
      <CoordinateEntry id={id} point={point} locked={locked} onPlace={(typed) => place(typed, true)} />
      {point && !locked ? (
        <div className={mapStyles.actions}>
          <Button icon={<DeleteRegular />} onClick={remove}>
            {t('widgets.map.point.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
