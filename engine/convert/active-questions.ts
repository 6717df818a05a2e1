import type { FillQuestion } from '@schemas/generated/api/fill';

/**
 * The questions a group shows, in order: active ones sorted by orderKey. Administrators see the
 * inactive ones too (to switch them back on).
 */
export function activeQuestions(questions: readonly FillQuestion[], includeInactive = false): FillQuestion[] {
  return questions
    .filter((question) => includeInactive || question.isActive)
    .sort((a, b) => a.orderKey - b.orderKey);
}
