import { Badge, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisuallyHiddenStyles } from '../../shared/layout/useVisuallyHiddenStyles';

const useStyles = makeStyles({
  status: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  names: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

function FormNames({ label, names }: { label: string; names: string[] }) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size={200} className={styles.label}>
        {label}
      </Text>
      <ul className={styles.names} aria-labelledby={labelId}>
        {names.map((name) => (
          <li key={name}>
            <Text size={200}>{name}</Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The status cell: an accepted (active) questionnaire is closed for editing and reads "Deactivated";
 * an open one lists its submitted forms and the forms still in edition.
 */
export function QuestionnaireStatus({ row }: { row: QuestionnaireListItem }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  if (row.isActive) {
    const hint = t('questionnaires.status.deactivatedHint');
    return (
      <Tooltip content={hint} relationship="description">
        <Badge appearance="tint" color="informative">
          {t('questionnaires.status.deactivated')}
          {/* The tooltip only shows on hover; screen readers get the explanation with the word. */}
          <span className={hidden.hidden}> {hint}</span>
        </Badge>
      </Tooltip>
    );
  }
  const submitted = row.formList.filter((form) => form.status).map((form) => form.formName);
  const inEdition = row.formList.filter((form) => !form.status).map((form) => form.formName);
  if (submitted.length === 0 && inEdition.length === 0) {
    return <Text size={200}>{t('questionnaires.status.noForms')}</Text>;
  }
  return (
    <div className={styles.status}>
      {submitted.length > 0 && <FormNames label={t('questionnaires.status.submitted')} names={submitted} />}
      {inEdition.length > 0 && <FormNames label={t('questionnaires.status.inEdition')} names={inEdition} />}
    </div>
  );
}
