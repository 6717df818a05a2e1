import type { FillQuestion } from '@schemas/generated/api/fill';

/**
 * The questions a group shows, in order: active ones by orderKey. Administrators see the inactive
 * ones too (to switch them back on). The server sends them sorted, so sorting is skipped then.
 */
export function activeQuestions(questions: readonly FillQuestion[], includeInactive = false): FillQuestion[] {
  const shown = includeInactive ? [...questions] : questions.filter((question) => question.isActive);
  for (let index = 1; index < shown.length; index += 1) {
    if ((shown[index - 1]?.orderKey ?? 0) > (shown[index]?.orderKey ?? 0)) {
      return shown.sort((a, b) => a.orderKey - b.orderKey);
    }
  }
  return shown;
}
