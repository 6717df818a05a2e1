import { useTranslation } from 'react-i18next';
import { DocumentView } from '../document/DocumentView';
import { ProblemList } from './ProblemList';

/** The engine's reference check of the type's structure: each broken reference, with its part. */
export function StructureProblems({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  return (
    <DocumentView
      questionnaireDicId={questionnaireDicId}
      title={t('problems.title')}
      intro={t('problems.intro')}
    >
      {(reply) => <ProblemList reply={reply} />}
    </DocumentView>
  );
}
