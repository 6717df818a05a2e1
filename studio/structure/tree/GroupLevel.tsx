import type { QuestionGroupDicItem, SubformDicItem } from '@schemas/generated/api/structure-admin';
import { useTranslation } from 'react-i18next';
import { useApi } from '@runtime/shared/api/apiContext';
import {
  questionDicListCall,
  useGroupDicList,
  useStructureActions,
  useStructureLocaleId,
} from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { PreviewButton } from '../preview/PreviewButton';
import { ChangeFailure } from './ChangeFailure';
import { LevelStatus } from './LevelStatus';
import { QuestionLevel } from './QuestionLevel';
import { SortableLevel } from './SortableLevel';
import { StructureRow } from './StructureRow';
import { useLevelChanges } from './useLevelChanges';

interface GroupLevelProps {
  subform: SubformDicItem;
  inFirstSubform: boolean;
}

/** The question groups of one subform, reorderable. */
export function GroupLevel({ subform, inFirstSubform }: GroupLevelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const localeId = useStructureLocaleId();
  const list = useGroupDicList(subform.id);
  const { setActive } = useStructureActions();
  const openDialog = useOpenDialog();
  const changes = useLevelChanges(list);

  // The question dialog numbers the new question after the group's last one: the group's questions
  // are counted even when the group is not open.
  const addQuestion = async (group: QuestionGroupDicItem) => {
    const questions = await api.send(questionDicListCall(group.id, localeId));
    if (!questions.ok) {
      changes.setFailure({ title: t('structureEditor.changeFailed'), message: questions.message });
      return;
    }
    openDialog({
      kind: 'question',
      questionListDicId: group.id,
      questionCount: questions.data.length,
      inFirstSubform,
    });
  };

  return (
    <>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      <LevelStatus list={list} emptyText={t('structureEditor.empty.group')} />
      <SortableLevel
        list={list}
        level="group"
        label={t('structureEditor.levels.group', { name: subform.subformName })}
        nameOf={(group) => group.name}
        onFailure={changes.setFailure}
        renderItem={(group, _index, handle) => (
          <StructureRow
            name={group.name}
            details={t(`structureEditor.groupKind.${group.qlNumber}`)}
            active={group.isActive}
            handle={handle}
            actions={<PreviewButton group={group} />}
            onActiveChange={(active) =>
              changes.save(setActive({ level: 'group', id: group.id, name: group.name }, active))
            }
            onEdit={() => openDialog({ kind: 'group', subFormDicId: subform.id, group })}
            add={{
              label: t('structureEditor.add.question', { name: group.name }),
              onClick: () => void addQuestion(group),
            }}
            renderChildren={() => <QuestionLevel group={group} inFirstSubform={inFirstSubform} />}
          />
        )}
      />
    </>
  );
}
