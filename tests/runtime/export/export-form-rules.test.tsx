import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok } from '../support/fakeApi';
import {
  EXPORT,
  INSTITUTION_TYPES,
  choose,
  dropdownOptions,
  exportButton,
  fieldNote,
  formReady,
  isDisabled,
  multiOptions,
  openExport,
  pick,
} from './exportSupport';

const GREEN = 'Green Meadow Farm (PL-001)';
const RIVER = 'River Bend Farm (PL-002)';
const OAK = 'Oak Hill Farm (PL-003)';

function field(name: string): HTMLElement {
  return screen.getByRole('combobox', { name });
}

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function setDate(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('export form rules', () => {
  it('offers every field with its label; nothing chosen, Export is disabled and institutions wait for a unit type', async () => {
    openExport();
    await formReady();
    for (const name of ['Units', 'Unit type', 'Institution type', 'Institution', 'Forms']) {
      expect(field(name)).toBeTruthy();
    }
    expect(screen.getByLabelText('Questionnaires created from')).toBeTruthy();
    expect(screen.getByLabelText('Questionnaires created until')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Excel workbook (XLSX)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'CSV files in a zip archive' })).toHaveProperty(
      'checked',
      false,
    );
    expect(isDisabled(exportButton())).toBe(true);
    expect(isDisabled(field('Units'))).toBe(false);
    expect(isDisabled(field('Unit type'))).toBe(false);
    expect(isDisabled(field('Institution type'))).toBe(true);
    expect(fieldNote('Institution type')).toBe('Choose a unit type first.');
    expect(isDisabled(field('Institution'))).toBe(true);
    expect(fieldNote('Institution')).toBe('Choose an institution type first.');
  });

  it('lists the units the user sees (the unit list call) by name, and the forms in their order', async () => {
    const { user, api } = openExport();
    await formReady();
    const [unitList] = api.to('GET /api/secured/farm/list2');
    expect(unitList?.query.get('start')).toBe('0');
    expect(unitList?.query.get('limit')).toBe('1000');
    expect(JSON.parse(unitList?.query.get('sort') ?? 'null')).toEqual([
      { property: 'unit_name', direction: 'ASC' },
    ]);
    expect(api.to('GET /api/secured/form/list')[0]?.query.get('localeDicId')).toBe('1');
    expect(await multiOptions(user, 'Units')).toEqual([`☐ All`, `☐ ${GREEN}`, `☐ ${RIVER}`, `☐ ${OAK}`]);
    expect(await multiOptions(user, 'Forms')).toEqual([
      '☐ All',
      '☐ General',
      '☐ Welfare',
      '☐ Emissions',
      '☐ Housing',
    ]);
  });

  it('enables Export with one unit; units lock the unit type, institution type and institution', async () => {
    const { user } = openExport();
    await formReady();
    await pick(user, 'Units', GREEN);
    expect(isDisabled(exportButton())).toBe(false);
    expect(fieldNote('Units')).toBe(`Chosen: ${GREEN}`);
    for (const name of ['Unit type', 'Institution type', 'Institution']) {
      expect(isDisabled(field(name))).toBe(true);
      expect(fieldNote(name)).toBe('Take back the units to choose a unit type.');
    }

    // Taking the unit back frees the unit type again and disables Export.
    await pick(user, 'Units', GREEN);
    expect(isDisabled(exportButton())).toBe(true);
    expect(isDisabled(field('Unit type'))).toBe(false);
  });

  it('needs a unit type and a form; a unit type locks the units', async () => {
    const { user } = openExport();
    await formReady();
    await choose(user, 'Unit type', 'Pig farm');
    expect(isDisabled(field('Units'))).toBe(true);
    expect(fieldNote('Units')).toBe('Take back the unit type to choose units.');
    // A unit type alone is not enough.
    expect(isDisabled(exportButton())).toBe(true);
    await pick(user, 'Forms', 'Welfare');
    expect(isDisabled(exportButton())).toBe(false);

    // Forms alone are not enough either.
    await choose(user, 'Unit type', 'Not chosen');
    expect(isDisabled(field('Units'))).toBe(false);
    expect(isDisabled(exportButton())).toBe(true);
  });

  it('offers institution types of the chosen unit type, institutions of the chosen institution type, and clears children with their parent', async () => {
    const { user, api } = openExport({
      [INSTITUTION_TYPES]: ok([
        { id: 10, name: 'Regional environmental inspectorate' },
        { id: 20, name: 'Agricultural advisory centre' },
      ]),
    });
    await formReady();
    await choose(user, 'Unit type', 'Pig farm');
    expect(isDisabled(field('Institution type'))).toBe(false);
    await waitFor(() => expect(api.to(INSTITUTION_TYPES).at(-1)?.query.get('unitTypeIds')).toBe('1'));
    expect(isDisabled(field('Institution'))).toBe(true);

    await choose(user, 'Institution type', 'Regional environmental inspectorate');
    expect(isDisabled(field('Institution'))).toBe(false);
    expect(await dropdownOptions(user, 'Institution')).toEqual([
      'Not chosen',
      'Regional Inspectorate North',
      'Regional Inspectorate South',
    ]);
    await choose(user, 'Institution', 'Regional Inspectorate South');
    expect(field('Institution').textContent).toBe('Regional Inspectorate South');

    // Another institution type: the institution goes.
    await choose(user, 'Institution type', 'Agricultural advisory centre');
    expect(field('Institution').textContent).toBe('Not chosen');
    await choose(user, 'Institution', 'Advisory centre West');

    // Another unit type: the institution type and institution go.
    await choose(user, 'Unit type', 'Cattle farm');
    expect(field('Institution type').textContent).toBe('Not chosen');
    expect(field('Institution').textContent).toBe('Not chosen');
    expect(isDisabled(field('Institution'))).toBe(true);
    await waitFor(() => expect(api.to(INSTITUTION_TYPES).at(-1)?.query.get('unitTypeIds')).toBe('2'));

    // No unit type: both locked again.
    await choose(user, 'Institution type', 'Regional environmental inspectorate');
    await choose(user, 'Unit type', 'Not chosen');
    expect(field('Institution type').textContent).toBe('Not chosen');
    expect(isDisabled(field('Institution type'))).toBe(true);
    expect(isDisabled(field('Institution'))).toBe(true);
  });

  it('All chooses every unit, and all of them again none', async () => {
    const { user } = openExport();
    await formReady();
    await pick(user, 'Units', 'All');
    expect(await multiOptions(user, 'Units')).toEqual([`☑ All`, `☑ ${GREEN}`, `☑ ${RIVER}`, `☑ ${OAK}`]);
    expect(fieldNote('Units')).toBe(`Chosen: ${GREEN}, ${RIVER}, ${OAK}`);
    expect(isDisabled(exportButton())).toBe(false);

    // One taken away: All is no longer ticked; All then chooses every unit again.
    await pick(user, 'Units', RIVER);
    expect(await multiOptions(user, 'Units')).toEqual([`☐ All`, `☑ ${GREEN}`, `☐ ${RIVER}`, `☑ ${OAK}`]);
    await pick(user, 'Units', 'All');
    expect(await multiOptions(user, 'Units')).toEqual([`☑ All`, `☑ ${GREEN}`, `☑ ${RIVER}`, `☑ ${OAK}`]);

    await pick(user, 'Units', 'All');
    expect(await multiOptions(user, 'Units')).toEqual([`☐ All`, `☐ ${GREEN}`, `☐ ${RIVER}`, `☐ ${OAK}`]);
    expect(isDisabled(exportButton())).toBe(true);
  });

  it('All chooses every form, and again none', async () => {
    const { user } = openExport();
    await formReady();
    await pick(user, 'Forms', 'All');
    expect(await multiOptions(user, 'Forms')).toEqual([
      '☑ All',
      '☑ General',
      '☑ Welfare',
      '☑ Emissions',
      '☑ Housing',
    ]);
    // More than three chosen: counted, not named.
    expect(fieldNote('Forms')).toBe('Chosen: 4 of 4');
    await pick(user, 'Forms', 'All');
    expect(await multiOptions(user, 'Forms')).toEqual([
      '☐ All',
      '☐ General',
      '☐ Welfare',
      '☐ Emissions',
      '☐ Housing',
    ]);
    expect(fieldNote('Forms')).toBe('');
  });

  it('narrows the units by the text typed (name or code), without the All entry', async () => {
    const { user } = openExport();
    await formReady();
    await user.click(field('Units'));
    await user.keyboard('pl-002');
    const menu = await screen.findByRole('menu', { name: 'Units' });
    expect([...menu.querySelectorAll('[role="menuitemcheckbox"]')].map((item) => item.textContent)).toEqual([
      RIVER,
    ]);
    await user.click(screen.getByRole('menuitemcheckbox', { name: RIVER }));
    await user.clear(field('Units'));
    await user.keyboard('nothing like it');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nothing matches the text typed.' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(fieldNote('Units')).toBe(`Chosen: ${RIVER}`);
    expect((field('Units') as HTMLInputElement).value).toBe('');
  });

  it('refuses a future day and a start after the end, under the field, with Export disabled', async () => {
    const { user } = openExport();
    await formReady();
    await pick(user, 'Units', GREEN);
    expect(screen.getByLabelText('Questionnaires created from').getAttribute('max')).toBe(day(0));

    setDate('Questionnaires created until', day(1));
    expect(await screen.findByText('The date must not be in the future.')).toBeTruthy();
    expect(isDisabled(exportButton())).toBe(true);

    setDate('Questionnaires created until', '2026-01-10');
    setDate('Questionnaires created from', '2026-01-11');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeTruthy();
    expect(screen.queryByText('The date must not be in the future.')).toBeNull();
    expect(isDisabled(exportButton())).toBe(true);

    setDate('Questionnaires created from', '2026-01-10');
    await waitFor(() =>
      expect(screen.queryByText('The start date must not be after the end date.')).toBeNull(),
    );
    expect(isDisabled(exportButton())).toBe(false);

    setDate('Questionnaires created from', day(3));
    expect(await screen.findByText('The date must not be in the future.')).toBeTruthy();
    expect(isDisabled(exportButton())).toBe(true);
  });

  it('sends nothing while Export is disabled', async () => {
    const { user, api } = openExport();
    await formReady();
    await user.click(exportButton());
    fireEvent.submit(screen.getByRole('form', { name: 'What to export' }));
    expect(api.to(EXPORT)).toHaveLength(0);
  });
});
