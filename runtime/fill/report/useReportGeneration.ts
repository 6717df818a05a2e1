import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../shared/api/apiContext';
import { localeCodeToId } from '../../shared/i18n/languages';
import { generateReportCall, recommendedCheckCall } from '../data/fillCalls';
import type { FormTreeNames } from '../data/fillGuards';
import { toRecommendedCheck } from '../data/fillGuards';

export type ReportState =
  | { phase: 'idle' }
  | { phase: 'busy' }
  | { phase: 'ready' }
  /** Some answers the report needs are missing; the server named what is filled and what is not. */
  | { phase: 'incomplete'; filled: FormTreeNames[]; missing: FormTreeNames[] }
  | { phase: 'failed'; message: string };

/**
 * Report generation for one form (section 4): the recommended answers are checked first, then the
 * server computes the indicators. Busy, then ready (the show button appears), incomplete, or failed
 * with the server's message.
 */
export function useReportGeneration(questionnaireId: number, formDicId: number) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ReportState>({ phase: 'idle' });

  async function generate() {
    setState({ phase: 'busy' });
    const localeId = localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
    const checked = await api.send(recommendedCheckCall(questionnaireId, formDicId, localeId));
    if (!checked.ok) return setState({ phase: 'failed', message: checked.message });
    const check = toRecommendedCheck(checked.data);
    if (!check) return setState({ phase: 'failed', message: t('common.unexpectedError') });
    if (!check.complete)
      return setState({ phase: 'incomplete', filled: check.filled, missing: check.missing });
    const generated = await api.send(generateReportCall(questionnaireId, formDicId, localeId));
    setState(generated.ok ? { phase: 'ready' } : { phase: 'failed', message: generated.message });
  }

  return { state, generate: () => void generate() };
}
