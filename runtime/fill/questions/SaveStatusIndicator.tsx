import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  CheckmarkCircleFilled,
  CloudArrowUpRegular,
  ErrorCircleFilled,
  WarningFilled,
} from '@fluentui/react-icons';
import type { CardTexts } from './QuestionCard';
import { useVisuallyHiddenStyles } from '../../shared/layout/useVisuallyHiddenStyles';
import type { SaveStatus } from './saveStatus';

const useStyles = makeStyles({
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '20px',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  saved: { color: tokens.colorPaletteGreenForeground1, fontSize: '16px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: '16px' },
  waiting: { color: tokens.colorNeutralForeground2, fontSize: '16px' },
  conflict: { color: tokens.colorPaletteDarkOrangeForeground1, fontSize: '16px' },
});

/**
 * A question's save status: nothing, a spinner, a green tick with the saving time, a red icon, or
 * (answers kept on the device) waiting to sync or a conflict to settle.
 * Each state has text for screen readers; a status region announces the changes. `t` comes from the
 * card list (one translation subscription per group).
 */
export function SaveStatusIndicator({ status, t }: { status: SaveStatus; t: CardTexts['t'] }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().hidden;
  return (
    <div role="status" className={styles.status} data-status={status.kind}>
      {status.kind === 'none' && <span className={hidden}>{t('fillQuestions.statusNone')}</span>}
      {status.kind === 'saving' && (
        <>
          <Spinner size="extra-tiny" aria-hidden />
          <span className={hidden}>{t('fillQuestions.statusSaving')}</span>
        </>
      )}
      {status.kind === 'saved' && (
        <>
          <CheckmarkCircleFilled className={styles.saved} aria-hidden />
          <span className={hidden}>{t('fillQuestions.statusSaved')} </span>
          <span>{status.savedAt}</span>
        </>
      )}
      {status.kind === 'waiting' && (
        <>
          <CloudArrowUpRegular className={styles.waiting} aria-hidden />
          <span>{t('fillQuestions.offline.statusWaiting')}</span>
        </>
      )}
      {status.kind === 'conflict' && (
        <>
          <WarningFilled className={styles.conflict} aria-hidden />
          <span>{t('fillQuestions.offline.statusConflict')}</span>
        </>
      )}
      {status.kind === 'error' && (
        <>
          <ErrorCircleFilled className={styles.error} aria-hidden />
          <span className={hidden}>{t('fillQuestions.statusError')}</span>
        </>
      )}
    </div>
  );
}
