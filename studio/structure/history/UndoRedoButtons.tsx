import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowRedoRegular, ArrowUndoRegular, DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useStructureHistory } from './historyContext';
import { useStepText } from './useStepText';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A refusal takes a line of its own under the toolbar's buttons.
  failure: { flexBasis: '100%' },
});

/**
 * Undo and Redo, each named after the step it would take ("Undo: edit question …"), disabled when
 * there is none or while a step runs; a refused undo or redo shows the server's message.
 */
export function UndoRedoButtons() {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const stepText = useStepText();
  const history = useStructureHistory();
  if (!history) return null;
  const { nextUndo, nextRedo, running, failure, registerUndoButton, dismissFailure } = history;
  const undoLabel = nextUndo
    ? t('history.undoStep', { step: stepText(nextUndo) })
    : t('history.nothingToUndo');
  const redoLabel = nextRedo
    ? t('history.redoStep', { step: stepText(nextRedo) })
    : t('history.nothingToRedo');
  return (
    <div className={styles.root}>
      <Tooltip content={undoLabel} relationship="label">
        <Button
          ref={registerUndoButton}
          icon={<ArrowUndoRegular />}
          disabledFocusable={!nextUndo || running}
          aria-keyshortcuts="Control+Z"
          onClick={() => void history.undo()}
        >
          {t('history.undo')}
        </Button>
      </Tooltip>
      <Tooltip content={redoLabel} relationship="label">
        <Button
          icon={<ArrowRedoRegular />}
          disabledFocusable={!nextRedo || running}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
          onClick={() => void history.redo()}
        >
          {t('history.redo')}
        </Button>
      </Tooltip>
      {failure !== null && (
        <MessageBar intent="error" layout="multiline" className={styles.failure}>
          <MessageBarBody>
            <MessageBarTitle>
              {t(failure.action === 'undo' ? 'history.undoFailed' : 'history.redoFailed')}
            </MessageBarTitle>
            {failure.message}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('history.dismiss')}
                onClick={dismissFailure}
              />
            }
          />
        </MessageBar>
      )}
    </div>
  );
}
