import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, DocumentAddRegular, EditRegular } from '@fluentui/react-icons';
import type { UnitListItem } from '@schemas/generated/api/lists';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowActionSize } from '../../shared/lists/useRowActionSize';

/** What a unit row offers to those who work on units. */
export type UnitAction = 'edit' | 'delete' | 'newQuestionnaire';

const ACTIONS: readonly UnitAction[] = ['edit', 'delete', 'newQuestionnaire'];

const ICONS: Record<UnitAction, ReactElement> = {
  edit: <EditRegular />,
  delete: <DeleteRegular />,
  newQuestionnaire: <DocumentAddRegular />,
};

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface UnitActionsProps {
  row: UnitListItem;
  onAction: (action: UnitAction, row: UnitListItem) => void;
}

/** A row's buttons, only where the server marks the unit editable; each names the unit for screen readers. */
export function UnitActions({ row, onAction }: UnitActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const size = useRowActionSize();
  if (!row.editable) return null;
  return (
    <div className={styles.actions}>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          size={size}
          icon={ICONS[action]}
          aria-label={t(`units.list.action.${action}Of`, { unit: row.description })}
          onClick={() => onAction(action, row)}
        >
          {t(`units.list.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
