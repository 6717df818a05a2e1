import { isRecord } from '../../shared/api/guards';
import type { ListFilterItem } from '../../shared/lists/listFilter';
import { dateRangeFilter, idFilter, textFilter } from '../../shared/lists/listFilter';

/** The questionnaire status filter's values (the API's): 0 = to edit (inactive), 1 = accepted (active). */
export const QUESTIONNAIRE_STATUS = { toEdit: 0, accepted: 1 } as const;

/** The questionnaire list's filter fields; ids are null while "all" is chosen (null survives JSON storage). */
export interface QuestionnaireFilters {
  unitName: string;
  unitTypeId: number | null;
  institutionTypeId: number | null;
  institutionName: string;
  email: string;
  questionnaireTypeId: number | null;
  /** 0 = to edit, 1 = accepted, null = both. */
  status: number | null;
  addedFrom: string;
  addedTo: string;
}

export const INITIAL_QUESTIONNAIRE_FILTERS: QuestionnaireFilters = {
  unitName: '',
  unitTypeId: null,
  institutionTypeId: null,
  institutionName: '',
  email: '',
  questionnaireTypeId: null,
  status: null,
  addedFrom: '',
  addedTo: '',
};

function isIdOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value));
}

/** Checks filters read back from sessionStorage. */
export function isQuestionnaireFilters(value: unknown): value is QuestionnaireFilters {
  if (!isRecord(value)) return false;
  const texts = ['unitName', 'institutionName', 'email', 'addedFrom', 'addedTo'] as const;
  const ids = ['unitTypeId', 'institutionTypeId', 'questionnaireTypeId'] as const;
  return (
    texts.every((key) => typeof value[key] === 'string') &&
    ids.every((key) => isIdOrNull(value[key])) &&
    (value.status === null ||
      value.status === QUESTIONNAIRE_STATUS.toEdit ||
      value.status === QUESTIONNAIRE_STATUS.accepted)
  );
}

/** The filter list the server gets, in the specification's property names. */
export function toQuestionnaireFilterItems(filters: QuestionnaireFilters): ListFilterItem[] {
  return [
    ...textFilter('unit_name', filters.unitName),
    ...idFilter('unit_type_id', filters.unitTypeId ?? undefined),
    ...idFilter('institution_type', filters.institutionTypeId ?? undefined),
    ...textFilter('institution_name', filters.institutionName),
    ...textFilter('questionnaire_email', filters.email),
    ...idFilter('questionnaire_name', filters.questionnaireTypeId ?? undefined),
    ...idFilter('questionnaire_status', filters.status ?? undefined),
    ...dateRangeFilter('questionnaire_data_creation', filters.addedFrom, filters.addedTo),
  ];
}
