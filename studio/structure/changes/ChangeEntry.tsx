import { Body1, Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StructureChange } from '@schemas/generated/api/structure-studio';
import { ChangedFieldList } from './ChangedFieldList';
import { actionLabel } from './actionLabel';

const useStyles = makeStyles({
  entry: { minWidth: 0 },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  who: { overflowWrap: 'anywhere' },
});

/** One entry of the change log: when, who, which call on which part, and the values it changed. */
export function ChangeEntry({ change }: { change: StructureChange }) {
  const { t, i18n } = useTranslation('studio');
  const styles = useStyles();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(change.changedAt));
  return (
    <li className={styles.entry}>
      <Card>
        <div className={styles.head}>
          <Subtitle2 as="h3">{actionLabel(t, change.action)}</Subtitle2>
          <Caption1>
            <time dateTime={change.changedAt}>{when}</time>
          </Caption1>
        </div>
        <Body1 className={styles.who}>
          {t('changes.by', { user: change.userEmail ?? t('changes.deletedUser') })}
          {' · '}
          {change.entityId === null
            ? t(`changes.levels.${change.level}`)
            : t('changes.part', { level: t(`changes.levels.${change.level}`), id: change.entityId })}
        </Body1>
        <ChangedFieldList before={change.before} after={change.after} />
      </Card>
    </li>
  );
}
