import type { RuleMessage } from '@engine/messages';
import { useTranslation } from 'react-i18next';

/** The engine's rule verdicts in the interface language (the runtime's `validation.<KEY>` texts). */
export function useMessageText(): (message: RuleMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? t(`validation.${message.key}`, message.params ?? {}) : undefined);
}
