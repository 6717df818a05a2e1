import { useTranslation } from 'react-i18next';
import type { HistoryStep } from './historyStep';

/** A step's label in the interface language: "edit question “Herd size”". */
export function useStepText(): (step: HistoryStep) => string {
  const { t } = useTranslation('studio');
  return ({ label }) =>
    t(`history.steps.${label.action}`, { part: t(`history.parts.${label.part}`), name: label.name });
}
