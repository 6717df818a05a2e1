import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UnitListItem } from '@schemas/generated/api/lists';
import { useCallback } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearStoredFilters } from '@runtime/shared/session/storedFilters';
import { UnitList } from '@runtime/units/list/UnitList';
import {
  INSTITUTION_TYPES_BY_LOCALE,
  UNIT_TYPES_BY_LOCALE,
  expertAssignments,
  unitRows,
} from '@tests/fixtures/list-rows';
import { ListStoryFrame } from './ListStoryFrame';
import {
  expectListState,
  expectNoSidewaysScroll,
  findRows,
  openFilters,
  rowNames,
  shownAt,
  textsOf,
} from './listPlay';
import type { ListReply, RowFields, StoryRoutes } from './storyServer';
import { listFailure, never, ok, pageOf } from './storyServer';

/** The rows as the server names their unit types in the request's language. */
function rowsIn(localeId: number): UnitListItem[] {
  const unitTypes = UNIT_TYPES_BY_LOCALE[localeId] ?? [];
  return unitRows().map((row) => ({
    ...row,
    farmType: unitTypes.find((type) => type.id === row.farmTypeId)?.text ?? row.farmType,
  }));
}

/** The list's filter and sort properties, read from a row as the server reads its columns. */
const FIELDS: RowFields<UnitListItem> = {
  unit_name: (row) => row.description,
  unit_type_id: (row) => row.farmTypeId,
  unit_institution_type: (row) =>
    INSTITUTION_TYPES_BY_LOCALE[1]?.find((type) => type.name === row.countryName)?.id ?? null,
  unit_institution_name: (row) => row.regionName,
  unit_data_creation: (row) => row.dataCreation,
};

function unitRoutes(reply: ListReply, localeId: number): StoryRoutes {
  return {
    'GET /secured/farm/list2': (query) => {
      if (reply === 'loading') return never();
      if (reply === 'fails') return listFailure(localeId);
      return pageOf(reply === 'empty' ? [] : rowsIn(localeId), query, FIELDS);
    },
    'GET /secured/farm/assignment/list': () => ok(reply === 'rows' ? expertAssignments() : []),
    'GET /farm/farmTypeList': (query) => ok(UNIT_TYPES_BY_LOCALE[Number(query.localeDicId)] ?? []),
    [`GET /country/list/${localeId}`]: () => ok(INSTITUTION_TYPES_BY_LOCALE[localeId] ?? []),
  };
}

interface UnitListStoryProps {
  /** Whose list: a farmer edits their own units (and sees the experts' access), a coordinator only reads. */
  account: 'farmer' | 'coordinator';
  /** How the server answers the list call. */
  reply: ListReply;
  /** The unit an edit or add screen just saved, as it tells the list on its way back. */
  savedUnit?: string;
}

/** The unit list as the main navigation's second tab shows it, for one account. */
function UnitListStory({ account, reply, savedUnit }: UnitListStoryProps) {
  const routes = useCallback((localeId: number) => unitRoutes(reply, localeId), [reply]);
  const location = savedUnit === undefined ? '/' : { pathname: '/', state: { savedUnit } };
  return (
    <ListStoryFrame account={account} routes={routes} location={location}>
      <UnitList />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Lists/Unit list',
  component: UnitListStory,
  args: { account: 'farmer', reply: 'rows' },
  argTypes: {
    account: { control: 'inline-radio', options: ['farmer', 'coordinator'] },
    reply: { control: 'inline-radio', options: ['rows', 'empty', 'loading', 'fails'] },
  },
  // The list keeps its filters in sessionStorage; each story starts from a fresh list.
  beforeEach: () => clearStoredFilters(),
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = textsOf(globals);
    await expectListState(canvas, t, t('units.title'), args.reply, 'Green Meadow Farm');
    if (args.reply === 'rows') {
      // Farmers act on their own units; coordinators have no unit actions at all.
      const edit = { name: t('units.list.action.editOf', { unit: 'Green Meadow Farm' }) };
      if (args.account === 'farmer') await expect(canvas.getByRole('button', edit)).toBeVisible();
      else expect(canvas.queryByRole('button', edit)).toBeNull();
    }
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Meta<typeof UnitListStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Typing part of a unit's name into its filter leaves that unit only. */
const filterByUnitName: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('units.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(3));
  await openFilters(canvas, t);
  await userEvent.type(canvas.getByRole('textbox', { name: t('units.list.filter.unitName') }), 'meadow');
  await waitFor(() => expect(rowNames(rows)).toEqual(['Green Meadow Farm']));
  await expectNoSidewaysScroll(canvasElement);
};

/** Choosing the cattle farms in the unit type filter leaves the two cattle farms. */
const filterByUnitType: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('units.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(3));
  await openFilters(canvas, t);
  await userEvent.click(canvas.getByRole('combobox', { name: t('units.list.filter.unitType') }));
  const cattle = globals.language === 'pl' ? 'Ferma bydła' : 'Cattle farm';
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: cattle }),
  );
  await waitFor(() =>
    expect(rowNames(rows)).toEqual([
      'River Bend Farm',
      'Hollow Oak Cattle Cooperative of the Northern Lowlands',
    ]),
  );
  await expectNoSidewaysScroll(canvasElement);
};

/** A farmer's units at 375 px: the experts' access above cards with Edit, Delete and New questionnaire. */
export const FarmerPhone: Story = { globals: shownAt('phone') };

/** A farmer's units at 1280 px: the experts' access above the sortable table. */
export const FarmerDesktop: Story = { globals: shownAt('desktop') };

/** A farmer's units at 375 px, in Polish. */
export const FarmerPhonePolish: Story = { globals: shownAt('phone', 'pl') };

/** A farmer's units at 1280 px, in Polish. */
export const FarmerDesktopPolish: Story = { globals: shownAt('desktop', 'pl') };

/** A coordinator's units at 375 px: read only, no action buttons. */
export const CoordinatorPhone: Story = { args: { account: 'coordinator' }, globals: shownAt('phone') };

/** A coordinator's units at 1280 px: no action column. */
export const CoordinatorDesktop: Story = { args: { account: 'coordinator' }, globals: shownAt('desktop') };

/** A coordinator's units at 375 px, in Polish. */
export const CoordinatorPhonePolish: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('phone', 'pl'),
};

/** A coordinator's units at 1280 px, in Polish. */
export const CoordinatorDesktopPolish: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('desktop', 'pl'),
};

/** Back from saving a unit, at 375 px: the list says the unit was saved. */
export const SavedNoticePhone: Story = {
  args: { savedUnit: 'Green Meadow Farm' },
  globals: shownAt('phone'),
};

/** Back from saving a unit, at 1280 px, in Polish. */
export const SavedNoticeDesktopPolish: Story = {
  args: { savedUnit: 'Green Meadow Farm' },
  globals: shownAt('desktop', 'pl'),
};

/** The unit name filter typed in on a phone (the folded filter panel opened first). */
export const FilteredPhone: Story = { globals: shownAt('phone'), play: filterByUnitName };

/** The unit name filter typed in on a desktop. */
export const FilteredDesktop: Story = { globals: shownAt('desktop'), play: filterByUnitName };

/** The unit name filter typed in on a phone, in Polish. */
export const FilteredPhonePolish: Story = { globals: shownAt('phone', 'pl'), play: filterByUnitName };

/** The unit name filter typed in on a desktop, in Polish. */
export const FilteredDesktopPolish: Story = { globals: shownAt('desktop', 'pl'), play: filterByUnitName };

/** A coordinator picks the cattle farms on a phone, in Polish. */
export const CoordinatorFilteredPhonePolish: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('phone', 'pl'),
  play: filterByUnitType,
};

/** A coordinator picks the cattle farms on a desktop. */
export const CoordinatorFilteredDesktop: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('desktop'),
  play: filterByUnitType,
};

/** No unit matches, at 375 px. */
export const EmptyPhone: Story = { args: { reply: 'empty' }, globals: shownAt('phone') };

/** No unit matches, at 1280 px. */
export const EmptyDesktop: Story = { args: { reply: 'empty' }, globals: shownAt('desktop') };

/** No unit matches, at 375 px, in Polish. */
export const EmptyPhonePolish: Story = { args: { reply: 'empty' }, globals: shownAt('phone', 'pl') };

/** No unit matches, at 1280 px, in Polish. */
export const EmptyDesktopPolish: Story = { args: { reply: 'empty' }, globals: shownAt('desktop', 'pl') };

/** The first page still loading, at 375 px. */
export const LoadingPhone: Story = { args: { reply: 'loading' }, globals: shownAt('phone') };

/** The first page still loading, at 1280 px. */
export const LoadingDesktop: Story = { args: { reply: 'loading' }, globals: shownAt('desktop') };

/** The first page still loading, at 375 px, in Polish. */
export const LoadingPhonePolish: Story = { args: { reply: 'loading' }, globals: shownAt('phone', 'pl') };

/** The first page still loading, at 1280 px, in Polish. */
export const LoadingDesktopPolish: Story = { args: { reply: 'loading' }, globals: shownAt('desktop', 'pl') };

/** The server refused the list, at 375 px: its message above an empty list. */
export const LoadFailedPhone: Story = { args: { reply: 'fails' }, globals: shownAt('phone') };

/** The server refused the list, at 1280 px. */
export const LoadFailedDesktop: Story = { args: { reply: 'fails' }, globals: shownAt('desktop') };

/** The server refused the list, at 375 px, in Polish. */
export const LoadFailedPhonePolish: Story = { args: { reply: 'fails' }, globals: shownAt('phone', 'pl') };

/** The server refused the list, at 1280 px, in Polish. */
export const LoadFailedDesktopPolish: Story = { args: { reply: 'fails' }, globals: shownAt('desktop', 'pl') };
