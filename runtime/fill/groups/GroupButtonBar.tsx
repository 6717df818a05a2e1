import { Button, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, LayerDiagonalAddRegular } from '@fluentui/react-icons';
import type { NavigationGroup } from '@engine/navigation/build-navigation';
import type { TFunction } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupKind } from './groupKinds';
import { canDeleteInstance, isLastOfKind, isRepeatable } from './groupKinds';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  instance: { display: 'inline-flex', alignItems: 'center' },
  progress: { marginInlineStart: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightRegular },
  complete: { fontWeight: tokens.fontWeightBold },
});

export interface GroupBarActions {
  onSelect: (group: NavigationGroup) => void;
  onAdd: (kind: GroupKind) => void;
  onDelete: (group: NavigationGroup) => void;
  onRename: (group: NavigationGroup) => void;
  /** Opens the optional-group dialog; without it the bar has no such button. */
  onOptional?: () => void;
}

interface GroupButtonBarProps extends GroupBarActions {
  groups: readonly NavigationGroup[];
  kinds: ReadonlyMap<number, GroupKind>;
  selectedId: number | undefined;
  /** Adding, deleting and renaming; off in read-only and admin mode. */
  editable: boolean;
  /** The answered/total counts; admin mode, which has no answers, leaves them out. */
  showProgress?: boolean;
  /** Further buttons at the end of the bar (admin mode's add-group and add-question buttons). */
  children?: ReactNode;
}

/** A group button's text: the name, numbered for qlNumber 0 and 1. */
export function groupButtonLabel(t: TFunction, group: NavigationGroup): string {
  return group.number === undefined
    ? group.name
    : t('fill.groups.numbered', { name: group.name, number: group.number });
}

/**
 * One button per group instance with its answered/total count (bold once complete). Numbered groups
 * (qlNumber 0) can be added and deleted, named ones (2) added, renamed and deleted; the last instance
 * of a group always stays.
 */
export function GroupButtonBar({
  groups,
  kinds,
  selectedId,
  editable,
  showProgress = true,
  children,
  ...actions
}: GroupButtonBarProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div role="toolbar" aria-label={t('fill.groups.label')} className={styles.bar}>
      {groups.map((group, index) => {
        const label = groupButtonLabel(t, group);
        const kind = kinds.get(group.questionListDicId);
        const counts = { answered: group.answered, total: group.total };
        return (
          <Fragment key={group.id}>
            <span className={styles.instance}>
              <Button
                appearance={group.id === selectedId ? 'primary' : 'secondary'}
                aria-current={group.id === selectedId ? 'true' : undefined}
                title={showProgress ? t('fill.groups.progressLabel', counts) : undefined}
                onClick={() => actions.onSelect(group)}
              >
                {label}
                {showProgress && (
                  <>
                    {' '}
                    <span className={mergeClasses(styles.progress, group.complete && styles.complete)}>
                      {`${group.answered}/${group.total}`}
                    </span>
                  </>
                )}
              </Button>
              {editable && group.qlNumber === 2 && (
                <IconAction
                  label={t('fill.groups.rename', { name: label })}
                  icon={<EditRegular />}
                  onClick={() => actions.onRename(group)}
                />
              )}
              {editable && canDeleteInstance(group, kinds) && (
                <IconAction
                  label={t('fill.groups.delete', { name: label })}
                  icon={<DeleteRegular />}
                  onClick={() => actions.onDelete(group)}
                />
              )}
            </span>
            {editable && kind && isRepeatable(kind.qlNumber) && isLastOfKind(groups, index) && (
              <Button appearance="outline" icon={<AddRegular />} onClick={() => actions.onAdd(kind)}>
                {t('fill.groups.add', { name: kind.questionListName })}
              </Button>
            )}
          </Fragment>
        );
      })}
      {actions.onOptional && (
        <Button appearance="subtle" icon={<LayerDiagonalAddRegular />} onClick={actions.onOptional}>
          {t('fill.groups.optional')}
        </Button>
      )}
      {children}
    </div>
  );
}

function IconAction({ label, icon, onClick }: { label: string; icon: ReactElement; onClick: () => void }) {
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" size="small" icon={icon} onClick={onClick} />
    </Tooltip>
  );
}
