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
    // Always wrapped: a server's message can be long, and Fluent's automatic reflow misses a screen
    // that narrows after the bar appeared (a phone turned upright), which then scrolls sideways.
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        {title !== undefined && <MessageBarTitle>{title}</MessageBarTitle>}
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
