import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../shared/dialogs/AppDialog';

/** The longest instance name accepted (the name also labels a button). */
export const GROUP_NAME_MAX = 100;

interface GroupNameDialogProps {
  title: string;
  initialName: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Names a new instance of a named group (qlNumber 2) or renames one. Mounted only while open. */
export function GroupNameDialog({ title, initialName, busy, onSave, onCancel }: GroupNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [attempted, setAttempted] = useState(false);
  const trimmed = name.trim();
  const problem =
    trimmed === ''
      ? t('fill.nameDialog.required')
      : trimmed.length > GROUP_NAME_MAX
        ? t('fill.nameDialog.tooLong', { max: GROUP_NAME_MAX })
        : undefined;

  function save() {
    setAttempted(true);
    if (problem === undefined) onSave(trimmed);
  }

  return (
    <AppDialog
      open
      title={title}
      left={{ label: t('common.cancel'), onClick: onCancel, disabled: busy }}
      right={{ label: t('fill.nameDialog.save'), onClick: save, disabled: busy }}
    >
      <Field
        label={t('fill.nameDialog.label')}
        required
        validationMessage={attempted ? problem : undefined}
        validationState={attempted && problem !== undefined ? 'error' : 'none'}
      >
        <Input
          value={name}
          onChange={(_event, data) => setName(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') save();
          }}
        />
      </Field>
    </AppDialog>
  );
}
