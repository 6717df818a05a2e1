import { Caption1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalS,
  },
});

interface FormActivePanelProps {
  form: FormDictionaryItem;
  busy: boolean;
  onActiveChange: (active: boolean) => void;
}

/**
 * Under the form tabs in admin mode: switches the selected form of the structure on or off (an
 * inactive form is not offered in new questionnaires; its answers stay).
 */
export function FormActivePanel({ form, busy, onActiveChange }: FormActivePanelProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.panel} role="group" aria-label={t('fill.admin.formPanel', { name: form.name })}>
      <Switch
        checked={form.isActive}
        disabled={busy}
        label={form.isActive ? t('fill.admin.formActive') : t('fill.admin.formInactive')}
        onChange={(_event, data) => onActiveChange(data.checked)}
      />
      <Caption1>{t('fill.admin.formHint')}</Caption1>
    </div>
  );
}
