import {
  Body1,
  Button,
  Caption1,
  Link,
  Spinner,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../shared/forms/FailureMessage';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { RouterLink } from '../../shared/navigation/RouterLink';
import { useQuestionnaireTypeLists } from '../../shared/structure/data';
import { QuestionnaireTypeDialog } from '../../shared/structure/dialogs';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
});

/** The fill screen in admin mode on one questionnaire type's structure. */
export function editQuestionnairePath(questionnaireDicId: number): string {
  return `/edit-questionnaire?questionnaireDicId=${questionnaireDicId}`;
}

/**
 * `/add-questionnaire` in admin mode (specification section 2): the questionnaire structures, active
 * and inactive, each leading to the fill screen's admin mode and to the studio, and a button that adds
 * a new structure by name.
 */
export function StructureChoice() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { active, inactive } = useQuestionnaireTypeLists();
  const [adding, setAdding] = useState(false);
  usePageTitle(t('fill.admin.structuresTitle'));
  const types = [...(active.data ?? []), ...(inactive.data ?? [])];
  const error = active.error ?? inactive.error;
  return (
    <section className={styles.page}>
      <div className={styles.heading}>
        <Title1 as="h1">{t('fill.admin.structuresTitle')}</Title1>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
          {t('fill.admin.structuresAdd')}
        </Button>
      </div>
      <Body1 as="p" block>
        {t('fill.admin.structuresIntro')}
      </Body1>
      {error && <FailureMessage title={t('lists.loadFailed')} message={error.message} />}
      {!error && (!active.data || !inactive.data) && <Spinner size="small" label={t('lists.loading')} />}
      <ul className={styles.list} aria-label={t('fill.admin.structuresTitle')}>
        {types.map((type) => (
          <StructureItem key={type.id} type={type} />
        ))}
      </ul>
      <QuestionnaireTypeDialog
        open={adding}
        onClose={(changed) => {
          setAdding(false);
          if (changed) void Promise.all([active.mutate(), inactive.mutate()]);
        }}
      />
    </section>
  );
}

function StructureItem({ type }: { type: QuestionnaireTypeItem }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const inactive = type.isActive === false;
  return (
    <li className={styles.item}>
      <span className={styles.name}>
        <Body1>{type.questionnaireText}</Body1> {inactive && <Caption1>{t('fill.admin.inactive')}</Caption1>}
      </span>
      <RouterLink to={editQuestionnairePath(type.id)}>
        {t('fill.admin.structuresEdit', { name: type.questionnaireText })}
      </RouterLink>
      <Link href={`/studio/types/${type.id}`}>
        {t('fill.admin.structuresStudio', { name: type.questionnaireText })}
      </Link>
    </li>
  );
}
