import { problem, type StructureProblem } from './structure-problem';

export const QUESTIONNAIRE_NAME_MIN_LENGTH = 5;
export const QUESTIONNAIRE_NAME_MAX_LENGTH = 50;

/** A questionnaire type's name, new or renamed: 5 to 50 characters (specification sections 5 and 9). */
export function checkQuestionnaireTypeName(name: string): StructureProblem[] {
  const length = name.trim().length;
  if (length === 0) return [problem('name', 'FIELD_REQUIRED')];
  if (length < QUESTIONNAIRE_NAME_MIN_LENGTH || length > QUESTIONNAIRE_NAME_MAX_LENGTH) {
    return [
      problem('name', 'LENGTH_BETWEEN', {
        min: QUESTIONNAIRE_NAME_MIN_LENGTH,
        max: QUESTIONNAIRE_NAME_MAX_LENGTH,
      }),
    ];
  }
  return [];
}
