import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentState } from '../document/DocumentState';
import { useStructureDocument } from '../document/useStructureDocument';
import { ProblemList } from './ProblemList';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The engine's reference check of the type's structure: each broken reference, with its part. */
export function StructureProblems({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const headingId = useId();
  const document = useStructureDocument(questionnaireDicId);
  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {t('problems.title')}
      </Subtitle1>
      <Body1 as="p" block>
        {t('problems.intro')}
      </Body1>
      <DocumentState document={document} />
      {document.data && <ProblemList reply={document.data} />}
    </section>
  );
}
