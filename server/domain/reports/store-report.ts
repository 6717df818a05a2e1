import { computeIndicators } from '@engine/indicators/compute-indicators';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import type { Db } from '../../data/database';
import {
  indicatorRepository,
  type IndicatorValueRow,
} from '../../data/repositories/indicator-repository';
import { AppError } from '../app-error';
import { indicatorSource, indicatorTree, inputQuestionIds } from './indicator-input';

const ENGLISH = 1;

function flatValues(nodes: readonly ComputedIndicator[]): IndicatorValueRow[] {
  return nodes.flatMap((node) => [
    { indicatorId: node.id, value: node.value, scaledValue: node.scaledValue },
    ...flatValues(node.children),
  ]);
}

/**
 * Computes one form's indicators of a questionnaire from its saved answers and replaces the form's
 * stored snapshot, in one transaction; whether the caller may is decided before (generateReport) or
 * by the demo seed. REPORT_NOT_AVAILABLE for a form without indicators, REPORT_FORM_NOT_SUBMITTED
 * while the questionnaire's form is not submitted.
 */
export async function storeReport(db: Db, questionnaireId: number, formId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const indicators = indicatorRepository(tx);
    const definitions = await indicators.definitions(formId, ENGLISH);
    const state = await indicators.formReportState(questionnaireId, formId);
    if (!state.hasReport || definitions.length === 0) throw new AppError('REPORT_NOT_AVAILABLE');
    if (state.submitted !== true) throw new AppError('REPORT_FORM_NOT_SUBMITTED');
    const questionIds = inputQuestionIds(definitions);
    const source = indicatorSource(
      await indicators.questions(questionIds),
      await indicators.answers(questionnaireId, questionIds),
    );
    const computed = computeIndicators(indicatorTree(definitions), source);
    await indicators.replaceResults(questionnaireId, formId, flatValues(computed));
  });
}
