import { Button, Spinner } from '@fluentui/react-components';
import { ErrorCircleRegular, InfoRegular, LocationRegular, WarningRegular } from '@fluentui/react-icons';
import type { PointValue } from '@engine/answers/answer-value';
import { roundCoordinate } from '@engine/rules/round-coordinate';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapServices } from '../../../shared/widgets-context';
import { useWidgetStyles } from '../../../shared/widgetStyles';
import { useMapStyles } from '../mapStyles';
import { pointKey } from './coordinate-texts';
import { locationFailure, locationSource, type LocationFailure } from './device-location';

interface UseMyLocationProps {
  /** The widget's id: the texts' ids derive from it. */
  id: string;
  /** The answer now: the accuracy is shown while the answer is still the position found. */
  point: PointValue | undefined;
  services: MapServices | undefined;
  /** Sets the answer as a click on the map does; false when the rules refused it. */
  onPlace: (point: PointValue) => boolean;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'confirm'; point: PointValue; accuracy: number }
  | { kind: 'placed'; point: PointValue; accuracy: number }
  | { kind: 'failed'; failure: LocationFailure };

const failureKeys = {
  denied: 'widgets.map.point.location.denied',
  unavailable: 'widgets.map.point.location.unavailable',
  timeout: 'widgets.map.point.location.timeout',
} as const satisfies Record<LocationFailure, string>;

/**
 * "Use my location": the device's position becomes the point, through the same checks as a click on
 * the map. A position less accurate than the limit is offered for confirmation first; a refusal, an
 * unknown position or a timeout each say so and change nothing. Where the browser cannot give a
 * position (an insecure page, no Geolocation API) the button is disabled and says why.
 */
export function UseMyLocation({ id, point, services, onPlace }: UseMyLocationProps) {
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const mapStyles = useMapStyles();
  const source = locationSource(services);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The position arrives after an unknown time: one arriving after the answer left the screen is dropped.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const place = (found: PointValue, accuracy: number): void => {
    setStatus(onPlace(found) ? { kind: 'placed', point: found, accuracy } : { kind: 'idle' });
  };
  const locate = (): void => {
    if (!source.available || status.kind === 'locating') return;
    setStatus({ kind: 'locating' });
    source.geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        const { latitude, longitude, accuracy } = position.coords;
        const found = { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
        if (accuracy > source.accuracyLimit) setStatus({ kind: 'confirm', point: found, accuracy });
        else place(found, accuracy);
      },
      (error) => {
        if (mounted.current) setStatus({ kind: 'failed', failure: locationFailure(error.code) });
      },
      source.options,
    );
  };
  // The confirmation's buttons go away: the focus goes back to the button that asked.
  const answer = (use: boolean): void => {
    buttonRef.current?.focus();
    if (status.kind !== 'confirm') return;
    if (use) place(status.point, status.accuracy);
    else setStatus({ kind: 'idle' });
  };

  const statusId = `${id}_location_status`;
  const noteId = `${id}_location_note`;
  const metres = (accuracy: number): number => Math.max(1, Math.round(accuracy));
  let message = null;
  if (status.kind === 'locating') {
    message = <div className={styles.hint}>{t('widgets.map.point.location.locating')}</div>;
  } else if (status.kind === 'placed' && pointKey(status.point) === pointKey(point)) {
    message = (
      <div className={styles.hint}>
        {t('widgets.map.point.location.accuracy', { metres: metres(status.accuracy) })}
      </div>
    );
  } else if (status.kind === 'confirm') {
    message = (
      <div className={styles.warning}>
        <WarningRegular aria-hidden className={styles.noticeIcon} />
        <span>
          {t('widgets.map.point.location.poorAccuracy', {
            metres: metres(status.accuracy),
            limit: source.available ? source.accuracyLimit : 0,
          })}
        </span>
      </div>
    );
  } else if (status.kind === 'failed') {
    message = (
      <div className={styles.error}>
        <ErrorCircleRegular aria-hidden className={styles.noticeIcon} />
        <span>{t(failureKeys[status.failure])}</span>
      </div>
    );
  }

  return (
    <div className={mapStyles.entry}>
      <div className={mapStyles.actions}>
        <Button
          ref={buttonRef}
          icon={status.kind === 'locating' ? <Spinner size="extra-tiny" aria-hidden /> : <LocationRegular />}
          // Still focusable when it cannot be used, so that a keyboard reaches it and hears why.
          disabledFocusable={!source.available || status.kind === 'locating'}
          aria-describedby={source.available ? undefined : noteId}
          onClick={locate}
        >
          {t('widgets.map.point.location.use')}
        </Button>
      </div>
      {source.available ? null : (
        <div id={noteId} className={mapStyles.note}>
          <InfoRegular aria-hidden className={mapStyles.noteIcon} />
          <span>{t(`widgets.map.point.location.${source.reason}`)}</span>
        </div>
      )}
      {/* Always present, so the accuracy, the question and the failures are announced. */}
      <div id={statusId} aria-live="polite">
        {message}
      </div>
      {status.kind === 'confirm' ? (
        <div role="group" aria-labelledby={statusId} className={mapStyles.actions}>
          <Button appearance="primary" onClick={() => answer(true)}>
            {t('widgets.map.point.location.usePosition')}
          </Button>
          <Button onClick={() => answer(false)}>{t('widgets.map.point.location.cancel')}</Button>
        </div>
      ) : null}
    </div>
  );
}
