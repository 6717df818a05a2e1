import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';
import { useStructureActions, useSubformDicList } from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { ChangeFailure } from './ChangeFailure';
import { GroupLevel } from './GroupLevel';
import { LevelStatus } from './LevelStatus';
import { SortableLevel } from './SortableLevel';
import { StructureRow } from './StructureRow';
import { useLevelChanges } from './useLevelChanges';

/** The subforms of one form, reorderable. */
export function SubformLevel({ form }: { form: FormDictionaryItem }) {
  const { t } = useTranslation();
  const list = useSubformDicList(form.id);
  const { setActive } = useStructureActions();
  const openDialog = useOpenDialog();
  const changes = useLevelChanges(list);
  return (
    <>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      <LevelStatus list={list} emptyText={t('structureEditor.empty.subform')} />
      <SortableLevel
        list={list}
        level="subform"
        label={t('structureEditor.levels.subform', { name: form.name })}
        nameOf={(subform) => subform.subformName}
        onFailure={changes.setFailure}
        renderItem={(subform, index, handle) => (
          <StructureRow
            name={subform.subformName}
            details={subform.code}
            active={subform.isActive}
            handle={handle}
            onActiveChange={(active) =>
              changes.save(setActive({ level: 'subform', id: subform.id, name: subform.subformName }, active))
            }
            onEdit={() => openDialog({ kind: 'subform', formDicId: form.id, subform })}
            add={{
              label: t('structureEditor.add.group', { name: subform.subformName }),
              onClick: () => openDialog({ kind: 'group', subFormDicId: subform.id }),
            }}
            // The first subform by order: map questions are refused there.
            renderChildren={() => <GroupLevel subform={subform} inFirstSubform={index === 0} />}
          />
        )}
      />
    </>
  );
}
