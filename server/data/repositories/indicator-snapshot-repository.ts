import { computeIndicators } from '@engine/indicators/compute-indicators';
import type {
  ComputedIndicator,
  IndicatorAnswer,
  IndicatorDefinition,
  IndicatorQuestion,
  IndicatorSource,
} from '@engine/indicators/indicator-source';
import { nestIndicators } from '../../shared/nest-indicators';
import type { Db } from '../database';
import {
  indicatorRepository,
  type IndicatorAnswerRow,
  type IndicatorDefinitionRow,
  type IndicatorQuestionRow,
  type IndicatorValueRow,
} from './indicator-repository';

const ENGLISH = 1;

/** The form's stored indicator rows (parents before children) as the engine's definition tree. */
function indicatorTree(rows: readonly IndicatorDefinitionRow[]): IndicatorDefinition[] {
  return nestIndicators<IndicatorDefinitionRow, IndicatorDefinition>(rows, (row, children) => ({
    id: row.id,
    name: row.name,
    weight: row.weight,
    inputs: row.inputs,
    children,
  }));
}

/** The questions and saved answers as the engine reads them. */
function indicatorSource(
  questions: readonly IndicatorQuestionRow[],
  answers: readonly IndicatorAnswerRow[],
): IndicatorSource {
  const byQuestion = new Map<number, IndicatorQuestion>(questions.map((row) => [row.questionId, row]));
  const answersByQuestion = new Map<number, IndicatorAnswer[]>();
  for (const row of answers) {
    const list = answersByQuestion.get(row.questionId) ?? [];
    list.push({ instanceId: row.instanceId, answerListId: row.answerListId, answer: row.answer });
    answersByQuestion.set(row.questionId, list);
  }
  return { questions: byQuestion, answers: answersByQuestion };
}

function flatValues(nodes: readonly ComputedIndicator[]): IndicatorValueRow[] {
  return nodes.flatMap((node) => [
    { indicatorId: node.id, value: node.value, scaledValue: node.scaledValue },
    ...flatValues(node.children),
  ]);
}

/**
 * Computes a form's indicators of a questionnaire with the engine (computeIndicators) from the
 * questionnaire's saved answers, every group instance, and replaces the form's stored snapshot. No
 * checks: the use case (server/domain/reports/store-report.ts) and the demo seed decide when it runs;
 * call it inside a transaction.
 */
export async function writeIndicatorSnapshot(db: Db, questionnaireId: number, formId: number): Promise<void> {
  const indicators = indicatorRepository(db);
  const definitions = await indicators.definitions(formId, ENGLISH);
  const questionIds = [...new Set(definitions.flatMap((row) => row.inputs.map((input) => input.questionId)))];
  const source = indicatorSource(
    await indicators.questions(questionIds),
    await indicators.answers(questionnaireId, questionIds),
  );
  const computed = computeIndicators(indicatorTree(definitions), source);
  await indicators.replaceResults(questionnaireId, formId, flatValues(computed));
}
