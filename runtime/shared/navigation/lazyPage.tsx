import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { Suspense, lazy, useState, type ComponentType, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../layout/PageSpinner';

/** What the page area shows while a page's code is downloaded: a spinner named in the user's language. */
export function PageLoading() {
  const { t } = useTranslation();
  return <PageSpinner label={t('shell.loading')} />;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * The page's code could not be downloaded: offline on a phone, or a new version was deployed and the
 * old chunk is gone. Reloading fetches the current index.html (never cached) and its chunks.
 */
export function PageLoadFailed({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('dialogs.loadErrorTitle')}</MessageBarTitle>
        {t('dialogs.loadErrorBody')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={reload}>{t('dialogs.reload')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

/** The download of every page made with `lazyPage` so far (the routes modules make them all). */
const pageDownloads: (() => Promise<unknown>)[] = [];

/**
 * Downloads every lazily loaded page now, so that each later shows at once, as a page shown before
 * does. The component tests call it before rendering the routes. A download that fails here is not an
 * error yet: its page asks again when it is shown, and reports the failure there.
 */
export async function preloadPages(): Promise<void> {
  await Promise.allSettled(pageDownloads.map((download) => download()));
}

/**
 * A route's page whose code is a chunk of its own, downloaded on the first visit of the route, so the
 * login page does not download the fill screen, the lists, the administration or the studio. The page
 * area shows `PageLoading` meanwhile (a boundary of its own, so it shows on navigation too, while the
 * header stays), and `PageLoadFailed` when the download fails.
 *
 * @param load the page module's dynamic import, e.g. `() => import('./fill/FillQuestionnairePage')`
 * @param pick the page component of that module
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ReactElement {
  let downloaded: ComponentType | undefined;
  const download = async (): Promise<ComponentType> => {
    downloaded ??= pick(await load());
    return downloaded;
  };
  pageDownloads.push(download);
  const Pending = lazy<ComponentType>(() =>
    download().then(
      (Page) => ({ default: Page }),
      (error: unknown) => {
        console.error('A page could not be downloaded:', error);
        return { default: PageLoadFailed };
      },
    ),
  );
  function RoutePage() {
    // Kept for the life of this mount, so the page is never swapped (and its state lost) once shown.
    const [Page] = useState<ComponentType>(() => downloaded ?? Pending);
    return <Page />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <RoutePage />
    </Suspense>
  );
}
