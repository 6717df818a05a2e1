import { makeStyles, tokens } from '@fluentui/react-components';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { PagedListView } from '../../shared/lists/PagedListView';
import { usePagedList } from '../../shared/lists/usePagedList';
import {
  FILL_QUESTIONNAIRE_PATH,
  rememberOpenedQuestionnaire,
} from '../../shared/questionnaire/openedQuestionnaire';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { questionnaireListCall } from '../questionnaireCalls';
import { QuestionnaireChangeDialog } from './QuestionnaireChangeDialog';
import { questionnaireColumns } from './questionnaireColumns';
import { QuestionnaireFilterFields } from './QuestionnaireFilterFields';
import {
  INITIAL_QUESTIONNAIRE_FILTERS,
  isQuestionnaireFilters,
  toQuestionnaireFilterItems,
} from './questionnaireFilters';
import type { QuestionnaireAction, QuestionnaireChange } from './questionnaireRules';
import { showModeFor } from './questionnaireRules';

/** The specification's page size of the questionnaire list. */
export const QUESTIONNAIRE_PAGE_SIZE = 20;

/** The specification's default order: ascending by the unit's name (its "description"). */
const INITIAL_SORT = { property: 'unit_name', direction: 'ASC' } as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface PendingChange {
  change: QuestionnaireChange;
  row: QuestionnaireListItem;
}

/**
 * The questionnaire list (tab 0 of the main navigation): filters, sortable table, pager and the
 * actions the user's role allows. Show and Edit open the fill screen; the others ask first.
 */
export function QuestionnaireList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const user = useSessionUser();
  const list = usePagedList({
    storageKey: 'questionnaires',
    pageSize: QUESTIONNAIRE_PAGE_SIZE,
    initialFilters: INITIAL_QUESTIONNAIRE_FILTERS,
    initialSort: INITIAL_SORT,
    isFilters: isQuestionnaireFilters,
    toFilterItems: toQuestionnaireFilterItems,
    // The server checks that these name the caller; it never widens the scope on their say.
    call: (query) =>
      questionnaireListCall({ ...query, userId: String(user.id), userRoleId: String(user.roleDicId) }),
  });
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [editBlocked, setEditBlocked] = useState(false);
  /** A questionnaire just confirmed or unblocked that still has open review comments. */
  const [openComments, setOpenComments] = useState<{ row: QuestionnaireListItem; count: number } | null>(
    null,
  );

  function onAction(action: QuestionnaireAction, row: QuestionnaireListItem) {
    if (action === 'show' || action === 'edit') {
      if (action === 'edit' && row.isActive) {
        setEditBlocked(true);
        return;
      }
      const mode = action === 'edit' ? 'edit' : showModeFor(user.roleDicId);
      rememberOpenedQuestionnaire({
        questionnaireId: row.id,
        mode,
        typeName: row.questionnaireName,
        unitNumber: row.farmNumber,
        active: row.isActive,
      });
      void navigate(FILL_QUESTIONNAIRE_PATH);
      return;
    }
    setPending({ change: action, row });
  }

  const columns = questionnaireColumns({ t, roleId: user.roleDicId, onAction });
  return (
    <div className={styles.list}>
      <PagedListView
        label={t('questionnaires.title')}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        filterFields={<QuestionnaireFilterFields filters={list.filters} onChange={list.changeFilters} />}
      />
      {pending && (
        <QuestionnaireChangeDialog
          key={`${pending.change}:${pending.row.id}`}
          change={pending.change}
          row={pending.row}
          userId={user.id}
          onCancel={() => setPending(null)}
          onDone={(count) => {
            if (count !== undefined && count > 0 && pending.change !== 'delete')
              setOpenComments({ row: pending.row, count });
            setPending(null);
            void list.reload();
          }}
        />
      )}
      <MessageDialog
        open={editBlocked}
        title={t('questionnaires.editBlocked.title')}
        onClose={() => setEditBlocked(false)}
      >
        <p>{t('questionnaires.editBlocked.body')}</p>
      </MessageDialog>
      <MessageDialog
        open={openComments !== null}
        title={t('questionnaires.openComments.title')}
        onClose={() => setOpenComments(null)}
      >
        <p>
          {openComments &&
            t('questionnaires.openComments.body', {
              count: openComments.count,
              type: openComments.row.questionnaireName,
              unit: openComments.row.farmName,
            })}
        </p>
      </MessageDialog>
    </div>
  );
}
