import { useTranslation } from 'react-i18next';
import { DocumentView } from '../document/DocumentView';
import { CoverageReport } from './CoverageReport';

/** The type's translation coverage: per language the share of texts translated, and what is missing. */
export function TranslationCoverage({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  return (
    <DocumentView
      questionnaireDicId={questionnaireDicId}
      title={t('coverage.title')}
      intro={t('coverage.intro')}
    >
      {(reply) => <CoverageReport reply={reply} />}
    </DocumentView>
  );
}
