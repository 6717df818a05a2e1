import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A finished import or export said in a message bar the administrator closes. */
export function TransferNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('structureEditor.dismiss')}
            onClick={onDismiss}
          />
        }
      />
    </MessageBar>
  );
}
