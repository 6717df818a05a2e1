import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { mainTabPath } from '../mainNavigation/mainTabs';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { RouterLink } from '../shared/navigation/RouterLink';
import type { OpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { readOpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';

const QUESTIONNAIRES_PATH = mainTabPath('questionnaires');

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * `/fill-questionnaire`: opens the questionnaire remembered in the session. The fill screen itself
 * arrives with issue 6; until then the page says which questionnaire opened and how.
 * With nothing opened it returns to the questionnaire list.
 */
export function FillQuestionnairePage() {
  const opened = readOpenedQuestionnaire();
  if (!opened) return <Navigate to={QUESTIONNAIRES_PATH} replace />;
  return <OpenedQuestionnaireView opened={opened} />;
}

function OpenedQuestionnaireView({ opened }: { opened: OpenedQuestionnaire }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const title = t('questionnaires.fill.title', { id: opened.questionnaireId });
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <Title1 as="h1">{title}</Title1>
      <Body1 as="p">{t(`questionnaires.fill.${opened.mode}`)}</Body1>
      <Body1 as="p">{t('questionnaires.fill.pending')}</Body1>
      <RouterLink to={QUESTIONNAIRES_PATH}>{t('questionnaires.fill.back')}</RouterLink>
    </section>
  );
}
