import type { StructureQuestion } from '@schemas/generated/structure';
import { answerKind } from '../kinds/index';
import { exactNumber } from '../kinds/shared/export-values';
import type { ExportAnswer, ExportColumn, ExportLayout, ExportValue } from './export-types';
import { geometryGridCell } from './geometry-grid-cell';
import { geometryWkt } from './geometry-wkt';

/**
 * The answer cells of one group instance's row: one value per column of the layout, null where the
 * instance has no answer for it (the columns of other groups among them).
 */
export function exportRowCells(layout: ExportLayout, answers: readonly ExportAnswer[]): ExportValue[] {
  const byQuestion = new Map<string, ExportAnswer[]>();
  for (const answer of answers) {
    const list = byQuestion.get(answer.questionKey);
    if (list) list.push(answer);
    else byQuestion.set(answer.questionKey, [answer]);
  }
  return layout.columns.map((column) => {
    const saved = byQuestion.get(column.questionKey);
    const question = layout.questions.get(column.questionKey);
    return saved && question ? columnCell(column, question, saved) : null;
  });
}

function columnCell(
  column: ExportColumn,
  question: StructureQuestion,
  saved: readonly ExportAnswer[],
): ExportValue {
  if (column.holds === 'optionValue') {
    return exactNumber(saved.find((answer) => answer.optionKey === column.optionKey)?.answer);
  }
  if (column.holds === 'gridCell') {
    return saved.map(geometryGridCell).find((code) => code !== null) ?? null;
  }
  const value = answerKind(question.answerType).exportAnswer(question, saved);
  return value !== null && typeof value === 'object' && 'geometry' in value
    ? geometryWkt(value.geometry)
    : value;
}
