import type { RuleMessage } from '@engine/messages';
import { useTranslation } from 'react-i18next';

/** The engine's rule verdicts (message keys) in the interface language; nothing for no verdict. */
export function useRuleText(): (message: RuleMessage | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => (message ? t(`validation.${message.key}`, message.params ?? {}) : undefined);
}
