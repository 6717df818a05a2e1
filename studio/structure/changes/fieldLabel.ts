import type { TFunction } from 'i18next';

/** The fields of a part with a label in the `changes.fields` texts (the rest are shown by name). */
const FIELDS = [
  'text',
  'groupHeading',
  'tip',
  'isActive',
  'hasReport',
  'code',
  'qlNumber',
  'shortName',
  'answerTypeId',
  'category',
  'min',
  'max',
  'orderKey',
  'orderKeys',
  'unitTypeIds',
  'recommended',
  'hasInput',
  'skipQuestions',
  'skipQuestionsOffset',
  'score',
  'privilegedOnly',
  'indicators',
] as const;

type Field = (typeof FIELDS)[number];

function isField(value: string): value is Field {
  return FIELDS.some((field) => field === value);
}

/** The translated name of a changed field; a swap's `orderKeys.<id>` is the place of item <id>. */
export function fieldLabel(t: TFunction<'studio'>, field: string): string {
  const [name = field, key] = field.split('.');
  if (name === 'orderKeys' && key !== undefined) return t('changes.placeOf', { id: key });
  return isField(name) ? t(`changes.fields.${name}`) : field;
}
