import { makeStyles, tokens } from '@fluentui/react-components';
import type { UserListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListView } from '../../shared/lists/PagedListView';
import { usePagedList } from '../../shared/lists/usePagedList';
import { RightsDialog } from '../rights/RightsDialog';
import { userListCall } from '../userCalls';
import type { UserActionKind } from './userActionKind';
import { UserActionDialog } from './UserActionDialog';
import { userColumns, useUserColumnStyles } from './userColumns';
import { UserFilterFields } from './UserFilterFields';
import { INITIAL_USER_FILTERS, isUserFilters, toUserFilterItems, toUserSearchText } from './userFilters';

/** The specification's page size of the user list. */
export const USER_PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface PendingAction {
  kind: UserActionKind;
  user: UserListItem;
}

/** The administrators' user list: filters, sortable table, pager, and the per-user actions. */
export function UserList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const columnStyles = useUserColumnStyles();
  const list = usePagedList({
    storageKey: 'users',
    pageSize: USER_PAGE_SIZE,
    initialFilters: INITIAL_USER_FILTERS,
    isFilters: isUserFilters,
    toFilterItems: toUserFilterItems,
    toSearchText: toUserSearchText,
    call: userListCall,
  });
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [rightsOf, setRightsOf] = useState<UserListItem | null>(null);
  const columns = userColumns({
    t,
    emailClass: columnStyles.email,
    onAction: (kind, user) => setPending({ kind, user }),
    onRights: setRightsOf,
  });

  return (
    <div className={styles.list}>
      <PagedListView
        label={t('users.title')}
        list={list}
        columns={columns}
        rowKey={(user) => user.userId}
        filterFields={<UserFilterFields filters={list.filters} onChange={list.changeFilters} />}
      />
      {pending && (
        <UserActionDialog
          key={`${pending.kind}:${pending.user.userId}`}
          kind={pending.kind}
          user={pending.user}
          onCancel={() => setPending(null)}
          onDone={() => {
            setPending(null);
            void list.reload();
          }}
        />
      )}
      {rightsOf && <RightsDialog key={rightsOf.userId} user={rightsOf} onClose={() => setRightsOf(null)} />}
    </div>
  );
}
