import { useTranslation } from 'react-i18next';
import type { Choice } from '../../shared/forms/ChoiceField';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { useRuleText } from '../../shared/i18n/useRuleText';
import type { RegistrationForm } from './useRegistrationForm';

interface InstitutionFieldsProps {
  form: RegistrationForm;
  institutionTypes: readonly Choice[];
  /** The institutions of the chosen type. */
  institutions: readonly Choice[];
}

/** Institution type, then one of its institutions; the second waits for the first. */
export function InstitutionFields({ form, institutionTypes, institutions }: InstitutionFieldsProps) {
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const { institutionTypeId, institutionId } = form.values;
  return (
    <>
      <ChoiceField
        label={t('registration.institutionType')}
        placeholder={t('registration.institutionTypePlaceholder')}
        required
        choices={institutionTypes}
        value={institutionTypeId}
        onChange={form.setInstitutionType}
        onBlur={() => form.touch('institutionTypeId')}
        validationMessage={ruleText(form.shownError('institutionTypeId'))}
      />
      <ChoiceField
        label={t('registration.institution')}
        placeholder={t('registration.institutionPlaceholder')}
        required
        disabled={institutionTypeId === undefined}
        choices={institutions}
        value={institutionId}
        onChange={form.setInstitution}
        onBlur={() => form.touch('institutionId')}
        validationMessage={ruleText(form.shownError('institutionId'))}
      />
    </>
  );
}
