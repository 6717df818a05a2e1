import { mainTabPath } from '../mainNavigation/mainTabs';

/** The agreed addresses of the unit screens (see the helpers' navigation contract). */
export const ADD_UNIT_PATH = '/add-farm';
export const EDIT_UNIT_PATH = '/edit-farm';
export const UNITS_PATH = mainTabPath('units');

/** The unit list's "new questionnaire" action: the add-questionnaire page reads both ids from here. */
export function addQuestionnairePath(unit: { id: number; farmTypeId: number }): string {
  const query = new URLSearchParams({ unitId: String(unit.id), unitTypeId: String(unit.farmTypeId) });
  return `/add-questionnaire?${query.toString()}`;
}
