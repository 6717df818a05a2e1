import { problem, type StructureProblem } from './structure-problem';

export const TYPE_NAME_MIN_LENGTH = 5;
export const TYPE_NAME_MAX_LENGTH = 50;

/** A questionnaire type's name, new or renamed: 5 to 50 characters (specification sections 5 and 9). */
export function checkQuestionnaireTypeName(name: string): StructureProblem[] {
  const length = name.trim().length;
  if (length === 0) return [problem('name', 'FIELD_REQUIRED')];
  if (length < TYPE_NAME_MIN_LENGTH || length > TYPE_NAME_MAX_LENGTH) {
    return [problem('name', 'LENGTH_BETWEEN', { min: TYPE_NAME_MIN_LENGTH, max: TYPE_NAME_MAX_LENGTH })];
  }
  return [];
}
