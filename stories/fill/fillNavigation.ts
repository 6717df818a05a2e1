import { buildNavigation, type NavigationForm } from '@engine/navigation/build-navigation';
import type { FillRights } from '@runtime/fill/fillRights';
import { groupKinds } from '@runtime/fill/groups/groupKinds';
import { fillState, form } from '@tests/runtime/fill/fillServer';

/**
 * The questionnaire of the fill screen's tests (tests/runtime/fill/fillServer.ts): a submitted General
 * form, Welfare in edition (Housing with every kind of group, Feeding complete, Extras empty) and
 * Emissions, with progress counted as the screen counts it.
 */
export const fill = fillState();

export const navigation: readonly NavigationForm[] = buildNavigation(fill.forms, fill.subforms, fill.groups);

/** The Welfare form, the one an editing user opens on. */
export function welfare(): NavigationForm {
  const found = navigation.find((item) => item.name === 'Welfare');
  if (!found) throw new Error('no Welfare form in the fixture');
  return found;
}

/** The Housing subform's group instances (Barn, two Pens, Silo, two named Buildings). */
export const housingGroups = fill.groups[202] ?? [];
export const housingKinds = groupKinds(housingGroups);

/** More forms than a phone's tab row holds. */
export const manyForms = [
  ...fill.forms,
  form(104, 4, 'Biosecurity'),
  form(105, 5, 'Animal health'),
  form(106, 6, 'Energy use'),
];

/** A farmer filling the questionnaire (edit mode). */
export const farmerRights: FillRights = { admin: false, coordinator: false, readOnly: false, showAll: false };

/** A coordinator: submitted forms' tabs open too. */
export const coordinatorRights: FillRights = { ...farmerRights, coordinator: true };
