import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  CheckmarkCircleRegular,
  DeleteRegular,
  EditRegular,
  EyeRegular,
  LockOpenRegular,
} from '@fluentui/react-icons';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowActionSize } from '../../shared/lists/useRowActionSize';
import type { QuestionnaireAction } from './questionnaireRules';
import { offeredActions } from './questionnaireRules';

interface QuestionnaireActionsProps {
  roleId: number;
  row: QuestionnaireListItem;
  onAction: (action: QuestionnaireAction, row: QuestionnaireListItem) => void;
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const ICONS: Record<QuestionnaireAction, ReactElement> = {
  show: <EyeRegular />,
  edit: <EditRegular />,
  delete: <DeleteRegular />,
  confirm: <CheckmarkCircleRegular />,
  unblock: <LockOpenRegular />,
  reopen: <ArrowUndoRegular />,
};

/** A row's buttons for the user's role; each names the questionnaire and unit for screen readers. */
export function QuestionnaireActions({ roleId, row, onAction }: QuestionnaireActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const size = useRowActionSize();
  const names = { type: row.questionnaireName, unit: row.farmName };
  return (
    <div className={styles.actions}>
      {offeredActions(roleId, row).map((action) => (
        <Button
          key={action}
          size={size}
          icon={ICONS[action]}
          aria-label={t(`questionnaires.action.${action}Of`, names)}
          onClick={() => onAction(action, row)}
        >
          {t(`questionnaires.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
