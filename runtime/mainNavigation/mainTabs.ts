import { ROLE } from '../shared/session/roles';

/** The tabs of /main-navigation/:tab; an unknown tab means the questionnaire list. */
export const MAIN_TABS = ['questionnaires', 'units', 'export'] as const;

export type MainTab = (typeof MAIN_TABS)[number];

export const DEFAULT_MAIN_TAB: MainTab = 'questionnaires';

export function isMainTab(value: unknown): value is MainTab {
  return MAIN_TABS.some((tab) => tab === value);
}

export function mainTabPath(tab: MainTab): string {
  return `/main-navigation/${tab}`;
}

/**
 * The tabs a role sees: the data export only for coordinators and experts (DESIGN.md). Administrators
 * have none: their mode is the user list under /administration.
 */
export function mainTabsFor(roleId: number): MainTab[] {
  if (roleId === ROLE.administrator) return [];
  const exportsData = roleId === ROLE.coordinator || roleId === ROLE.expert;
  return MAIN_TABS.filter((tab) => tab !== 'export' || exportsData);
}
