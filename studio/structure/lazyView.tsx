import { Spinner } from '@fluentui/react-components';
import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadFailed } from '@runtime/shared/navigation/lazyPage';

/**
 * A part of the type page downloaded when it is first shown (a view behind a tab, the preview, the
 * import dialog): the tree's page stays within its bundle budget and does not wait for them. A failed
 * download shows the reload message instead of breaking the page.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Failed: ComponentType<Props> = () => <PageLoadFailed />;
  const Loaded = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('A part of the studio could not be downloaded:', error);
        return { default: Failed };
      },
    ),
  );
  return function LazyView(props: Props) {
    const { t } = useTranslation('studio');
    return (
      <Suspense fallback={<Spinner size="tiny" label={t('page.loading')} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
