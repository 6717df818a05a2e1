import { isRecord } from '../../shared/api/guards';

/** The unit the edit page works on, as the unit list's Edit action leaves it. */
export interface EditedUnit {
  id: number;
  description: string;
}

const EDITED_KEY = 'unit:edited';

function isEditedUnit(value: unknown): value is EditedUnit {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    Number.isInteger(value.id) &&
    value.id > 0 &&
    typeof value.description === 'string'
  );
}

/** Kept in sessionStorage (not the address, as /edit-farm has no id in it), so a reload keeps the unit. */
export function rememberEditedUnit(unit: EditedUnit): void {
  try {
    sessionStorage.setItem(EDITED_KEY, JSON.stringify({ id: unit.id, description: unit.description }));
  } catch {
    // Without storage the edit page still opens; only a reload loses the unit.
  }
}

/** The unit chosen for editing, or undefined when none (or something unreadable) is stored. */
export function readEditedUnit(): EditedUnit | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(EDITED_KEY) ?? 'null');
    return isEditedUnit(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** After saving, and at logout, the unit is no longer being edited. */
export function forgetEditedUnit(): void {
  sessionStorage.removeItem(EDITED_KEY);
}
