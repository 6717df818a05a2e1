import { Button, Switch, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  actions: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  // Fluent's switch keeps a label's padding even without a visible label.
  switch: { marginInlineStart: `calc(-1 * ${tokens.spacingHorizontalXS})` },
});

interface AdminItemActionsProps {
  /** Names the item in the buttons' accessible names ("Edit Question 3"). */
  name: string;
  active: boolean;
  /** A switch or an edit is being saved: the switch waits. */
  busy?: boolean;
  /** Shows "Active"/"Inactive" beside the switch (cards have room; the subform list does not). */
  showState?: boolean;
  onEdit: () => void;
  onActiveChange: (active: boolean) => void;
}

/** Admin mode's edit button and active switch of one structure item (subform, group, question). */
export function AdminItemActions({
  name,
  active,
  busy = false,
  showState = false,
  onEdit,
  onActiveChange,
}: AdminItemActionsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const edit = t('fill.admin.edit', { name });
  return (
    <span className={styles.actions}>
      <Tooltip content={edit} relationship="label">
        <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={onEdit} />
      </Tooltip>
      <Switch
        className={styles.switch}
        checked={active}
        disabled={busy}
        aria-label={t('fill.admin.activeLabel', { name })}
        label={showState ? (active ? t('fill.admin.active') : t('fill.admin.inactive')) : undefined}
        onChange={(_event, data) => onActiveChange(data.checked)}
      />
    </span>
  );
}
