import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovablePart } from '@runtime/shared/structure/data';
import { useOptionDicList, useStructureActions } from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { ChangeFailure } from './ChangeFailure';
import { DeletePartDialog } from './DeletePartDialog';
import { LevelStatus } from './LevelStatus';
import { SortableLevel } from './SortableLevel';
import { StructureRow } from './StructureRow';
import { useLevelChanges } from './useLevelChanges';

/** The answer options of one question, reorderable. */
export function OptionLevel({ question }: { question: QuestionDicItem }) {
  const { t } = useTranslation();
  const list = useOptionDicList(question.id);
  const { setActive } = useStructureActions();
  const openDialog = useOpenDialog();
  const changes = useLevelChanges(list);
  const [deleting, setDeleting] = useState<RemovablePart | null>(null);
  return (
    <>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      {deleting && <DeletePartDialog part={deleting} save={changes.save} onClose={() => setDeleting(null)} />}
      <LevelStatus list={list} emptyText={t('structureEditor.empty.option')} />
      <SortableLevel
        list={list}
        level="option"
        label={t('structureEditor.levels.option', { name: question.name })}
        nameOf={(option) => option.name}
        onFailure={changes.setFailure}
        renderItem={(option, _index, handle) => (
          <StructureRow
            name={option.name}
            details={option.hasInput ? t('structureEditor.optionWithInput') : undefined}
            active={option.isActive}
            handle={handle}
            onActiveChange={(active) =>
              changes.save(setActive({ level: 'option', id: option.id, name: option.name }, active))
            }
            onEdit={() => openDialog({ kind: 'option', question, option })}
            onDelete={() => setDeleting({ level: 'option', item: option })}
          />
        )}
      />
    </>
  );
}
