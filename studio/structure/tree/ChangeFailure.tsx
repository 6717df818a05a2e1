import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

/** A refused change of a level (switch, reordering): what failed, and the server's reason. */
export interface Failure {
  title: string;
  message: string;
}

export function ChangeFailure({ failure, onDismiss }: { failure: Failure; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{failure.title}</MessageBarTitle>
        {failure.message}
      </MessageBarBody>
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
