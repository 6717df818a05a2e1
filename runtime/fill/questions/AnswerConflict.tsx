import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillAnswerOption } from '@schemas/generated/api/fill';
import type { QueueConflict } from '../../shared/offline/queuedOperation';
import { historyText } from '../review/historyText';
import type { CardTexts } from './QuestionCard';

const useStyles = makeStyles({
  values: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
});

interface AnswerConflictProps {
  conflict: QueueConflict;
  /** The answers kept on this device. */
  mine: readonly SavedAnswer[];
  options: readonly FillAnswerOption[];
  t: CardTexts['t'];
  onKeepMine: () => void;
  onTakeServer: () => void;
}

/**
 * The answer kept on this device met a newer one on the server (or the server refused it): both
 * values in words and the user's choice. Nothing is settled without it (issue 19).
 */
export function AnswerConflict({
  conflict,
  mine,
  options,
  t,
  onKeepMine,
  onTakeServer,
}: AnswerConflictProps) {
  const styles = useStyles();
  if (conflict.kind === 'refused') {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('fillQuestions.offline.refused', { message: conflict.message })}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={onTakeServer}>
            {t('fillQuestions.offline.discard')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {t('fillQuestions.offline.conflictTitle')}
        <ul className={styles.values}>
          <li>
            {t('fillQuestions.offline.yours')}: {historyText(mine, options, t)}
          </li>
          <li>
            {t('fillQuestions.offline.server')}: {historyText(conflict.server.answers, options, t)}
          </li>
        </ul>
      </MessageBarBody>
      <MessageBarActions>
        <Button size="small" appearance="primary" onClick={onKeepMine}>
          {t('fillQuestions.offline.keepMine')}
        </Button>
        <Button size="small" onClick={onTakeServer}>
          {t('fillQuestions.offline.takeServer')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
