import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEventItem } from '@schemas/generated/api/audit';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import type { ApiRequest } from '../support/fakeApi';
import { stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';
import { findCard, narrowScreen } from '../support/narrowScreen';
import { USER_LIST, filterOf, page, renderAdministration, userRow } from '../users/adminSupport';

const AUDIT_LIST = 'GET /api/secured/audit/list';

function event(overrides: Partial<AuditEventItem> = {}): AuditEventItem {
  return {
    id: 1,
    occurredAt: '2026-03-02T10:15:00.000Z',
    action: 'login.failed',
    actorUserId: null,
    actorEmail: null,
    subjectUserId: 31,
    subjectEmail: 'farmer@example.com',
    unitId: null,
    details: { email: 'farmer@example.com', reason: 'INVALID_CREDENTIALS', clientAddress: '203.0.113.7' },
    ...overrides,
  };
}

const APPROVAL = event({
  id: 2,
  action: 'account.approved',
  actorUserId: 1,
  actorEmail: 'admin@example.com',
  subjectUserId: 32,
  subjectEmail: 'coordinator@example.com',
  details: {},
});
const RIGHT = event({
  id: 3,
  action: 'right.granted',
  actorUserId: 1,
  actorEmail: 'admin@example.com',
  subjectUserId: 32,
  subjectEmail: 'coordinator@example.com',
  details: { questionnaireTypeId: 4, questionnaireTypeName: 'Pig farm sustainability' },
});

function auditRoutes(rows: AuditEventItem[] = [event(), APPROVAL, RIGHT]) {
  return { [USER_LIST]: page([userRow()]), [AUDIT_LIST]: page(rows as never[]) };
}

async function auditRequestWhere(
  api: ReturnType<typeof stubApi>,
  matches: (request: ApiRequest) => boolean,
): Promise<ApiRequest> {
  let found: ApiRequest | undefined;
  await waitFor(() => {
    found = api.to(AUDIT_LIST).find(matches);
    expect(found).toBeDefined();
  });
  if (!found) throw new Error('no matching audit request');
  return found;
}

describe('the security log of the administration page', () => {
  it('opens from its tab, keeps the tab in the address, and lists events newest first with translated names', async () => {
    const { api, user, router } = renderAdministration(auditRoutes());
    await screen.findByRole('table', { name: 'Users' });
    expect(api.to(AUDIT_LIST)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Security log' }));
    expect(router.state.location.search).toBe('?section=audit');
    const table = await screen.findByRole('table', { name: 'Security log' });
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Event', 'Time', 'By', 'Account concerned', 'Details']);
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(3));
    const [failed, approval, right] = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(failed)).toEqual([
      'Failed login',
      expect.stringMatching(/^2026-03-0[12] \d\d:\d5:00$/),
      'Not signed in',
      'farmer@example.com',
      'Reason: wrong e-mail or passwordE-mail typed or of the account: farmer@example.comIP address: 203.0.113.7',
    ]);
    expect(cells(approval)?.slice(0, 4)).toEqual([
      'Approved by an administrator',
      expect.any(String),
      'admin@example.com',
      'coordinator@example.com',
    ]);
    expect(cells(right)?.[4]).toBe('Questionnaire type: Pig farm sustainability');
    // Newest first unless sorted: the list sends no sort of its own.
    expect(api.to(AUDIT_LIST)[0]?.query.get('sort')).toBeNull();
    expect(api.to(AUDIT_LIST)[0]?.query.get('limit')).toBe('20');
  });

  it('turns the event, user and date filters into the list call’s filter items', async () => {
    const { api, user } = renderAdministration(auditRoutes());
    await user.click(await screen.findByRole('tab', { name: 'Security log' }));
    await screen.findByRole('table', { name: 'Security log' });

    await user.click(screen.getByRole('combobox', { name: /^event/i }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(21);
    expect(options.slice(0, 4)).toEqual(['All', 'Login', 'Failed login', 'Logout']);
    await user.click(screen.getByRole('option', { name: 'Failed login' }));
    await user.type(screen.getByLabelText('User (e-mail)'), 'farmer@');
    await user.type(screen.getByLabelText('Date: From'), '2026-03-01');
    await user.type(screen.getByLabelText('Date: To'), '2026-03-31');

    const expected = [
      { operator: 'eq', property: 'action', value: 'login.failed' },
      { operator: 'like', property: 'user', value: 'farmer@' },
      { operator: 'gte', property: 'occurred_at', value: '2026-03-01' },
      { operator: 'lte', property: 'occurred_at', value: '2026-03-31' },
    ];
    const filtered = await auditRequestWhere(
      api,
      (request) => JSON.stringify(filterOf(request)) === JSON.stringify(expected),
    );
    expect(filtered.query.get('start')).toBe('0');

    // "All" lifts the event filter again.
    await user.click(screen.getByRole('combobox', { name: /^event/i }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() =>
      expect(filterOf(api.to(AUDIT_LIST).at(-1))).toEqual(
        expected.filter((item) => item.property !== 'action'),
      ),
    );
  });

  it('pages by 20 with the total', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => event({ id: index + 1 }));
    const { api, user } = renderAdministration({
      [USER_LIST]: page([userRow()]),
      [AUDIT_LIST]: page(rows as never[], 45),
    });
    await user.click(await screen.findByRole('tab', { name: 'Security log' }));
    await screen.findByRole('table', { name: 'Security log' });
    await user.click(await screen.findByRole('button', { name: /next/i }));
    await auditRequestWhere(api, (request) => request.query.get('start') === '20');
  });

  it('shows each event as a card titled with its name on a narrow screen', async () => {
    narrowScreen();
    const { user } = renderAdministration(auditRoutes());
    await user.click(await screen.findByRole('tab', { name: 'Security log' }));
    const card = await findCard('Security log', 'Approved by an administrator');
    expect(within(card).getByText('coordinator@example.com')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks the administrator’s language', async () => {
    writeSessionUser(sessionUser({ id: 1, email: 'admin@example.com', roleDicId: 1, localeDicId: 2 }));
    stubApi({ ...dictionaryRoutes, ...auditRoutes() });
    renderRuntime('/administration?section=audit', 'pl');
    expect(await screen.findByRole('tab', { name: 'Dziennik bezpieczeństwa' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Dziennik bezpieczeństwa' });
    expect(await within(table).findByText('Nieudane logowanie')).toBeTruthy();
    expect(within(table).getByText('Zatwierdzenie przez administratora')).toBeTruthy();
  });
});
