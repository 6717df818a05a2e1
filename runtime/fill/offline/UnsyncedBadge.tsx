import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { CloudArrowUpRegular, CloudOffRegular, WarningFilled } from '@fluentui/react-icons';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { unsyncedCount } from '../../shared/offline/queuedOperation';
import { useVisuallyHiddenStyles } from '../../shared/layout/useVisuallyHiddenStyles';
import { useDeviceAnswers } from './deviceAnswers';
import { useOnline } from './useOnline';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * The fill header's count of this questionnaire's answers kept on the device and not yet sent, with
 * the conflicts among them, and a sign when the browser is offline (issue 19). Nothing when all is sent.
 */
export function UnsyncedBadge({ questionnaireId }: { questionnaireId: number }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().hidden;
  const device = useDeviceAnswers();
  const online = useOnline();
  const operations = typeof device === 'object' && device !== null ? device.queue.operations.value : [];
  const own = operations.filter((operation) => operation.questionnaireId === questionnaireId);
  const unsynced = unsyncedCount(own);
  const conflicts = unsyncedCount(own.filter((operation) => operation.conflict));
  return (
    <div role="status" className={styles.row} data-unsynced={unsynced}>
      {!online && (
        <Badge appearance="tint" color="informative" icon={<CloudOffRegular />}>
          <span className={hidden}>{t('fillQuestions.offline.offline')}</span>
        </Badge>
      )}
      {unsynced > 0 && (
        <Badge appearance="tint" color="warning" icon={<CloudArrowUpRegular />}>
          {t('fillQuestions.offline.unsynced', { count: unsynced })}
        </Badge>
      )}
      {conflicts > 0 && (
        <Badge appearance="filled" color="danger" icon={<WarningFilled />}>
          {t('fillQuestions.offline.conflicts', { count: conflicts })}
        </Badge>
      )}
    </div>
  );
}
