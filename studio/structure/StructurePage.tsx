import { Body1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@runtime/shared/layout/usePageTitle';
import { AdministratorsOnly } from '../access/AdministratorsOnly';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function StructurePage() {
  return (
    <AdministratorsOnly>
      <StructureOverview />
    </AdministratorsOnly>
  );
}

// The editor itself arrives with the structure issue; until then the page states that nothing is open.
function StructureOverview() {
  const { t } = useTranslation();
  const styles = useStyles();
  usePageTitle(t('studio.structureTitle'));
  return (
    <section className={styles.page}>
      <Title1 as="h1">{t('studio.structureTitle')}</Title1>
      <Body1 as="p" block>
        {t('studio.emptyStructure')}
      </Body1>
    </section>
  );
}
