import { answerKind } from '@engine/kinds/index';
import type { FillQuestion } from '@schemas/generated/api/fill';

/** Whether a question is answered on a map (a point or a grid square): its card needs the map services. */
export function isMapQuestion(question: Pick<FillQuestion, 'answerTypeDicId'>): boolean {
  const { widget } = answerKind(question.answerTypeDicId);
  return widget === 'mapPoint' || widget === 'mapGrid';
}
