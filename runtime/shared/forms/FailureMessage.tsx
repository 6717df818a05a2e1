import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

interface FailureMessageProps {
  /** What failed, e.g. "Error while logging in". */
  title?: string;
  /** The server's (translated) message. */
  message: string;
}

/** The error bar a form shows above its fields when its call failed. */
export function FailureMessage({ title, message }: FailureMessageProps) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {title !== undefined && <MessageBarTitle>{title}</MessageBarTitle>}
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
