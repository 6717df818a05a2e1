import { Badge, Button, Caption1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  DeleteRegular,
  EditRegular,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  text: {
    display: 'flex',
    flexDirection: 'column',
    // The name takes the room left; on a phone the actions wrap below it instead of scrolling sideways.
    flex: '1 1 10rem',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  inactive: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, marginLeft: 'auto' },
  children: {
    marginLeft: tokens.spacingHorizontalM,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  placeholder: { width: '32px', flexShrink: 0 },
});

export interface StructureRowProps {
  name: string;
  /** A line under the name: code, kind, short name… */
  details?: string;
  active: boolean;
  /** Saves the new active state; the row's switch is disabled meanwhile. */
  onActiveChange: (active: boolean) => Promise<void>;
  onEdit?: () => void;
  /** Asks before deleting the item (questions and answer options). */
  onDelete?: () => void;
  /** The add action for the level below, with its accessible name. */
  add?: { label: string; onClick: () => void };
  /** More actions of this level, before the edit button (a group's "Preview"). */
  actions?: ReactNode;
  /** The drag handle, for items that can be reordered. */
  handle?: ReactNode;
  /** The level below, rendered only while expanded (each level loads when first shown). */
  renderChildren?: () => ReactNode;
}

/** One item of the structure tree: name, active switch, edit, add and delete actions, and its children. */
export function StructureRow({
  name,
  details,
  active,
  onActiveChange,
  onEdit,
  onDelete,
  add,
  actions,
  handle,
  renderChildren,
}: StructureRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggleActive = async (next: boolean) => {
    setSaving(true);
    try {
      await onActiveChange(next);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <div className={styles.row}>
        {handle}
        {renderChildren ? (
          <Button
            appearance="subtle"
            icon={expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
            aria-expanded={expanded}
            aria-label={t(expanded ? 'structureEditor.collapse' : 'structureEditor.expand', { name })}
            onClick={() => setExpanded(!expanded)}
          />
        ) : (
          <span className={styles.placeholder} />
        )}
        <div className={styles.text}>
          <span className={active ? undefined : styles.inactive}>{name}</span>
          {details !== undefined && <Caption1>{details}</Caption1>}
        </div>
        <div className={styles.actions}>
          {!active && (
            <Badge appearance="outline" color="informative">
              {t('structureEditor.inactive')}
            </Badge>
          )}
          <Switch
            checked={active}
            disabled={saving}
            aria-label={t('structureEditor.activeSwitch', { name })}
            onChange={(_event, data) => void toggleActive(data.checked)}
          />
          {actions}
          {onEdit && (
            <Button
              appearance="subtle"
              icon={<EditRegular />}
              aria-label={t('structureEditor.edit', { name })}
              onClick={onEdit}
            />
          )}
          {add && (
            <Button appearance="subtle" icon={<AddRegular />} aria-label={add.label} onClick={add.onClick} />
          )}
          {/* Last, away from edit: the one action that takes something away. */}
          {onDelete && (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('structureEditor.delete', { name })}
              onClick={onDelete}
            />
          )}
        </div>
      </div>
      {expanded && renderChildren && <div className={styles.children}>{renderChildren()}</div>}
    </>
  );
}
