import { Button, Caption1, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddCircleRegular, LayerDiagonalAddRegular } from '@fluentui/react-icons';
import type { QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import type { GroupInstance } from '@schemas/generated/api/fill';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupButtonBar } from '../groups/GroupButtonBar';
import type { GroupKind } from '../groups/groupKinds';
import { QuestionGroupView } from '../questions/QuestionGroupView';
import { adminNavigationGroup } from './adminGroup';
import { AdminItemActions } from './AdminItemActions';

const useStyles = makeStyles({
  heading: { margin: 0 },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The dictionary has no instances: the bar's kinds (for adding and deleting instances) stay empty. */
const NO_KINDS: ReadonlyMap<number, GroupKind> = new Map();

/**
 * Admin mode offers a new group beside numbered-by-position (1) and named (2) groups, or when the
 * subform has none selected yet (specification, section 2: "only when qlNumber is 1, 2 or unset").
 */
export function offersAddGroup(qlNumber: QuestionGroupDicItem['qlNumber'] | undefined): boolean {
  return qlNumber === undefined || qlNumber === 1 || qlNumber === 2;
}

export interface AdminGroupAreaProps {
  questionnaireDicId: number;
  subformName: string;
  /** The subform's groups in their order, inactive ones too. */
  groups: readonly QuestionGroupDicItem[];
  selected: QuestionGroupDicItem | undefined;
  /** The selected group with its questions, once they are loaded. */
  instance: GroupInstance | undefined;
  /** A group whose switch is being saved. */
  busyGroupId?: number;
  onSelect: (groupId: number) => void;
  onAddGroup: () => void;
  onAddQuestion: () => void;
  onEditGroup: (group: QuestionGroupDicItem) => void;
  onGroupActiveChange: (group: QuestionGroupDicItem, active: boolean) => void;
  /** The edit button and active switch of a question card, by the question's dictionary id. */
  questionActions: (questionId: number) => ReactNode;
}

/**
 * Admin mode's part of the fill screen below the tabs: the subform's name, the group bar with the
 * round add-group and add-question buttons, the selected group's edit button and switch, and its
 * questions as the fill screen's cards (every input disabled: administrators never answer).
 */
export function AdminGroupArea(props: AdminGroupAreaProps) {
  const { groups, selected, instance } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const shown = useMemo(
    () =>
      groups.map((group) =>
        adminNavigationGroup(
          group,
          group.isActive ? group.name : t('fill.admin.inactiveName', { name: group.name }),
        ),
      ),
    [groups, t],
  );
  const admin = useMemo(() => ({ actions: props.questionActions }), [props.questionActions]);
  const addGroup = t('fill.admin.addGroup');
  const addQuestion = t('fill.admin.addQuestion');
  return (
    <>
      <Subtitle2 as="h2" className={styles.heading}>
        {props.subformName}
      </Subtitle2>
      <GroupButtonBar
        groups={shown}
        kinds={NO_KINDS}
        selectedId={selected?.id}
        editable={false}
        showProgress={false}
        onSelect={(group) => props.onSelect(group.id)}
        onAdd={() => undefined}
        onDelete={() => undefined}
        onRename={() => undefined}
      >
        {offersAddGroup(selected?.qlNumber) && (
          <Tooltip content={addGroup} relationship="label">
            <Button shape="circular" icon={<LayerDiagonalAddRegular />} onClick={props.onAddGroup} />
          </Tooltip>
        )}
        {selected && (
          <Tooltip content={addQuestion} relationship="label">
            <Button shape="circular" icon={<AddCircleRegular />} onClick={props.onAddQuestion} />
          </Tooltip>
        )}
      </GroupButtonBar>
      {groups.length === 0 && <Caption1>{t('fill.admin.noGroups')}</Caption1>}
      {selected && (
        <div className={styles.group}>
          <Caption1>{t('fill.admin.group', { name: selected.name })}</Caption1>
          <AdminItemActions
            name={selected.name}
            active={selected.isActive}
            busy={props.busyGroupId === selected.id}
            showState
            onEdit={() => props.onEditGroup(selected)}
            onActiveChange={(active) => props.onGroupActiveChange(selected, active)}
          />
        </div>
      )}
      {instance && instance.questionList.length === 0 && <Caption1>{t('fill.admin.noQuestions')}</Caption1>}
      {instance && (
        <QuestionGroupView
          key={instance.id}
          questionnaireId={props.questionnaireDicId}
          group={instance}
          formNames={NO_FORM_NAMES}
          readOnly
          onSaved={ignore}
          admin={admin}
        />
      )}
    </>
  );
}

/** The dictionary does not say which forms recommend a question: no names are needed. */
const NO_FORM_NAMES: Readonly<Record<number, string>> = {};

/** Nothing is saved in admin mode. */
const ignore = (): void => undefined;
