import type { NavigationForm } from '@engine/navigation/build-navigation';
import { buildNavigation } from '@engine/navigation/build-navigation';
import type {
  FilledSubformItem,
  FillQuestion,
  FormListItem,
  GroupInstance,
} from '@schemas/generated/api/fill';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../shared/api/ApiError';
import { useApiQuery } from '../../shared/api/useApiQuery';
import { localeCodeToId } from '../../shared/i18n/languages';
import { formDictionaryCall, formListCall, subformListCall } from './fillCalls';
import { toFormNames } from './fillGuards';
import { progressOf } from './savedQuestion';
import type { Selection } from './selection';
import { resolveFormId } from './selection';
import type { GroupsBySubform } from './useGroupLists';
import { useGroupLists } from './useGroupLists';

export interface FillTree {
  forms?: FormListItem[];
  formId?: number;
  subforms?: FilledSubformItem[];
  groups?: GroupsBySubform;
  /** The selected form with its subforms, groups and progress, once all three levels are loaded. */
  form?: NavigationForm;
  /** Every form of the questionnaire (progress only for the selected one). */
  navigation?: NavigationForm[];
  /** Form names by form dictionary id, for the recommended-forms notes of the questions. */
  formNames: Record<number, string>;
  error?: ApiError;
  retry: () => void;
  refreshForms: () => Promise<unknown>;
  refreshSubform: (subformId: number) => Promise<GroupInstance[]>;
  /** Writes a saved question into the kept groups of its subform (no group is read again). */
  storeQuestion: (subformId: number, groupId: number, question: FillQuestion) => void;
}

/**
 * The three levels the fill screen loads in order (section 4): the form list, then the selected
 * form's subforms, then their question groups. Any failure is reported once, with a retry.
 */
export function useFillTree(questionnaireId: number, stored: Selection, showAll: boolean): FillTree {
  const { i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage ?? i18n.language);
  const forms = useApiQuery(formListCall(questionnaireId, localeId));
  const formId = forms.data ? resolveFormId(forms.data, stored, showAll) : undefined;
  const subforms = useApiQuery(formId === undefined ? null : subformListCall(formId, localeId));
  const subformIds = useMemo(() => subforms.data?.map((subform) => subform.id), [subforms.data]);
  const groups = useGroupLists(subformIds);
  const dictionary = useApiQuery(formDictionaryCall(localeId));

  const navigation = useMemo(
    () =>
      forms.data && formId !== undefined && subforms.data && groups.query.data
        ? buildNavigation(forms.data, { [formId]: subforms.data }, groups.query.data, progressOf)
        : undefined,
    [forms.data, formId, subforms.data, groups.query.data],
  );

  const formNames = useMemo(() => {
    // The dictionary only adds names: a failure there costs the brackets of a note, not the screen.
    const names: Record<number, string> = {};
    for (const entry of toFormNames(dictionary.data ?? [])) names[entry.id] = entry.name;
    for (const form of forms.data ?? []) names[form.formDicId] ??= form.formName;
    return names;
  }, [dictionary.data, forms.data]);

  const error = forms.error ?? subforms.error ?? groups.query.error;
  return {
    forms: forms.data,
    formId,
    subforms: subforms.data,
    groups: groups.query.data,
    form: navigation?.find((form) => form.id === formId),
    navigation,
    formNames,
    error,
    retry: () => {
      if (forms.error) void forms.mutate();
      if (subforms.error) void subforms.mutate();
      if (groups.query.error) void groups.query.mutate();
    },
    refreshForms: () => forms.mutate(),
    refreshSubform: groups.refreshSubform,
    storeQuestion: groups.storeQuestion,
  };
}
