import { useMemo } from 'react';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { formListCall, recommendedCheckCall } from '../../fill/data/fillCalls';
import { toRecommendedCheck } from '../../fill/data/fillGuards';
import { reportAverageCall, reportCall, reportUnitCall } from './reportCalls';
import { useLocaleId } from './useLocaleId';

/** The questionnaire's forms (for the tabs) and its unit (title, PDF, unit type of the averages). */
export function useReportFrame(questionnaireId: number) {
  const localeId = useLocaleId();
  const forms = useApiQuery(formListCall(questionnaireId, localeId));
  const unit = useApiQuery(reportUnitCall(questionnaireId, localeId));
  return { forms, unit };
}

/** The form's stored report; `null` form: nothing to load yet. */
export function useFormReport(questionnaireId: number, formDicId: number | undefined) {
  const localeId = useLocaleId();
  return useApiQuery(formDicId === undefined ? null : reportCall(questionnaireId, formDicId, localeId));
}

/** The averages of the form by unit type, loaded only while the comparison is asked for. */
export function useFormAverage(formDicId: number | undefined, unitTypeId: number | undefined, wanted: boolean) {
  const localeId = useLocaleId();
  return useApiQuery(
    wanted && formDicId !== undefined && unitTypeId !== undefined
      ? reportAverageCall(formDicId, unitTypeId, localeId)
      : null,
  );
}

/** The recommended-answers check of the form: what is still missing for a complete report. */
export function useRecommendedCheck(questionnaireId: number, formDicId: number | undefined) {
  const localeId = useLocaleId();
  const query = useApiQuery(
    formDicId === undefined ? null : recommendedCheckCall(questionnaireId, formDicId, localeId),
  );
  const check = useMemo(
    () => (query.data === undefined ? undefined : toRecommendedCheck(query.data)),
    [query.data],
  );
  return check;
}
