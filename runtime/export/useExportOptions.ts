import type { FormDictionaryItem } from '@schemas/generated/api/fill';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../shared/api/useApiQuery';
import {
  institutionListCall,
  institutionTypeListCall,
  unitTypeListCall,
} from '../shared/dictionaries/dictionaryCalls';
import type { Choice } from '../shared/forms/ChoiceField';
import { localeCodeToId } from '../shared/i18n/languages';
import { questionnaireTypeListCall } from '../questionnaires/questionnaireCalls';
import { exportFormsCall, exportUnitsCall } from './exportCalls';
import type { ExportChoice } from './exportChoice';
import { formChoices, hasSharedFormNames } from './formChoices';

/** The options of the export form's fields, and the first failure of their loads. */
export interface ExportOptions {
  localeId: number;
  units: Choice[];
  unitTypes: Choice[];
  institutionTypes: Choice[];
  institutions: Choice[];
  forms: Choice[];
  /** Units and forms are still loading. */
  loading: boolean;
  /** The server's message of a failed load. */
  failure?: string;
}

const NO_FORMS: FormDictionaryItem[] = [];

/**
 * Loads what the fields offer: the units the user sees (the unit list's call, scoped by the server),
 * the unit types, the institution types handling the chosen unit type, the institutions of the chosen
 * institution type, and the forms, all named in the interface language.
 */
export function useExportOptions(choice: ExportChoice): ExportOptions {
  const { t, i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
  const units = useApiQuery(exportUnitsCall());
  const unitTypes = useApiQuery(unitTypeListCall(localeId));
  const institutionTypes = useApiQuery(
    choice.unitTypeId === null ? null : institutionTypeListCall(localeId, [choice.unitTypeId]),
  );
  const institutions = useApiQuery(
    choice.institutionTypeId === null ? null : institutionListCall(choice.institutionTypeId),
  );
  const forms = useApiQuery(exportFormsCall(localeId));
  const formList = forms.data ?? NO_FORMS;
  // Type names are needed only to tell apart forms of different types that share a name.
  const types = useApiQuery(hasSharedFormNames(formList) ? questionnaireTypeListCall(localeId) : null);
  const typeName = (form: FormDictionaryItem) =>
    types.data?.find((type) => type.id === form.questionnaireDicId)?.questionnaireText ??
    String(form.questionnaireDicId);

  const failed = [units, unitTypes, institutionTypes, institutions, forms].find((load) => load.error);
  const options: ExportOptions = {
    localeId,
    units: (units.data ?? []).map((unit) => ({
      id: unit.id,
      name: t('export.unitLabel', { name: unit.description, code: unit.number }),
    })),
    unitTypes: (unitTypes.data ?? []).map((type) => ({ id: type.id, name: type.text })),
    institutionTypes: institutionTypes.data ?? [],
    institutions: institutions.data ?? [],
    forms: formChoices(formList, (form) => t('export.formOfType', { form: form.name, type: typeName(form) })),
    loading: units.isLoading || forms.isLoading,
  };
  if (failed?.error) options.failure = failed.error.message;
  return options;
}
