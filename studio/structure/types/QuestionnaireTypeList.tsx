import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StructureList } from '@runtime/shared/structure/data';
import { useQuestionnaireTypeLists, useStructureActions } from '@runtime/shared/structure/data';
import { useOpenDialog } from '../dialogs/dialogRequest';
import { ImportButton } from '../transfer/ImportButton';
import { ChangeFailure } from '../tree/ChangeFailure';
import { LevelStatus } from '../tree/LevelStatus';
import { useLevelChanges } from '../tree/useLevelChanges';
import { TypeRow } from './TypeRow';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

/** The questionnaire types, active and inactive: add, rename, switch on and off, open. */
export function QuestionnaireTypeList() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { active, inactive } = useQuestionnaireTypeLists();
  const { setQuestionnaireTypeActive } = useStructureActions();
  const openDialog = useOpenDialog();
  // A switched type moves to the other list: both are read again after a change.
  const changes = useLevelChanges(active);
  const setTypeActive = async (type: QuestionnaireTypeItem, value: boolean) => {
    await changes.save(setQuestionnaireTypeActive(type.id, value));
    await inactive.mutate();
  };
  const section = (list: StructureList<QuestionnaireTypeItem>, title: string, emptyText: string) => (
    <TypeSection
      list={list}
      title={title}
      emptyText={emptyText}
      onActiveChange={setTypeActive}
      onRename={(type) =>
        type.textId !== undefined &&
        openDialog({ kind: 'type', type: { textId: type.textId, name: type.questionnaireText } })
      }
    />
  );
  return (
    <div className={styles.page}>
      <Body1 as="p" block>
        {t('structureEditor.typesIntro')}
      </Body1>
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={() => openDialog({ kind: 'type' })}>
          {t('structureEditor.addType')}
        </Button>
        <ImportButton />
      </div>
      {changes.failure && <ChangeFailure failure={changes.failure} onDismiss={changes.dismiss} />}
      {section(active, t('structureEditor.activeTypes'), t('structureEditor.noActiveTypes'))}
      {section(inactive, t('structureEditor.inactiveTypes'), t('structureEditor.noInactiveTypes'))}
    </div>
  );
}

interface TypeSectionProps {
  list: StructureList<QuestionnaireTypeItem>;
  title: string;
  emptyText: string;
  onActiveChange: (type: QuestionnaireTypeItem, active: boolean) => Promise<void>;
  onRename: (type: QuestionnaireTypeItem) => void;
}

function TypeSection({ list, title, emptyText, onActiveChange, onRename }: TypeSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>
        {title}
      </Subtitle2>
      <LevelStatus list={list} emptyText={emptyText} />
      {list.data && list.data.length > 0 && (
        <ul className={styles.list} aria-labelledby={headingId}>
          {list.data.map((type) => (
            <TypeRow
              key={type.id}
              type={type}
              onActiveChange={(value) => onActiveChange(type, value)}
              onRename={() => onRename(type)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
