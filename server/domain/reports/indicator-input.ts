import type {
  IndicatorAnswer,
  IndicatorDefinition,
  IndicatorQuestion,
  IndicatorSource,
} from '@engine/indicators/indicator-source';
import type {
  IndicatorAnswerRow,
  IndicatorDefinitionRow,
  IndicatorQuestionRow,
} from '../../data/repositories/indicator-repository';
import { nestIndicators } from './nest-indicators';

/** The form's stored indicator rows as the engine's definition tree. */
export function indicatorTree(rows: readonly IndicatorDefinitionRow[]): IndicatorDefinition[] {
  return nestIndicators<IndicatorDefinitionRow, IndicatorDefinition>(rows, (row, children) => ({
    id: row.id,
    name: row.name,
    weight: row.weight,
    inputs: row.inputs,
    children,
  }));
}

/** The question ids the tree's inputs read, each once. */
export function inputQuestionIds(rows: readonly IndicatorDefinitionRow[]): number[] {
  return [...new Set(rows.flatMap((row) => row.inputs.map((input) => input.questionId)))];
}

/** The questions and saved answers as the engine reads them. */
export function indicatorSource(
  questions: readonly IndicatorQuestionRow[],
  answers: readonly IndicatorAnswerRow[],
): IndicatorSource {
  const byQuestion = new Map<number, IndicatorQuestion>(
    questions.map((row) => [row.questionId, row]),
  );
  const answersByQuestion = new Map<number, IndicatorAnswer[]>();
  for (const row of answers) {
    const list = answersByQuestion.get(row.questionId) ?? [];
    list.push({ instanceId: row.instanceId, answerListId: row.answerListId, answer: row.answer });
    answersByQuestion.set(row.questionId, list);
  }
  return { questions: byQuestion, answers: answersByQuestion };
}
