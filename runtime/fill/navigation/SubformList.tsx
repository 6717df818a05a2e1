import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import type { NavigationSubform } from '@engine/navigation/build-navigation';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    width: '100%',
    justifyContent: 'space-between',
    textAlign: 'start',
    gap: tokens.spacingHorizontalS,
  },
  name: { flexGrow: 1 },
  complete: { color: tokens.colorPaletteGreenForeground1 },
  count: {
    whiteSpace: 'nowrap',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
});

interface SubformListProps {
  subforms: readonly NavigationSubform[];
  selectedId: number | undefined;
  onSelect: (subformId: number) => void;
}

/** The subforms of the selected form, each with its completed/total groups; complete ones are green. */
export function SubformList({ subforms, selectedId, onSelect }: SubformListProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (subforms.length === 0) return <Caption1>{t('fill.subforms.none')}</Caption1>;
  return (
    <nav aria-label={t('fill.subforms.label')}>
      <ul className={styles.list}>
        {subforms.map((subform) => (
          <li key={subform.id}>
            <SubformButton
              name={subform.name}
              selected={subform.id === selectedId}
              progress={{
                completed: subform.completedGroups,
                total: subform.totalGroups,
                complete: subform.complete,
              }}
              onSelect={() => onSelect(subform.id)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SubformButtonProps {
  name: string;
  selected: boolean;
  /** Completed groups out of all; admin mode, which has no answers, has none. */
  progress?: { completed: number; total: number; complete: boolean };
  onSelect: () => void;
}

/** One subform of the list: its name and progress, highlighted when selected. */
export function SubformButton({ name, selected, progress, onSelect }: SubformButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const complete = progress?.complete === true;
  const counts = progress && { completed: progress.completed, total: progress.total };
  return (
    <Button
      className={mergeClasses(styles.item, complete && !selected && styles.complete)}
      appearance={selected ? 'primary' : 'subtle'}
      aria-current={selected ? 'true' : undefined}
      data-complete={progress ? complete : undefined}
      onClick={onSelect}
    >
      <span className={styles.name}>{name}</span>
      {counts && (
        <>
          {' '}
          <span className={styles.count} title={t('fill.subforms.progressLabel', counts)}>
            {complete && <CheckmarkCircleFilled aria-label={t('fill.subforms.completed')} role="img" />}
            {t('fill.subforms.progress', counts)}
          </span>
        </>
      )}
    </Button>
  );
}
