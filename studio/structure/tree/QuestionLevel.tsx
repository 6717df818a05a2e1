import type { QuestionGroupDicItem } from '@schemas/generated/api/structure-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovablePart } from '@runtime/shared/structure/data';
import { useQuestionDicList, useStructureActions } from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { answerTypeName, hasOwnOptions } from './answerTypeName';
import { ChangeFailure } from './ChangeFailure';
import { DeletePartDialog } from './DeletePartDialog';
import { LevelStatus } from './LevelStatus';
import { OptionLevel } from './OptionLevel';
import { SortableLevel } from './SortableLevel';
import { StructureRow } from './StructureRow';
import { useLevelChanges } from './useLevelChanges';

interface QuestionLevelProps {
  group: QuestionGroupDicItem;
  /** Map questions are refused in the first subform; the question dialog needs to know. */
  inFirstSubform: boolean;
}

/** The questions of one question group, reorderable; those with options open them below. */
export function QuestionLevel({ group, inFirstSubform }: QuestionLevelProps) {
  const { t } = useTranslation();
  const list = useQuestionDicList(group.id);
  const { setActive } = useStructureActions();
  const openDialog = useOpenDialog();
  const changes = useLevelChanges(list);
  const [deleting, setDeleting] = useState<RemovablePart | null>(null);
  const questionCount = list.data?.length ?? 0;
  return (
    <>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      {deleting && <DeletePartDialog part={deleting} save={changes.save} onClose={() => setDeleting(null)} />}
      <LevelStatus list={list} emptyText={t('structureEditor.empty.question')} />
      <SortableLevel
        list={list}
        level="question"
        label={t('structureEditor.levels.question', { name: group.name })}
        nameOf={(question) => question.name}
        onFailure={changes.setFailure}
        renderItem={(question, _index, handle) => {
          const withOptions = hasOwnOptions(question.answerTypeDicId);
          return (
            <StructureRow
              name={question.name}
              details={t('structureEditor.questionDetails', {
                shortName: question.shortName,
                answerType: answerTypeName(t, question.answerTypeDicId),
              })}
              active={question.isActive}
              handle={handle}
              onActiveChange={(active) =>
                changes.save(
                  setActive(
                    { level: 'question', id: question.id, questionListDicId: group.id, name: question.name },
                    active,
                  ),
                )
              }
              onEdit={() =>
                openDialog({
                  kind: 'question',
                  questionListDicId: group.id,
                  questionCount,
                  inFirstSubform,
                  question,
                })
              }
              onDelete={() => setDeleting({ level: 'question', item: question })}
              add={
                withOptions
                  ? {
                      label: t('structureEditor.add.option', { name: question.name }),
                      onClick: () => openDialog({ kind: 'option', question }),
                    }
                  : undefined
              }
              renderChildren={withOptions ? () => <OptionLevel question={question} /> : undefined}
            />
          );
        }}
      />
    </>
  );
}
