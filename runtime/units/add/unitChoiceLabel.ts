import type { UnitSummary } from '@schemas/generated/api/lists';
import type { TFunction } from 'i18next';

/** How a unit reads in the add-unit choices: name, code and unit type. */
export function unitChoiceLabel(t: TFunction, unit: UnitSummary): string {
  return t('units.add.unitLabel', { name: unit.description, code: unit.number, type: unit.farmType });
}

/** Whether a unit matches the text typed into the unit choice (name, code or type, any case). */
export function unitMatches(unit: UnitSummary, typed: string): boolean {
  const needle = typed.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return [unit.description, unit.number, unit.farmType].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}
