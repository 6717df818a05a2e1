import { Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDicList, useStructureActions, useStructureLocaleId } from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { IndicatorsButton } from '../indicators/IndicatorsButton';
import { ChangeFailure } from './ChangeFailure';
import { formDicItemOf } from './formDicItem';
import { LevelStatus } from './LevelStatus';
import { StructureRow } from './StructureRow';
import { SubformLevel } from './SubformLevel';
import { useLevelChanges } from './useLevelChanges';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

/**
 * The forms of a questionnaire type, inactive ones included, in the server's order (forms have no
 * swap call); each opens its subforms.
 */
export function FormLevel({ questionnaireDicId }: { questionnaireDicId: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const headingId = useId();
  const localeId = useStructureLocaleId();
  const list = useFormDicList(questionnaireDicId);
  const { setFormActive } = useStructureActions();
  const openDialog = useOpenDialog();
  const changes = useLevelChanges(list);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          {t('structureEditor.levels.form')}
        </Subtitle2>
        <Button icon={<AddRegular />} onClick={() => openDialog({ kind: 'form', questionnaireDicId })}>
          {t('structureEditor.add.form')}
        </Button>
      </div>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      <LevelStatus list={list} emptyText={t('structureEditor.empty.form')} />
      {list.data && list.data.length > 0 && (
        <ul className={styles.list} aria-labelledby={headingId}>
          {list.data.map((form) => (
            <li key={form.id}>
              <StructureRow
                name={form.name}
                active={form.isActive}
                actions={<IndicatorsButton formId={form.id} name={form.name} />}
                onActiveChange={(active) => changes.save(setFormActive(form.id, active, form.name))}
                onEdit={() =>
                  openDialog({ kind: 'form', questionnaireDicId, form: formDicItemOf(form, localeId) })
                }
                add={{
                  label: t('structureEditor.add.subform', { name: form.name }),
                  onClick: () => openDialog({ kind: 'subform', formDicId: form.id }),
                }}
                renderChildren={() => <SubformLevel form={form} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
