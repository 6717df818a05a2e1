import { Badge, Body1, Link, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '@runtime/shared/layout/usePageTitle';
import { RouterLink } from '@runtime/shared/navigation/RouterLink';
import { useQuestionnaireTypeLists } from '@runtime/shared/structure/data';
import { AdministratorsOnly } from '../../access/AdministratorsOnly';
import { StructureDialogs } from '../dialogs/StructureDialogs';
import { FormLevel } from './FormLevel';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { overflowWrap: 'anywhere', minWidth: 0 },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** The fill screen's admin mode lives in the runtime app: a plain link, a full page load. */
export function fillAdminUrl(questionnaireDicId: number): string {
  return `/edit-questionnaire?questionnaireDicId=${questionnaireDicId}`;
}

/** /studio/types/:typeId: one questionnaire type's tree, kept on reload by its address. */
export function TypeTreePage() {
  return (
    <AdministratorsOnly>
      <StructureDialogs>
        <TypeTree />
      </StructureDialogs>
    </AdministratorsOnly>
  );
}

function TypeTree() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { typeId = '' } = useParams();
  const id = /^[1-9]\d*$/.test(typeId) ? Number(typeId) : null;
  const { active, inactive } = useQuestionnaireTypeLists();
  const type = [...(active.data ?? []), ...(inactive.data ?? [])].find((candidate) => candidate.id === id);
  const missing = id === null || (active.data !== undefined && inactive.data !== undefined && !type);
  const title = type?.questionnaireText ?? t('studio.structureTitle');
  usePageTitle(title);
  return (
    <section className={styles.page}>
      <RouterLink to="/">{t('structureEditor.backToTypes')}</RouterLink>
      <div className={styles.title}>
        <Title1 as="h1" className={styles.heading}>
          {title}
        </Title1>
        {type?.isActive === false && (
          <Badge appearance="outline" color="informative">
            {t('structureEditor.inactive')}
          </Badge>
        )}
      </div>
      {missing || id === null ? (
        <Body1 as="p" block>
          {t('structureEditor.typeNotFound', { id: typeId })}
        </Body1>
      ) : (
        <>
          <div className={styles.links}>
            <Link href={fillAdminUrl(id)}>{t('structureEditor.openInFill')}</Link>
          </div>
          <FormLevel questionnaireDicId={id} />
        </>
      )}
    </section>
  );
}
