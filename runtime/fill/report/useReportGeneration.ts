import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { generateReportCall, recommendedCheckCall } from '../data/fillCalls';
import type { FilledFormTree } from '../data/fillGuards';
import { toRecommendedCheck } from '../data/fillGuards';

export type ReportState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'ready' }
  /** Some answers the report needs are missing; the server named what is filled. */
  | { phase: 'incomplete'; forms: FilledFormTree[] }
  | { phase: 'failed'; message: string };

/**
 * Report generation for one form (section 4): the recommended answers are checked first, then the
 * server computes the indicators. Busy, then ready (the show button appears), incomplete, or failed
 * with the server's message.
 */
export function useReportGeneration(questionnaireId: number, formDicId: number) {
  const api = useApi();
  const { t } = useTranslation();
  const [state, setState] = useState<ReportState>({ phase: 'idle' });

  async function generate() {
    setState({ phase: 'busy' });
    const checked = await api.send(recommendedCheckCall(questionnaireId, formDicId));
    if (!checked.ok) return setState({ phase: 'failed', message: checked.message });
    const check = toRecommendedCheck(checked.data);
    if (!check) return setState({ phase: 'failed', message: t('common.unexpectedError') });
    if (!check.complete) return setState({ phase: 'incomplete', forms: check.forms });
    const generated = await api.send(generateReportCall(questionnaireId, formDicId));
    setState(generated.ok ? { phase: 'ready' } : { phase: 'failed', message: generated.message });
  }

  return { state, generate: () => void generate() };
}
