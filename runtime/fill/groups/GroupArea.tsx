import { Subtitle2, makeStyles } from '@fluentui/react-components';
import type { NavigationGroup, NavigationSubform } from '@engine/navigation/build-navigation';
import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { ConfirmDialog } from '../../shared/dialogs/ConfirmDialog';
import { MessageDialog } from '../../shared/dialogs/MessageDialog';
import { localeCodeToId } from '../../shared/i18n/languages';
import { optionalGroupListCall } from '../data/fillCalls';
import { EmptyGroupScreen } from './EmptyGroupScreen';
import { GroupButtonBar, groupButtonLabel } from './GroupButtonBar';
import type { GroupKind } from './groupKinds';
import { groupKinds } from './groupKinds';
import { GroupNameDialog } from './GroupNameDialog';
import { OptionalGroupDialog } from './OptionalGroupDialog';
import { QuestionGroupView } from '../questions/QuestionGroupView';
import { useGroupChanges } from './useGroupChanges';

const useStyles = makeStyles({
  heading: { margin: 0 },
});

type OpenDialog =
  | { kind: 'delete'; group: NavigationGroup }
  | { kind: 'add'; groupKind: GroupKind }
  | { kind: 'rename'; group: NavigationGroup }
  | { kind: 'optional' };

export interface GroupAreaProps {
  questionnaireId: number;
  subform: NavigationSubform;
  instances: readonly GroupInstance[];
  selected: NavigationGroup | undefined;
  formNames: Readonly<Record<number, string>>;
  /** Answers cannot be entered (read-only, submitted form, admin mode). */
  readOnly: boolean;
  /** Groups can be added and deleted. */
  editable: boolean;
  onSelect: (groupId: number | undefined) => void;
  refresh: () => Promise<GroupInstance[]>;
  /** A question of a group was saved: its reply is written into the kept groups (none is read again). */
  onQuestionSaved: (groupId: number, question: FillQuestion) => void;
  /** Back to the subform shown before (the empty-group screen). */
  onBack?: () => void;
}

/**
 * The selected subform's name, its group bar and the selected group's questions, or the empty-group
 * screen.
 */
export function GroupArea(props: GroupAreaProps) {
  const { questionnaireId, subform, instances, selected, formNames, readOnly, editable, onSelect, refresh } =
    props;
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [failure, setFailure] = useState<string>();
  const kinds = useMemo(() => groupKinds(instances), [instances]);
  const optional = useApiQuery(
    editable
      ? optionalGroupListCall(subform.id, localeCodeToId(i18n.resolvedLanguage ?? i18n.language))
      : null,
  );
  const changes = useGroupChanges({
    subformId: subform.id,
    groups: subform.groups,
    refresh,
    onSelect,
    onFailure: setFailure,
  });
  const instance = instances.find((candidate) => candidate.id === selected?.id);

  function reloadAfterOptional() {
    setDialog(null);
    void optional.mutate();
    refresh().then(
      (fresh) => {
        if (!fresh.some((group) => group.id === selected?.id)) onSelect(undefined);
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }

  async function finish(done: Promise<boolean>) {
    await done;
    setDialog(null);
  }

  return (
    <>
      {/* The outline under the questionnaire's h1: the subform (h2), then each question card (h3). On a
          phone the drawer that names the subform is closed, so this is also where one sees it. */}
      <Subtitle2 as="h2" className={styles.heading}>
        {subform.name}
      </Subtitle2>
      {subform.groups.length === 0 ? (
        <EmptyGroupScreen
          readOnly={!editable}
          onBack={props.onBack}
          onChooseOptional={() => setDialog({ kind: 'optional' })}
        />
      ) : (
        <GroupButtonBar
          groups={subform.groups}
          kinds={kinds}
          selectedId={selected?.id}
          editable={editable}
          onSelect={(group) => onSelect(group.id)}
          onAdd={(groupKind) =>
            groupKind.qlNumber === 2 ? setDialog({ kind: 'add', groupKind }) : void changes.add(groupKind)
          }
          onDelete={(group) => setDialog({ kind: 'delete', group })}
          onRename={(group) => setDialog({ kind: 'rename', group })}
          onOptional={
            editable && (optional.data?.length ?? 0) > 0 ? () => setDialog({ kind: 'optional' }) : undefined
          }
        />
      )}
      {instance && (
        <QuestionGroupView
          key={instance.id}
          questionnaireId={questionnaireId}
          group={instance}
          formNames={formNames}
          readOnly={readOnly}
          onSaved={(question) => props.onQuestionSaved(instance.id, question)}
          onReloaded={(question) => props.onQuestionSaved(instance.id, question)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('fill.deleteGroup.title')}
        confirmLabel={t('fill.deleteGroup.confirm')}
        busy={changes.busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') void finish(changes.remove(dialog.group));
        }}
      >
        {dialog?.kind === 'delete' && (
          <p>{t('fill.deleteGroup.body', { name: groupButtonLabel(t, dialog.group) })}</p>
        )}
      </ConfirmDialog>
      {dialog?.kind === 'add' && (
        <GroupNameDialog
          title={t('fill.nameDialog.addTitle', { name: dialog.groupKind.questionListName })}
          initialName=""
          busy={changes.busy}
          onCancel={() => setDialog(null)}
          onSave={(name) => void finish(changes.add(dialog.groupKind, name))}
        />
      )}
      {dialog?.kind === 'rename' && (
        <GroupNameDialog
          title={t('fill.nameDialog.renameTitle', { name: dialog.group.name })}
          initialName={dialog.group.name}
          busy={changes.busy}
          onCancel={() => setDialog(null)}
          onSave={(name) => void finish(changes.rename(dialog.group, name))}
        />
      )}
      {dialog?.kind === 'optional' && (
        <OptionalGroupDialog subformId={subform.id} optional={optional} onClose={reloadAfterOptional} />
      )}
      <MessageDialog
        open={failure !== undefined}
        title={t('fill.changeFailed')}
        onClose={() => setFailure(undefined)}
      >
        <p>{failure}</p>
      </MessageDialog>
    </>
  );
}
