import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mainTabPath } from '../mainNavigation/mainTabs';
import { NARROW_SCREEN, useMediaQuery } from '../shared/layout/useMediaQuery';
import { usePageTitle } from '../shared/layout/usePageTitle';
import { useStoredState } from '../shared/lists/useStoredState';
import type { OpenedQuestionnaire } from '../shared/questionnaire/openedQuestionnaire';
import { ROLE } from '../shared/session/roles';
import { useSessionUser } from '../shared/session/useSessionUser';
import { isSelection, resolveGroup, resolveSubform } from './data/selection';
import type { Selection } from './data/selection';
import { useFillTree } from './data/useFillTree';
import { canChangeGroups, fillRights, formReadOnly, serverRefusesWriting } from './fillRights';
import { GroupArea } from './groups/GroupArea';
import { BackToTop } from './layout/BackToTop';
import { FillFrame } from './layout/FillFrame';
import { FillHeader } from './layout/FillHeader';
import { FillLoadState } from './layout/FillLoadState';
import { HelpButtons } from './layout/HelpButtons';
import { FormTabs } from './navigation/FormTabs';
import { SubformList } from './navigation/SubformList';
import { SubmissionTriedContext } from './questions/submissionTried';
import { FillSidePanel } from './report/FillSidePanel';
import { OpenComments } from './review/OpenComments';
import { UnsyncedBadge } from './offline/UnsyncedBadge';
import { ReviewContext, useReviewStore } from './review/reviewStore';
import { generatesReport } from './report/ReportPanel';

/** Where the fill screen's selection is kept (under the prefix logout clears), per questionnaire. */
export function selectionKey(questionnaireId: number): string {
  return `fill:${questionnaireId}`;
}

/** The fill screen: loads the questionnaire's forms, subforms and groups in order and shows them. */
export function FillScreen({ opened }: { opened: OpenedQuestionnaire }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const rights = fillRights(opened, user.roleDicId);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState<boolean | undefined>(undefined);
  const [stored, setStored] = useStoredState<Selection>(
    selectionKey(opened.questionnaireId),
    {},
    isSelection,
  );
  const [previousSubformId, setPreviousSubformId] = useState<number>();
  /** The filled forms whose submission the user tried: their missing required answers are shown. */
  const [submitTried, setSubmitTried] = useState<ReadonlySet<number>>(new Set());
  const tree = useFillTree(opened.questionnaireId, stored, rights.showAll);
  // The server names the type in the interface language, so the title follows a language switch; the
  // name the list showed (in the language of that moment) only bridges the first load.
  // A type without a text in this language arrives as '' (the server's coalesce): no title of nothing.
  const served = tree.forms?.[0]?.questionnaireName;
  const title =
    (served === '' ? undefined : served) ??
    opened.typeName ??
    t('fill.header.questionnaire', { id: opened.questionnaireId });
  usePageTitle(title);
  const review = useReviewStore(opened.questionnaireId, user.roleDicId);

  const close = () =>
    void navigate(user.roleDicId === ROLE.administrator ? '/administration' : mainTabPath('questionnaires'));
  const open = drawerOpen ?? !narrow;
  const header = (loaded: boolean) => (
    <FillHeader
      title={title}
      unitNumber={opened.unitNumber}
      drawerOpen={open}
      onToggleDrawer={loaded ? () => setDrawerOpen(!open) : undefined}
      onClose={close}
    >
      {loaded && review && (
        <OpenComments
          review={review}
          onShow={(comment) =>
            setStored({
              formId: comment.filledFormId,
              subformId: comment.filledSubformId,
              groupId: comment.filledQuestionListId,
            })
          }
        />
      )}
      <UnsyncedBadge questionnaireId={opened.questionnaireId} />
      <HelpButtons />
    </FillHeader>
  );
  if (tree.error || !tree.forms) {
    return <FillLoadState header={header(false)} error={tree.error} onRetry={tree.retry} onClose={close} />;
  }

  const formItem = tree.forms.find((form) => form.id === tree.formId);
  const form = tree.form;
  const subform = form ? resolveSubform(form, stored) : undefined;
  const group = subform ? resolveGroup(subform, stored) : undefined;
  const submitted = formItem?.status === true;
  // Until the form list names the form, nothing is offered for writing.
  const writing = formItem ?? { status: false, answersWritable: false };

  function selectSubform(subformId: number) {
    if (subform && subform.id !== subformId) setPreviousSubformId(subform.id);
    setStored({ formId: tree.formId, subformId });
    if (narrow) setDrawerOpen(false);
  }

  const notice = rights.admin
    ? t('fill.mode.admin')
    : rights.readOnly || (!submitted && serverRefusesWriting(writing))
      ? t('fill.mode.show')
      : submitted
        ? t('fill.mode.submitted')
        : undefined;

  return (
    <>
      <FillFrame
        narrow={narrow}
        drawerOpen={open}
        onDrawerOpenChange={setDrawerOpen}
        header={header(true)}
        tabs={
          <FormTabs
            forms={tree.forms}
            selectedId={tree.formId}
            rights={rights}
            onSelect={(formId) => setStored({ formId })}
          />
        }
        drawer={
          form ? (
            <SubformList subforms={form.subforms} selectedId={subform?.id} onSelect={selectSubform} />
          ) : (
            <Spinner size="small" label={t('fill.loadingGroups')} />
          )
        }
        side={
          form &&
          formItem &&
          tree.groups && (
            <FillSidePanel
              key={formItem.id}
              questionnaireId={opened.questionnaireId}
              formItem={formItem}
              form={form}
              groups={tree.groups}
              generates={generatesReport(formItem, tree.forms)}
              submittable={!rights.admin && !formReadOnly(rights, writing)}
              onSubmitted={() => {
                void tree.refreshForms();
                // The submitted form stays shown, read-only, so that its report can be generated at once;
                // its tab is closed to farmers and experts only once they leave it.
                setStored({ formId: formItem.id, subformId: subform?.id });
              }}
              onSubmitTried={() => setSubmitTried((tried) => new Set(tried).add(formItem.id))}
            />
          )
        }
      >
        {notice !== undefined && (
          // On a phone the notice wraps from the start: its one-line layout was wider than the screen.
          <MessageBar intent="info" layout={narrow ? 'multiline' : 'auto'}>
            <MessageBarBody>{notice}</MessageBarBody>
          </MessageBar>
        )}
        {!form && <Spinner label={t('fill.loadingGroups')} />}
        {form && subform && (
          <SubmissionTriedContext value={formItem !== undefined && submitTried.has(formItem.id)}>
            <ReviewContext value={rights.admin ? null : review}>
              <GroupArea
                key={subform.id}
                questionnaireId={opened.questionnaireId}
                subform={subform}
                instances={tree.groups?.[subform.id] ?? []}
                selected={group}
                formNames={tree.formNames}
                readOnly={rights.admin || formReadOnly(rights, writing)}
                editable={canChangeGroups(rights, writing)}
                onSelect={(groupId) => setStored({ formId: tree.formId, subformId: subform.id, groupId })}
                refresh={() => tree.refreshSubform(subform.id)}
                onQuestionSaved={(groupId, question) => tree.storeQuestion(subform.id, groupId, question)}
                onBack={backTarget(form.subforms, subform.id, previousSubformId, selectSubform)}
              />
            </ReviewContext>
          </SubmissionTriedContext>
        )}
      </FillFrame>
      <BackToTop />
    </>
  );
}

/** The subform shown before this one, else the one above it in the list; none for the first. */
function backTarget(
  subforms: readonly { id: number }[],
  currentId: number,
  previousId: number | undefined,
  select: (subformId: number) => void,
): (() => void) | undefined {
  const index = subforms.findIndex((subform) => subform.id === currentId);
  const target =
    subforms.find((subform) => subform.id === previousId && subform.id !== currentId) ?? subforms[index - 1];
  return target ? () => select(target.id) : undefined;
}
