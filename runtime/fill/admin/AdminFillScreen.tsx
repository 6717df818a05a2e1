import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { PageSpinner } from '../../shared/layout/PageSpinner';
import { NARROW_SCREEN, useMediaQuery } from '../../shared/layout/useMediaQuery';
import { usePageTitle } from '../../shared/layout/usePageTitle';
import { useStoredState } from '../../shared/lists/useStoredState';
import { useMoveBySwaps, useStructureActions } from '../../shared/structure/data';
import { isSelection } from '../data/selection';
import type { Selection } from '../data/selection';
import type { FillRights } from '../fillRights';
import { BackToTop } from '../layout/BackToTop';
import { FillFrame } from '../layout/FillFrame';
import { FillHeader } from '../layout/FillHeader';
import { FillLoadState } from '../layout/FillLoadState';
import { HelpButtons } from '../layout/HelpButtons';
import { FormTabs } from '../navigation/FormTabs';
import type { AdminDialog } from './AdminDialogs';
import { AdminDialogs } from './AdminDialogs';
import { AdminGroupArea } from './AdminGroupArea';
import { AdminItemActions } from './AdminItemActions';
import { AdminSubformList } from './AdminSubformList';
import { useAdminTree } from './data/useAdminTree';
import { useQuestionnaireType } from './data/useQuestionnaireType';
import { FormActivePanel } from './FormActivePanel';
import { TypePanel } from './TypePanel';
import { useAdminChanges } from './useAdminChanges';

/** Where administrators choose a questionnaire structure (the add-questionnaire screen in admin mode). */
export const STRUCTURE_LIST_PATH = '/add-questionnaire';

/** Admin mode opens the tab of every form: none is ever closed to an administrator. */
const ADMIN_RIGHTS: FillRights = { admin: true, coordinator: false, readOnly: true, showAll: true };

/** Where the admin screen's selection is kept, per questionnaire type. */
export function adminSelectionKey(questionnaireDicId: number): string {
  return `fill-admin:${questionnaireDicId}`;
}

/**
 * `/edit-questionnaire` (admin mode): the structure of one questionnaire type in the fill screen's
 * frame, navigation and question cards, every answer control disabled, with the administrator's
 * switches, edit buttons, add buttons and subform reordering.
 */
export function AdminFillScreen({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState<boolean | undefined>(undefined);
  const [stored, setStored] = useStoredState<Selection>(
    adminSelectionKey(questionnaireDicId),
    {},
    isSelection,
  );
  const tree = useAdminTree(questionnaireDicId, stored);
  const type = useQuestionnaireType(questionnaireDicId);
  const changes = useAdminChanges();
  const actions = useStructureActions();
  const moveSubform = useMoveBySwaps(tree.subformList, 'subform');
  const [dialog, setDialog] = useState<AdminDialog | null>(null);
  const title = type.type?.questionnaireText || t('fill.admin.typeTitle', { id: questionnaireDicId });
  usePageTitle(title);

  const { questions, reloadQuestions } = tree;
  const questionActions = useCallback(
    (questionId: number) => {
      const question = questions?.find((item) => item.id === questionId);
      if (!question) return null;
      const name = t('fillQuestions.questionTitle', { number: question.questionOrderKey });
      return (
        <AdminItemActions
          name={name}
          active={question.isActive}
          busy={changes.busy === `question:${question.id}`}
          showState
          onEdit={() => setDialog({ kind: 'question', question })}
          onActiveChange={(active) =>
            void changes.run(
              `question:${question.id}`,
              () =>
                actions.setActive(
                  { level: 'question', id: question.id, questionListDicId: question.questionListDicId },
                  active,
                ),
              reloadQuestions,
            )
          }
        />
      );
    },
    // changes.run is a new function on each render; only the busy item changes what it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [questions, reloadQuestions, changes.busy, actions, t],
  );

  const close = () => void navigate(STRUCTURE_LIST_PATH);
  const open = drawerOpen ?? !narrow;
  const header = (loaded: boolean) => (
    <FillHeader
      title={title}
      drawerOpen={open}
      onToggleDrawer={loaded ? () => setDrawerOpen(!open) : undefined}
      onClose={close}
    >
      <HelpButtons />
    </FillHeader>
  );
  if (tree.error || !tree.forms) {
    return <FillLoadState header={header(false)} error={tree.error} onRetry={tree.retry} onClose={close} />;
  }

  const { form, subform, group } = tree;
  /** After a dialog saved: the list that shows what it saved is read again. */
  function reloadAfter(closed: AdminDialog): Promise<unknown> {
    switch (closed.kind) {
      case 'rename':
        return type.reload();
      case 'subform':
        return tree.reloadSubforms();
      case 'group':
        return tree.reloadGroups();
      case 'question':
        return tree.reloadQuestions();
    }
  }
  const textId = type.type?.textId;
  return (
    <>
      <FillFrame
        narrow={narrow}
        drawerOpen={open}
        onDrawerOpenChange={setDrawerOpen}
        header={header(true)}
        tabs={
          <>
            <FormTabs
              forms={tree.forms.map((item) => ({
                id: item.id,
                formName: item.isActive ? item.name : t('fill.admin.inactiveName', { name: item.name }),
                status: false,
              }))}
              selectedId={form?.id}
              rights={ADMIN_RIGHTS}
              onSelect={(formId) => setStored({ formId })}
            />
            {form && (
              <FormActivePanel
                form={form}
                busy={changes.busy === `form:${form.id}`}
                onActiveChange={(active) =>
                  void changes.run(
                    `form:${form.id}`,
                    () => actions.setFormActive(form.id, active),
                    tree.reloadForms,
                  )
                }
              />
            )}
          </>
        }
        drawer={
          tree.forms.length === 0 ? (
            <p>{t('fill.admin.noForms')}</p>
          ) : tree.subformList.data ? (
            <AdminSubformList
              subforms={tree.subformList.data}
              selectedId={subform?.id}
              busyId={busySubform(changes.busy)}
              moving={changes.moving}
              onSelect={(subformId) => {
                setStored({ formId: form?.id, subformId });
                if (narrow) setDrawerOpen(false);
              }}
              onEdit={(item) => setDialog({ kind: 'subform', subform: item })}
              onActiveChange={(item, active) =>
                void changes.run(
                  `subform:${item.id}`,
                  () => actions.setActive({ level: 'subform', id: item.id }, active),
                  tree.reloadSubforms,
                )
              }
              onMove={(from, to) => void changes.move(moveSubform(from, to))}
            />
          ) : (
            <PageSpinner label={t('fill.loadingGroups')} />
          )
        }
        side={
          <TypePanel
            questionnaireDicId={questionnaireDicId}
            name={title}
            onRename={textId === undefined ? undefined : () => setDialog({ kind: 'rename' })}
          />
        }
      >
        <MessageBar intent="info" layout={narrow ? 'multiline' : 'auto'}>
          <MessageBarBody>{t('fill.mode.admin')}</MessageBarBody>
        </MessageBar>
        {tree.forms.length === 0 && <p>{t('fill.admin.noForms')}</p>}
        {subform && tree.groups && (
          <AdminGroupArea
            key={subform.id}
            questionnaireDicId={questionnaireDicId}
            subformName={subform.subformName}
            groups={tree.groups}
            selected={group}
            instance={tree.instance}
            busyGroupId={group && changes.busy === `group:${group.id}` ? group.id : undefined}
            onSelect={(groupId) => setStored({ formId: form?.id, subformId: subform.id, groupId })}
            onAddGroup={() => setDialog({ kind: 'group' })}
            onAddQuestion={() => setDialog({ kind: 'question' })}
            onEditGroup={(item) => setDialog({ kind: 'group', group: item })}
            onGroupActiveChange={(item, active) =>
              void changes.run(
                `group:${item.id}`,
                () => actions.setActive({ level: 'group', id: item.id }, active),
                tree.reloadGroups,
              )
            }
            questionActions={questionActions}
          />
        )}
      </FillFrame>
      <BackToTop />
      <AdminDialogs
        dialog={dialog}
        type={textId === undefined ? undefined : { textId, name: title }}
        formDicId={form?.id}
        subFormDicId={subform?.id}
        questionListDicId={group?.id}
        questionCount={tree.questions?.length ?? 0}
        inFirstSubform={subform !== undefined && tree.subformList.data?.[0]?.id === subform.id}
        onClose={(closed, saved) => {
          setDialog(null);
          if (saved) void reloadAfter(closed);
        }}
      />
      <MessageDialog
        open={changes.failure !== undefined}
        title={t('fill.changeFailed')}
        onClose={changes.clearFailure}
      >
        <p>{changes.failure}</p>
      </MessageDialog>
    </>
  );
}

function busySubform(busy: string | undefined): number | undefined {
  const match = busy?.match(/^subform:(\d+)$/);
  return match ? Number(match[1]) : undefined;
}
