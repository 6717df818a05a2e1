import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { institutionTypeListCall } from '../../shared/dictionaries/dictionaryCalls';
import { localeCodeToId } from '../../shared/i18n/languages';
import { DateRangeFilter } from '../../shared/lists/DateRangeFilter';
import { FilterChoice } from '../../shared/lists/FilterChoice';
import { unitTypeListCall } from '../../shared/dictionaries/dictionaryCalls';
import { questionnaireTypeListCall } from '../questionnaireCalls';
import type { QuestionnaireFilters } from './questionnaireFilters';
import { QUESTIONNAIRE_STATUS } from './questionnaireFilters';

interface QuestionnaireFilterFieldsProps {
  filters: QuestionnaireFilters;
  onChange: (change: Partial<QuestionnaireFilters>) => void;
}

/** The questionnaire list's filters: unit, institution, e-mail, questionnaire type, status, date added. */
export function QuestionnaireFilterFields({ filters, onChange }: QuestionnaireFilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const unitTypes = useApiQuery(unitTypeListCall(localeId));
  const institutionTypes = useApiQuery(institutionTypeListCall(localeId));
  const questionnaireTypes = useApiQuery(questionnaireTypeListCall(localeId));
  return (
    <>
      <Field label={t('questionnaires.filter.unitName')}>
        <Input value={filters.unitName} onChange={(_, data) => onChange({ unitName: data.value })} />
      </Field>
      <FilterChoice
        label={t('questionnaires.filter.unitType')}
        choices={(unitTypes.data ?? []).map((type) => ({ id: type.id, name: type.text }))}
        value={filters.unitTypeId}
        onChange={(unitTypeId) => onChange({ unitTypeId })}
      />
      <FilterChoice
        label={t('questionnaires.filter.institutionType')}
        choices={institutionTypes.data ?? []}
        value={filters.institutionTypeId}
        onChange={(institutionTypeId) => onChange({ institutionTypeId })}
      />
      <Field label={t('questionnaires.filter.institutionName')}>
        <Input
          value={filters.institutionName}
          onChange={(_, data) => onChange({ institutionName: data.value })}
        />
      </Field>
      <Field label={t('questionnaires.filter.email')}>
        <Input value={filters.email} onChange={(_, data) => onChange({ email: data.value })} />
      </Field>
      <FilterChoice
        label={t('questionnaires.filter.questionnaireType')}
        choices={(questionnaireTypes.data ?? []).map((type) => ({
          id: type.id,
          name: type.questionnaireText,
        }))}
        value={filters.questionnaireTypeId}
        onChange={(questionnaireTypeId) => onChange({ questionnaireTypeId })}
      />
      <FilterChoice
        label={t('questionnaires.filter.status')}
        choices={[
          { id: QUESTIONNAIRE_STATUS.toEdit, name: t('questionnaires.filter.statusToEdit') },
          { id: QUESTIONNAIRE_STATUS.accepted, name: t('questionnaires.filter.statusAccepted') },
        ]}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFilter
        label={t('questionnaires.filter.dateAdded')}
        from={filters.addedFrom}
        to={filters.addedTo}
        onChange={({ from, to }) => onChange({ addedFrom: from, addedTo: to })}
      />
    </>
  );
}
