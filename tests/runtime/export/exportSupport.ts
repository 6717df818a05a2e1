import { screen, waitFor, within } from '@testing-library/react';
import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import type { UnitListItem } from '@schemas/generated/api/lists';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import type { CannedReply, Route } from '../support/fakeApi';
import { ok, stubApi } from '../support/fakeApi';
import { sessionUser } from '../support/fixtures';
import { ACCOUNTS, page, unitDictionaryRoutes, unitRow } from '../units/list/unitSupport';

export const EXPORT_PATH = '/main-navigation/export';
export const EXPORT = 'GET /api/secured/synchronization/export';
export const UNIT_LIST = 'GET /api/secured/farm/list2';
export const FORM_LIST = 'GET /api/secured/form/list';
export const INSTITUTION_TYPES = 'GET /api/country/list/1';

/** Three units the expert sees, by name. */
export const UNITS: UnitListItem[] = [
  unitRow({ id: 11, description: 'Green Meadow Farm', number: 'PL-001' }),
  unitRow({
    id: 12,
    description: 'River Bend Farm',
    number: 'PL-002',
    farmTypeId: 2,
    farmType: 'Cattle farm',
  }),
  unitRow({ id: 13, description: 'Oak Hill Farm', number: 'PL-003' }),
];

function form(id: number, name: string, orderKey: number, questionnaireDicId = 1): FormDictionaryItem {
  return { id, name, questionnaireDicId, isActive: true, hasReport: false, orderKey };
}

/** The form dictionary: four forms of the demo type, out of order. */
export const FORMS: FormDictionaryItem[] = [
  form(4, 'Housing', 4),
  form(3, 'Emissions', 3),
  form(1, 'General', 1),
  form(2, 'Welfare', 2),
];

/** An XLSX reply as the server sends it (the bytes are a stand-in; the browser only saves them). */
export function fileReply(
  disposition = `attachment; filename="export_2026-11-27.xlsx"; filename*=UTF-8''export_2026-11-27.xlsx`,
  content = 'PK workbook bytes',
): CannedReply {
  return {
    status: 200,
    body: null,
    raw: content,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ...(disposition === '' ? {} : { 'Content-Disposition': disposition }),
    },
  };
}

/** The expert logged in, the lists and dictionaries stubbed, the export tab open. */
export function openExport(routes: Record<string, Route> = {}, language: 'en' | 'pl' = 'en') {
  // After login the interface speaks the user's language (its locale id).
  writeSessionUser(sessionUser({ ...ACCOUNTS.expert, localeDicId: language === 'pl' ? 2 : 1 }));
  const api = stubApi({
    ...unitDictionaryRoutes,
    [UNIT_LIST]: page(UNITS),
    [FORM_LIST]: ok(FORMS),
    [INSTITUTION_TYPES]: unitDictionaryRoutes['GET /api/country/list/1'] ?? ok([]),
    [EXPORT]: fileReply(),
    ...routes,
  });
  return { ...renderRuntime(EXPORT_PATH, language), api };
}

/** The export button. */
export function exportButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Export' });
}

export function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

/** Waits until the form has its units and forms. */
export async function formReady(): Promise<void> {
  await screen.findByRole('form', { name: 'What to export' }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText('Loading the choices…')).toBeNull());
}

type User = ReturnType<typeof renderRuntime>['user'];

/**
 * The open list of a multiple choice: Fluent renders it as a menu of checkbox items (named by the
 * field's label), whose `aria-checked` says what is chosen.
 */
async function openMultiChoice(user: User, field: string): Promise<HTMLElement> {
  // findBy: after a modal has closed, the page is given back to assistive technology a moment later.
  await user.click(await screen.findByRole('combobox', { name: field }));
  return screen.findByRole('menu', { name: field });
}

/** Picks options of a multiple choice by their names, then closes it. */
export async function pick(user: User, field: string, ...names: string[]): Promise<void> {
  const menu = await openMultiChoice(user, field);
  for (const name of names) await user.click(within(menu).getByRole('menuitemcheckbox', { name }));
  await user.keyboard('{Escape}');
}

/** The options a multiple choice offers, each with whether it is chosen (opened, read, closed). */
export async function multiOptions(user: User, field: string): Promise<string[]> {
  const menu = await openMultiChoice(user, field);
  const names = within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item) => `${item.getAttribute('aria-checked') === 'true' ? '☑' : '☐'} ${item.textContent ?? ''}`);
  await user.keyboard('{Escape}');
  return names;
}

/** Picks one option of a dropdown. */
export async function choose(user: User, field: string, name: string): Promise<void> {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name }));
}

/** The options a dropdown offers (opened, read, closed). */
export async function dropdownOptions(user: User, field: string): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: field }));
  const list = await screen.findByRole('listbox');
  const names = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/** The text under a field (its hint or validation message), by the field's label. */
export function fieldNote(field: string): string {
  const control = screen.getByRole('combobox', { name: field });
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
