import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ExportState } from './useExportDownload';

/**
 * What came of the last export, announced where it appears: the file downloaded, nothing to export
 * (417), or the download error with a refused request's own explanation.
 */
export function ExportOutcome({ state }: { state: ExportState }) {
  const { t } = useTranslation();
  return (
    <>
      <div role="status">
        {state.status === 'saved' && (
          <MessageBar intent="success" layout="multiline">
            <MessageBarBody>{t('export.saved', { fileName: state.fileName })}</MessageBarBody>
          </MessageBar>
        )}
        {state.status === 'empty' && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('export.empty')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
      <div role="alert">
        {state.status === 'failed' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('export.failedTitle')}</MessageBarTitle>
              {state.serverMessage ?? t('export.failed')}
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
    </>
  );
}
