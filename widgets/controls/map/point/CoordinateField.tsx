import { Input, Label, mergeClasses, type InputProps } from '@fluentui/react-components';
import { useWidgetStyles } from '../../../shared/widgetStyles';
import { useMapStyles } from '../mapStyles';

interface CoordinateFieldProps {
  id: string;
  label: string;
  value: string;
  locked: boolean;
  invalid: boolean;
  describedBy?: string;
  inputMode: InputProps['inputMode'];
  /** The narrow box of a zone number or letter. */
  narrow?: boolean;
  onType: (text: string) => void;
  /** Enter: the tab's coordinates are applied. */
  onEnter: () => void;
}

/** One labelled coordinate box, kept as typed (either decimal mark). */
export function CoordinateField(props: CoordinateFieldProps) {
  const { id, label, value, locked, invalid, describedBy, inputMode, narrow, onType, onEnter } = props;
  const styles = useMapStyles();
  const widgetStyles = useWidgetStyles();
  return (
    <div className={styles.field}>
      <Label htmlFor={id} size="small">
        {label}
      </Label>
      <Input
        id={id}
        className={mergeClasses(
          narrow ? styles.zoneInput : styles.coordinateInput,
          locked && widgetStyles.readOnlyInput,
        )}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        readOnly={locked}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(_event, data) => {
          if (!locked) onType(data.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || locked) return;
          // Inside a <form> Enter would submit it.
          event.preventDefault();
          onEnter();
        }}
      />
    </div>
  );
}
