import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentState } from '../document/DocumentState';
import { useStructureDocument } from '../document/useStructureDocument';
import { CoverageReport } from './CoverageReport';

const useStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** The type's translation coverage: per language the share of texts translated, and what is missing. */
export function TranslationCoverage({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const headingId = useId();
  const document = useStructureDocument(questionnaireDicId);
  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {t('coverage.title')}
      </Subtitle1>
      <Body1 as="p" block>
        {t('coverage.intro')}
      </Body1>
      <DocumentState document={document} />
      {document.data && <CoverageReport reply={document.data} />}
    </section>
  );
}
