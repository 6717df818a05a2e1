import { Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { RenameRegular } from '@fluentui/react-icons';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@runtime/shared/navigation/RouterLink';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
});

interface TypeRowProps {
  type: QuestionnaireTypeItem;
  onActiveChange: (active: boolean) => Promise<void>;
  onRename: () => void;
}

/** A questionnaire type of the list: its name opens its tree; switch and rename beside it. */
export function TypeRow({ type, onActiveChange, onRename }: TypeRowProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [saving, setSaving] = useState(false);
  const name = type.questionnaireText;
  const change = async (active: boolean) => {
    setSaving(true);
    try {
      await onActiveChange(active);
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        <RouterLink to={`/types/${type.id}`}>{name}</RouterLink>
      </span>
      <span className={styles.actions}>
        <Switch
          checked={type.isActive !== false}
          disabled={saving}
          aria-label={t('structureEditor.typeActive', { name })}
          onChange={(_event, data) => void change(data.checked)}
        />
        {type.textId !== undefined && (
          <Button
            appearance="subtle"
            icon={<RenameRegular />}
            aria-label={t('structureEditor.renameType', { name })}
            onClick={onRename}
          />
        )}
      </span>
    </li>
  );
}
