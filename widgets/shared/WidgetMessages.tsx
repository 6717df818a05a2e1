import { ErrorCircleRegular } from '@fluentui/react-icons';
import { errorId, helpId } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { useWidgetStyles } from './widgetStyles';

interface WidgetMessagesProps {
  /** The widget's id: the hint and the errors get ids derived from it (see describedBy). */
  id: string;
  errors: readonly string[];
  hint?: ReactNode;
}

/** The hint and error texts under a control, with the ids its aria-describedby names. */
export function WidgetMessages({ id, errors, hint }: WidgetMessagesProps) {
  const styles = useWidgetStyles();
  return (
    <>
      {hint ? (
        <div id={helpId(id)} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {/* Always present, so a message appearing is announced by the live region. */}
      <div id={errors.length > 0 ? errorId(id) : undefined} aria-live="polite">
        {errors.map((text) => (
          <div key={text} className={styles.error}>
            <ErrorCircleRegular aria-hidden />
            <span>{text}</span>
          </div>
        ))}
      </div>
    </>
  );
}
