import { Button, Tab, TabList, type TabValue } from '@fluentui/react-components';
import type { PointValue } from '@engine/answers/answer-value';
import { errorId } from '@rjsf/utils';
import { useMemo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/useMessageText';
import { mergeErrors } from '../../../shared/widget-messages';
import { WidgetMessages } from '../../../shared/WidgetMessages';
import { useMapStyles } from '../mapStyles';
import { checkEntry, type CoordinateSystem, type EntryMessages } from './check-entry';
import {
  coordinateTexts,
  pointKey,
  type CoordinateField as Field,
  type CoordinateTexts,
} from './coordinate-texts';
import { CoordinateField } from './CoordinateField';

interface CoordinateEntryProps {
  /** The widget's id: the fields' ids derive from it. */
  id: string;
  point: PointValue | undefined;
  locked: boolean;
  /** A typed point that passed the rules; false when it was refused after all. */
  onPlace: (point: PointValue) => boolean;
}

/** Text typed over the fields, tied to the point it was typed against. */
interface Draft {
  basis: string;
  texts: CoordinateTexts;
}

interface Verdicts {
  basis: string;
  system: CoordinateSystem;
  messages: EntryMessages;
}

function isSystem(value: TabValue): value is CoordinateSystem {
  return value === 'wgs84' || value === 'utm';
}

/**
 * The point as coordinates, in two tabs: WGS-84 degrees and UTM. The fields show where the marker is;
 * what the user types is kept as typed until applied (Enter, "Show on map", or focus leaving the
 * entry), then checked by the engine's rules: a valid entry moves the marker and is saved, an invalid
 * one shows its messages and changes nothing. A marker moved on the map replaces whatever was typed.
 */
export function CoordinateEntry({ id, point, locked, onPlace }: CoordinateEntryProps) {
  const { t } = useTranslation();
  const styles = useMapStyles();
  const messageText = useMessageText();
  const [system, setSystem] = useState<CoordinateSystem>('wgs84');
  const [draft, setDraft] = useState<Draft>();
  const [verdicts, setVerdicts] = useState<Verdicts>();
  const basis = pointKey(point);
  const shown = useMemo(() => coordinateTexts(point), [point]);
  const typed = draft?.basis === basis ? draft : undefined;
  const texts = typed?.texts ?? shown;
  const messages =
    verdicts?.basis === basis && verdicts.system === system
      ? verdicts.messages
      : ({} satisfies EntryMessages);
  const errors = mergeErrors(
    [messageText(messages.latitude), messageText(messages.longitude), messageText(messages.utm)],
    [],
  );
  const describedBy = errors.length > 0 ? errorId(`${id}_coordinates`) : undefined;

  const type = (field: Field, text: string): void => setDraft({ basis, texts: { ...texts, [field]: text } });
  const apply = (): void => {
    const check = checkEntry(system, texts);
    if (check.ok && onPlace(check.point)) {
      setDraft(undefined);
      setVerdicts(undefined);
    } else if (!check.ok) {
      setVerdicts({ basis, system, messages: check.messages });
    }
  };
  // Leaving the entry with something typed applies it, so typed coordinates are never silently lost.
  const leave = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (typed && !locked && !(next instanceof Node && event.currentTarget.contains(next))) apply();
  };

  const field = (name: Field, label: string, inputMode: 'decimal' | 'numeric' | 'text', narrow = false) => (
    <CoordinateField
      id={`${id}_${name}`}
      label={label}
      value={texts[name]}
      locked={locked}
      invalid={
        name === 'latitude' || name === 'longitude'
          ? messages[name] !== undefined
          : messages.utm !== undefined
      }
      describedBy={describedBy}
      inputMode={inputMode}
      narrow={narrow}
      onType={(text) => type(name, text)}
      onEnter={apply}
    />
  );

  return (
    <div className={styles.entry} onBlur={leave}>
      <TabList
        size="small"
        selectedValue={system}
        aria-label={t('widgets.map.point.coordinates')}
        onTabSelect={(_event, data) => {
          if (isSystem(data.value)) setSystem(data.value);
        }}
      >
        <Tab id={`${id}_wgs84_tab`} value="wgs84">
          {t('widgets.map.point.wgs84')}
        </Tab>
        <Tab id={`${id}_utm_tab`} value="utm">
          {t('widgets.map.point.utm')}
        </Tab>
      </TabList>
      <div role="tabpanel" aria-labelledby={`${id}_${system}_tab`} className={styles.fields}>
        {system === 'wgs84' ? (
          <>
            {field('latitude', t('widgets.map.point.latitude'), 'decimal')}
            {field('longitude', t('widgets.map.point.longitude'), 'decimal')}
          </>
        ) : (
          <>
            {field('easting', t('widgets.map.point.easting'), 'decimal')}
            {field('northing', t('widgets.map.point.northing'), 'decimal')}
            {field('zoneNumber', t('widgets.map.point.zoneNumber'), 'numeric', true)}
            {field('zoneLetter', t('widgets.map.point.zoneLetter'), 'text', true)}
          </>
        )}
        {locked ? null : <Button onClick={apply}>{t('widgets.map.point.apply')}</Button>}
      </div>
      <WidgetMessages id={`${id}_coordinates`} errors={errors} />
    </div>
  );
}
