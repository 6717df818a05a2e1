import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { UnitListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { PagedListView } from '../../shared/lists/PagedListView';
import { usePagedList } from '../../shared/lists/usePagedList';
import { ROLE } from '../../shared/session/roles';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { rememberEditedUnit } from '../edit/editedUnit';
import { unitListCall } from '../unitCalls';
import { ExpertAccessPanel } from '../experts/ExpertAccessPanel';
import { EDIT_UNIT_PATH, addQuestionnairePath } from '../unitPaths';
import { DeleteUnitDialog } from './DeleteUnitDialog';
import type { UnitAction } from './UnitActions';
import { unitColumns } from './unitColumns';
import { UnitFilterFields } from './UnitFilterFields';
import { INITIAL_UNIT_FILTERS, isUnitFilters, toUnitFilterItems } from './unitFilters';
import { isUnitListNotice } from './unitListNotice';

/** The specification's page size of the unit list. */
export const UNIT_PAGE_SIZE = 20;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The unit list (tab 1 of the main navigation): filters, sortable table, pager, and for farmers and
 * experts the actions on the units they may edit (edit, delete, new questionnaire).
 */
export function UnitList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionUser();
  const list = usePagedList({
    storageKey: 'units',
    pageSize: UNIT_PAGE_SIZE,
    initialFilters: INITIAL_UNIT_FILTERS,
    isFilters: isUnitFilters,
    toFilterItems: toUnitFilterItems,
    call: unitListCall,
  });
  const [deleting, setDeleting] = useState<UnitListItem | null>(null);
  const [deleteBlocked, setDeleteBlocked] = useState(false);
  const notice: unknown = location.state;

  function onAction(action: UnitAction, row: UnitListItem) {
    if (action === 'edit') {
      rememberEditedUnit({ id: row.id, description: row.description });
      void navigate(EDIT_UNIT_PATH);
    } else if (action === 'newQuestionnaire') {
      void navigate(addQuestionnairePath(row));
    } else if (row.anyQuestionnaireNumber > 0) {
      // The server refuses too; asking first would only promise what cannot happen.
      setDeleteBlocked(true);
    } else {
      setDeleting(row);
    }
  }

  const columns = unitColumns({ t, roleId: user.roleDicId, onAction });
  return (
    <div className={styles.list}>
      {isUnitListNotice(notice) && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('units.list.saved', { unit: notice.savedUnit })}</MessageBarBody>
        </MessageBar>
      )}
      {user.roleDicId === ROLE.farmer && <ExpertAccessPanel />}
      <PagedListView
        label={t('units.title')}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        filterFields={<UnitFilterFields filters={list.filters} onChange={list.changeFilters} />}
      />
      {deleting && (
        <DeleteUnitDialog
          key={deleting.id}
          row={deleting}
          onCancel={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            void list.reload();
          }}
        />
      )}
      <MessageDialog
        open={deleteBlocked}
        title={t('units.list.deleteBlockedTitle')}
        onClose={() => setDeleteBlocked(false)}
      >
        <p>{t('units.list.deleteBlockedBody')}</p>
      </MessageDialog>
    </div>
  );
}
