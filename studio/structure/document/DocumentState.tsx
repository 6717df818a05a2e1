import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import type { StructureDocumentReply } from '@schemas/generated/api/structure-studio';
import type { SWRResponse } from 'swr';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@runtime/shared/api/ApiError';

/**
 * What a view of the type's document shows while it loads or when it could not be read; `null` once
 * the document is there (a failed re-read keeps showing the last document).
 */
export function DocumentState({ document }: { document: SWRResponse<StructureDocumentReply, ApiError> }) {
  const { t } = useTranslation('studio');
  if (document.data) return null;
  if (document.error) {
    return (
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{t('coverage.loadFailed', { message: document.error.message })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void document.mutate()}>{t('coverage.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <Spinner size="tiny" label={t('coverage.loading')} />;
}
