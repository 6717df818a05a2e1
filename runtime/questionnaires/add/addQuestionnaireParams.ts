/** The unit a new questionnaire is for, as the unit list's "new questionnaire" action passes it. */
export interface AddQuestionnaireTarget {
  unitId: number;
  unitTypeId: number;
}

function positiveId(text: string | null): number | undefined {
  if (text === null || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Reads `?unitId=<id>&unitTypeId=<id>`; anything missing or not a positive whole number gives undefined. */
export function readAddQuestionnaireTarget(params: URLSearchParams): AddQuestionnaireTarget | undefined {
  const unitId = positiveId(params.get('unitId'));
  const unitTypeId = positiveId(params.get('unitTypeId'));
  return unitId === undefined || unitTypeId === undefined ? undefined : { unitId, unitTypeId };
}
