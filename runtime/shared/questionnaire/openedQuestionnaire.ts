import { isRecord } from '../api/guards';

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
  /** The questionnaire type's name, for the fill screen's header (as the list showed it). */
  typeName?: string;
  /** The unit's number (farm code), for the fill screen's header. */
  unitNumber?: string;
  /** Accepted by a coordinator: the fill screen opens it read-only whatever the mode. */
  active?: boolean;
}

function optional(value: Record<string, unknown>, key: string, type: 'string' | 'boolean'): boolean {
  return value[key] === undefined || typeof value[key] === type;
}

function isOpenedQuestionnaire(value: unknown): value is OpenedQuestionnaire {
  return (
    isRecord(value) &&
    typeof value.questionnaireId === 'number' &&
    (value.mode === 'edit' || value.mode === 'show' || value.mode === 'review') &&
    optional(value, 'typeName', 'string') &&
    optional(value, 'unitNumber', 'string') &&
    optional(value, 'active', 'boolean')
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
