import type { ExportChoice } from './exportChoice';
import { dateProblems } from './exportDates';

/** The fields of the form that cannot be changed now, and why each is locked. */
export interface LockedFields {
  /** A unit type is chosen. */
  units: boolean;
  /** Units are chosen. */
  unitType: boolean;
  /** Units are chosen, or no unit type is. */
  institutionType: boolean;
  /** Units are chosen, or no institution type is. */
  institution: boolean;
}

/**
 * Units and a unit type exclude each other; an institution type needs a unit type, an institution
 * its institution type (specification section 5).
 */
export function lockedFields(choice: ExportChoice): LockedFields {
  const units = choice.unitIds.length > 0;
  return {
    units: choice.unitTypeId !== null,
    unitType: units,
    institutionType: units || choice.unitTypeId === null,
    institution: units || choice.institutionTypeId === null,
  };
}

/** Choosing units: any unit takes the place of the unit type with its institution type and institution. */
export function chooseUnits(choice: ExportChoice, unitIds: readonly number[]): ExportChoice {
  if (unitIds.length === 0) return { ...choice, unitIds: [] };
  return { ...choice, unitIds: [...unitIds], unitTypeId: null, institutionTypeId: null, institutionId: null };
}

/**
 * Choosing a unit type (null: none): it takes the place of any units; another type, or none, clears
 * the institution type and institution, whose lists depend on it.
 */
export function chooseUnitType(choice: ExportChoice, unitTypeId: number | null): ExportChoice {
  if (unitTypeId === choice.unitTypeId) return choice;
  return {
    ...choice,
    unitIds: unitTypeId === null ? choice.unitIds : [],
    unitTypeId,
    institutionTypeId: null,
    institutionId: null,
  };
}

/** Choosing an institution type (null: none), only under a unit type; another one clears the institution. */
export function chooseInstitutionType(choice: ExportChoice, institutionTypeId: number | null): ExportChoice {
  if (institutionTypeId === choice.institutionTypeId) return choice;
  if (institutionTypeId !== null && choice.unitTypeId === null) return choice;
  return { ...choice, institutionTypeId, institutionId: null };
}

/** Choosing an institution (null: none), only under an institution type. */
export function chooseInstitution(choice: ExportChoice, institutionId: number | null): ExportChoice {
  if (institutionId !== null && choice.institutionTypeId === null) return choice;
  return { ...choice, institutionId };
}

/** Whether the choice says what to export: at least one unit, or a unit type with at least one form. */
export function namesWhatToExport(choice: ExportChoice): boolean {
  return choice.unitIds.length > 0 || (choice.unitTypeId !== null && choice.formIds.length > 0);
}

/** The Export button's rule: something to export and a valid date range. */
export function canExport(choice: ExportChoice, today: string): boolean {
  return namesWhatToExport(choice) && Object.keys(dateProblems(choice, today)).length === 0;
}
