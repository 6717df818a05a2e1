import { Body1 } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import type { GroupStore } from './groupStore';

/**
 * Specification section 8, "save of a question fails": the server's message (or the client's own
 * when there was no reply) with OK, after which the question is loaded again.
 */
export function SaveFailureDialog({ store }: { store: GroupStore }) {
  useSignals();
  const { t } = useTranslation();
  const [failure] = store.failures.value;
  return (
    <MessageDialog
      open={failure !== undefined}
      title={t('fillQuestions.saveFailedTitle')}
      onClose={() => store.acknowledgeFailure()}
    >
      <Body1 as="p" block>
        {failure?.message}
      </Body1>
      <Body1 as="p" block>
        {t('fillQuestions.saveFailedReload')}
      </Body1>
    </MessageDialog>
  );
}
