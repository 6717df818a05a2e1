import { computeIndicators } from '@engine/indicators/compute-indicators';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import type { Db } from '../../data/database';
import { fillReadFormRepository } from '../../data/repositories/fill-read-form-repository';
import { fillReadScopeRepository } from '../../data/repositories/fill-read-scope-repository';
import {
  indicatorRepository,
  type IndicatorValueRow,
} from '../../data/repositories/indicator-repository';
import { AppError } from '../app-error';
import { readableScope, type Caller } from '../fill/read/readable-scope';
import { isStoredId } from '../users/stored-id';
import { indicatorSource, indicatorTree, inputQuestionIds } from './indicator-input';

const ENGLISH = 1;

function flatValues(nodes: readonly ComputedIndicator[]): IndicatorValueRow[] {
  return nodes.flatMap((node) => [
    { indicatorId: node.id, value: node.value, scaledValue: node.scaledValue },
    ...flatValues(node.children),
  ]);
}

/**
 * Computes the indicators of one form of a questionnaire from its saved answers and stores them,
 * replacing the form's previous snapshot (POST secured/indicator/{questionnaireId}?formDicId). Anyone
 * who may read the questionnaire may generate: the answers are read, never changed. 404 for a
 * questionnaire the caller cannot read or a form of another type, REPORT_NOT_AVAILABLE for a form
 * without indicators, REPORT_FORM_NOT_SUBMITTED while the questionnaire's form is not submitted.
 */
export async function generateReport(
  db: Db,
  caller: Caller,
  questionnaireId: number,
  formId: number,
): Promise<void> {
  const scope = await readableScope(questionnaireId, (id) =>
    fillReadScopeRepository(db).byQuestionnaire(caller, id),
  );
  if (!isStoredId(formId) || !(await fillReadFormRepository(db).formOfType(formId, scope.questionnaireTypeId))) {
    throw new AppError('NOT_FOUND');
  }
  await db.transaction(async (tx) => {
    const indicators = indicatorRepository(tx);
    const definitions = await indicators.definitions(formId, ENGLISH);
    const state = await indicators.formReportState(scope.questionnaireId, formId);
    if (!state.hasReport || definitions.length === 0) throw new AppError('REPORT_NOT_AVAILABLE');
    if (state.submitted !== true) throw new AppError('REPORT_FORM_NOT_SUBMITTED');
    const questionIds = inputQuestionIds(definitions);
    const source = indicatorSource(
      await indicators.questions(questionIds),
      await indicators.answers(scope.questionnaireId, questionIds),
    );
    const computed = computeIndicators(indicatorTree(definitions), source);
    await indicators.replaceResults(scope.questionnaireId, formId, flatValues(computed));
  });
}
