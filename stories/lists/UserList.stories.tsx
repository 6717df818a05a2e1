import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserListItem } from '@schemas/generated/api/lists';
import { useCallback } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { clearStoredFilters } from '@runtime/shared/session/storedFilters';
import { UserList } from '@runtime/users/list/UserList';
import { INSTITUTION_TYPES_BY_LOCALE, ROLES, userRows } from '@tests/fixtures/list-rows';
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

/** The rows as the server names their roles in the request's language. */
function rowsIn(localeId: number): UserListItem[] {
  return userRows().map((row) => ({
    ...row,
    roleName:
      ROLES.find((role) => role.id === row.roleDicId)?.translations.find(
        (translation) => translation.localeDicId === localeId,
      )?.text ?? row.roleName,
  }));
}

/** The list's filter and sort properties, read from a row as the server reads its columns. */
const FIELDS: RowFields<UserListItem> = {
  email: (row) => row.email,
  role_name: (row) => row.roleDicId,
  institution_type: (row) =>
    INSTITUTION_TYPES_BY_LOCALE[1]?.find((type) => type.name === row.institutionType)?.id ?? null,
  institution_name: (row) => row.institutionName,
  registration_date: (row) => row.registrationDate,
  confirmed: (row) => row.confirmed,
};

/** The free search looks for a unit or an e-mail; the rows carry only the e-mail and institution. */
function searchFinds(row: UserListItem, text: string): boolean {
  return [row.email, row.institutionName ?? ''].some((value) => value.toLowerCase().includes(text));
}

function userRoutes(reply: ListReply, localeId: number): StoryRoutes {
  return {
    'GET /secured/user/list2': (query) => {
      if (reply === 'loading') return never();
      if (reply === 'fails') return listFailure(localeId);
      return pageOf(reply === 'empty' ? [] : rowsIn(localeId), query, FIELDS, searchFinds);
    },
    'GET /user/role/list': () => ok(ROLES),
    [`GET /country/list/${localeId}`]: () => ok(INSTITUTION_TYPES_BY_LOCALE[localeId] ?? []),
  };
}

interface UserListStoryProps {
  /** How the server answers the list call. */
  reply: ListReply;
}

/** The administrators' user list, as the administration page shows it. */
function UserListStory({ reply }: UserListStoryProps) {
  const routes = useCallback((localeId: number) => userRoutes(reply, localeId), [reply]);
  return (
    <ListStoryFrame account="administrator" routes={routes}>
      <UserList />
    </ListStoryFrame>
  );
}

const meta = {
  title: 'Lists/User list',
  component: UserListStory,
  args: { reply: 'rows' },
  argTypes: { reply: { control: 'inline-radio', options: ['rows', 'empty', 'loading', 'fails'] } },
  // The list keeps its filters in sessionStorage; each story starts from a fresh list.
  beforeEach: () => clearStoredFilters(),
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = textsOf(globals);
    await expectListState(canvas, t, t('users.title'), args.reply, 'farmer@example.com');
    if (args.reply === 'rows') {
      // A coordinator holds questionnaire rights by type; a farmer does not.
      const rights = (email: string) => ({ name: t('users.action.rightsOfUser', { email }) });
      await expect(canvas.getByRole('button', rights('coordinator@example.com'))).toBeVisible();
      expect(canvas.queryByRole('button', rights('farmer@example.com'))).toBeNull();
    }
    await expectNoSidewaysScroll(canvasElement);
  },
} satisfies Meta<typeof UserListStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Typing part of an address into the e-mail filter leaves that user only. */
const filterByEmail: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('users.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(3));
  await openFilters(canvas, t);
  await userEvent.type(canvas.getByRole('textbox', { name: t('users.filter.email') }), 'coordinator');
  await waitFor(() => expect(rowNames(rows)).toEqual(['coordinator@example.com']));
  await expectNoSidewaysScroll(canvasElement);
};

/** Ticking "show unconfirmed users" adds the account no administrator has confirmed yet. */
const showUnconfirmed: Story['play'] = async ({ canvas, canvasElement, globals }) => {
  const t = textsOf(globals);
  const rows = await findRows(canvas, t('users.title'));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(3));
  await openFilters(canvas, t);
  await userEvent.click(canvas.getByRole('checkbox', { name: t('users.filter.showUnconfirmed') }));
  await waitFor(() => expect(rowNames(rows)).toHaveLength(4));
  await expect(canvas.getByText(t('users.unconfirmed'))).toBeVisible();
  await expectNoSidewaysScroll(canvasElement);
};

/** The confirmed users at 375 px: cards with Activate or Deactivate, Delete and Rights. */
export const RowsPhone: Story = { globals: shownAt('phone') };

/** The confirmed users at 1280 px: the sortable table. */
export const RowsDesktop: Story = { globals: shownAt('desktop') };

/** The confirmed users at 375 px, in Polish. */
export const RowsPhonePolish: Story = { globals: shownAt('phone', 'pl') };

/** The confirmed users at 1280 px, in Polish. */
export const RowsDesktopPolish: Story = { globals: shownAt('desktop', 'pl') };

/** The e-mail filter typed in on a phone (the folded filter panel opened first). */
export const FilteredPhone: Story = { globals: shownAt('phone'), play: filterByEmail };

/** The e-mail filter typed in on a desktop. */
export const FilteredDesktop: Story = { globals: shownAt('desktop'), play: filterByEmail };

/** The e-mail filter typed in on a phone, in Polish. */
export const FilteredPhonePolish: Story = { globals: shownAt('phone', 'pl'), play: filterByEmail };

/** The e-mail filter typed in on a desktop, in Polish. */
export const FilteredDesktopPolish: Story = { globals: shownAt('desktop', 'pl'), play: filterByEmail };

/** Unconfirmed users shown too, on a phone: the long address and its badge wrap within the card. */
export const UnconfirmedPhone: Story = { globals: shownAt('phone'), play: showUnconfirmed };

/** Unconfirmed users shown too, on a desktop, in Polish. */
export const UnconfirmedDesktopPolish: Story = { globals: shownAt('desktop', 'pl'), play: showUnconfirmed };

/** No user matches, at 375 px. */
export const EmptyPhone: Story = { args: { reply: 'empty' }, globals: shownAt('phone') };

/** No user matches, at 1280 px. */
export const EmptyDesktop: Story = { args: { reply: 'empty' }, globals: shownAt('desktop') };

/** No user matches, at 375 px, in Polish. */
export const EmptyPhonePolish: Story = { args: { reply: 'empty' }, globals: shownAt('phone', 'pl') };

/** No user matches, at 1280 px, in Polish. */
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
