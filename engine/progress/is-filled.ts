import type { SavedAnswer } from '@schemas/generated/answers';

function present(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** A saved answer counts as filled when it has a text, a value, a chosen option or a geometry. */
export function isFilled(answer: SavedAnswer | undefined): boolean {
  if (!answer) return false;
  return (
    present(answer.text) ||
    present(answer.answer) ||
    typeof answer.answerListId === 'number' ||
    Boolean(answer.geomAnswer) ||
    Boolean(answer.gridGeomAnswer)
  );
}
