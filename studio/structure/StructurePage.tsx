import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@runtime/shared/layout/usePageTitle';
import { AdministratorsOnly } from '../access/AdministratorsOnly';
import { StructureDialogs } from './dialogs/StructureDialogs';
import { QuestionnaireTypeList } from './types/QuestionnaireTypeList';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The studio's home: the questionnaire types, each opening its structure tree. */
export function StructurePage() {
  return (
    <AdministratorsOnly>
      <StructureDialogs>
        <StructureOverview />
      </StructureDialogs>
    </AdministratorsOnly>
  );
}

function StructureOverview() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('studio.structureTitle'));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('studio.structureTitle')}</Title1>
      <QuestionnaireTypeList />
    </section>
  );
}
