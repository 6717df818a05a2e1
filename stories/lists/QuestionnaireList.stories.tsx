import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { useCallback } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuestionnaireList } from '@runtime/questionnaires/list/QuestionnaireList';
import { localeCodeToId } from '@runtime/shared/i18n/languages';
import { clearStoredFilters } from '@runtime/shared/session/storedFilters';
import {
  INSTITUTION_TYPES_BY_LOCALE,
  QUESTIONNAIRE_TYPES_BY_LOCALE,
  UNIT_TYPES_BY_LOCALE,
  questionnaireRows,
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

/** The rows as the server names their types in the request's language. */
function rowsIn(localeId: number): QuestionnaireListItem[] {
  const unitTypes = UNIT_TYPES_BY_LOCALE[localeId] ?? [];
  const questionnaireTypes = QUESTIONNAIRE_TYPES_BY_LOCALE[localeId] ?? [];
  return questionnaireRows().map((row) => ({
    ...row,
    farmType: unitTypes.find((type) => type.id === row.farmTypeId)?.text ?? row.farmType,
    questionnaireName:
      questionnaireTypes.find((type) => type.id === row.questionnaireDicId)?.questionnaireText ??
      row.questionnaireName,
  }));
}

/** The list's filter and sort properties, read from a row as the server reads its columns. */
const FIELDS: RowFields<QuestionnaireListItem> = {
  unit_name: (row) => row.farmName,
  unit_type_id: (row) => row.farmTypeId,
  institution_type: (row) =>
    INSTITUTION_TYPES_BY_LOCALE[1]?.find((type) => type.name === row.countryName)?.id ?? null,
  institution_name: (row) => row.regionName,
  questionnaire_email: (row) => row.email,
  questionnaire_name: (row) => row.questionnaireDicId,
  questionnaire_status: (row) => row.status,
  questionnaire_data_creation: (row) => row.questionnaryDate,
};

function questionnaireRoutes(reply: ListReply, localeId: number): StoryRoutes {
  return {
    'GET /secured/questinnaire/list2': (query) => {
      if (reply === 'loading') return never();
      if (reply === 'fails') return listFailure(localeId);
      return pageOf(reply === 'empty' ? [] : rowsIn(localeId), query, FIELDS);
    },
    'GET /farm/farmTypeList': (query) => ok(UNIT_TYPES_BY_LOCALE[Number(query.localeDicId)] ?? []),
    [`GET /country/list/${localeId}`]: () => ok(INSTITUTION_TYPES_BY_LOCALE[localeId] ?? []),
    [`GET /secured/questinnaire/dic/list/${localeId}`]: () =>
      ok(QUESTIONNAIRE_TYPES_BY_LOCALE[localeId] ?? []),
  };
}

interface QuestionnaireListStoryProps {
  /** Whose list: a farmer edits their own questionnaires, a coordinator confirms and unblocks. */
  account: 'farmer' | 'coordinator';
  /** How the server answers the list call. */
  reply: ListReply;
}

/** The questionnaire list as the main navigation's first tab shows it, for one account. */
function QuestionnaireListStory({ account, reply }: QuestionnaireListStoryProps) {
  const routes = useCallback((localeId: number) => questionnaireRoutes(reply, localeId), [reply]);
  return (
    <ListStoryFrame account={account} routes={routes}>
      <QuestionnaireList />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Lists/Questionnaire list',
  component: QuestionnaireListStory,
  args: { account: 'farmer', reply: 'rows' },
  argTypes: {
    account: { control: 'inline-radio', options: ['farmer', 'coordinator'] },
    reply: { control: 'inline-radio', options: ['rows', 'empty', 'loading', 'fails'] },
  },
  // The list keeps its filters in sessionStorage; each story starts from a fresh list.
  beforeEach: () => clearStoredFilters(),
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = textsOf(globals);
    await expectListState(canvas, t, t('questionnaires.title'), args.reply, 'Green Meadow Farm');
    if (args.reply === 'rows') {
      // The role decides the buttons: a farmer edits, a coordinator confirms an open questionnaire.
      const localeId = localeCodeToId(String(globals.language));
      const type = QUESTIONNAIRE_TYPES_BY_LOCALE[localeId]?.[0]?.questionnaireText ?? '';
      const action = args.account === 'farmer' ? 'editOf' : 'confirmOf';
      const name = t(`questionnaires.action.${action}`, { type, unit: 'Green Meadow Farm' });
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Meta<typeof QuestionnaireListStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Typing part of a unit's name into its filter leaves that unit's questionnaire only. */
const filterByUnitName: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('questionnaires.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(4));
  await openFilters(canvas, t);
  await userEvent.type(canvas.getByRole('textbox', { name: t('questionnaires.filter.unitName') }), 'meadow');
  await waitFor(() => expect(rowNames(rows)).toEqual(['Green Meadow Farm']));
  await expectNoSidewaysScroll(canvasElement);
};

/** Choosing "accepted" in the status filter leaves the accepted questionnaire only. */
const filterByStatus: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('questionnaires.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(4));
  await openFilters(canvas, t);
  await userEvent.click(canvas.getByRole('combobox', { name: t('questionnaires.filter.status') }));
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: t('questionnaires.filter.statusAccepted') }));
  await waitFor(() => expect(rowNames(rows)).toEqual(['River Bend Farm']));
  await expectNoSidewaysScroll(canvasElement);
};

/** A farmer's questionnaires at 375 px: cards with Show and Edit (and Delete where nothing is submitted). */
export const FarmerPhone: Story = { globals: shownAt('phone') };

/** A farmer's questionnaires at 1280 px: the sortable table. */
export const FarmerDesktop: Story = { globals: shownAt('desktop') };

/** A farmer's questionnaires at 375 px, in Polish. */
export const FarmerPhonePolish: Story = { globals: shownAt('phone', 'pl') };

/** A farmer's questionnaires at 1280 px, in Polish. */
export const FarmerDesktopPolish: Story = { globals: shownAt('desktop', 'pl') };

/** A coordinator's list at 375 px: Show, and Confirm or Unblock. */
export const CoordinatorPhone: Story = { args: { account: 'coordinator' }, globals: shownAt('phone') };

/** A coordinator's list at 1280 px. */
export const CoordinatorDesktop: Story = { args: { account: 'coordinator' }, globals: shownAt('desktop') };

/** A coordinator's list at 375 px, in Polish. */
export const CoordinatorPhonePolish: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('phone', 'pl'),
};

/** A coordinator's list at 1280 px, in Polish. */
export const CoordinatorDesktopPolish: Story = {
  args: { account: 'coordinator' },
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

/** A coordinator picks the accepted questionnaires on a phone. */
export const CoordinatorFilteredPhone: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('phone'),
  play: filterByStatus,
};

/** A coordinator picks the accepted questionnaires on a desktop, in Polish. */
export const CoordinatorFilteredDesktopPolish: Story = {
  args: { account: 'coordinator' },
  globals: shownAt('desktop', 'pl'),
  play: filterByStatus,
};

/** No questionnaire matches, at 375 px. */
export const EmptyPhone: Story = { args: { reply: 'empty' }, globals: shownAt('phone') };

/** No questionnaire matches, at 1280 px. */
export const EmptyDesktop: Story = { args: { reply: 'empty' }, globals: shownAt('desktop') };

/** No questionnaire matches, at 375 px, in Polish. */
export const EmptyPhonePolish: Story = { args: { reply: 'empty' }, globals: shownAt('phone', 'pl') };

/** No questionnaire matches, at 1280 px, in Polish. */
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
