import { Spinner } from '@fluentui/react-components';
import { PageLoadFailed } from '@runtime/shared/navigation/lazyPage';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

// The preview carries the fill screen's cards, widgets and RJSF: a chunk of its own, downloaded after
// the tree, so the tree's page does not wait for it (nor pay for it in its bundle budget).
const PreviewPane = lazy(() =>
  import('./PreviewPane').then(
    (module) => ({ default: module.PreviewPane }),
    (error: unknown) => {
      console.error('The preview could not be downloaded:', error);
      return { default: () => <PageLoadFailed /> };
    },
  ),
);

/** The selected question group rendered as the runtime renders it, beside the tree (below it on a phone). */
export function StructurePreview({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation('studio');
  return (
    <Suspense fallback={<Spinner size="tiny" label={t('preview.loading')} />}>
      {/* Another type starts with no answers. */}
      <PreviewPane key={questionnaireDicId} />
    </Suspense>
  );
}
