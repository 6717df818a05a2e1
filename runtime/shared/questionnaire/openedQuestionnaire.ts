/** The fill screen's route; it reads which questionnaire to open from the session, not the address. */
export const FILL_QUESTIONNAIRE_PATH = '/fill-questionnaire';

const OPENED_KEY = 'questionnaire:opened';

/**
 * How the fill screen opens a questionnaire: `edit` to answer (after Edit or after adding one),
 * `show` read-only (Show), `review` for a coordinator (read-only answers, tabs of submitted forms open).
 */
export type FillMode = 'edit' | 'show' | 'review';

export interface OpenedQuestionnaire {
  questionnaireId: number;
  mode: FillMode;
}

function isOpenedQuestionnaire(value: unknown): value is OpenedQuestionnaire {
  return (
    typeof value === 'object' &&
    value !== null &&
    'questionnaireId' in value &&
    typeof value.questionnaireId === 'number' &&
    'mode' in value &&
    (value.mode === 'edit' || value.mode === 'show' || value.mode === 'review')
  );
}

/** Kept in sessionStorage (the specification persists the questionnaire id), so a reload reopens it. */
export function rememberOpenedQuestionnaire(opened: OpenedQuestionnaire): void {
  sessionStorage.setItem(OPENED_KEY, JSON.stringify(opened));
}

export function readOpenedQuestionnaire(): OpenedQuestionnaire | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? 'null');
    return isOpenedQuestionnaire(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Logging out forgets which questionnaire was open. */
export function forgetOpenedQuestionnaire(): void {
  sessionStorage.removeItem(OPENED_KEY);
}
