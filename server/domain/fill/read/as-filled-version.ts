import type {
  QuestionnaireStructure,
  StructureAnswerOption,
  StructureQuestion,
  Translations,
} from '@schemas/generated/structure';
import type { InstanceRows } from '../../../data/repositories/fill-read-group-repository';
import type { StructureKeys } from '../../../data/repositories/structure-version-repository';

export type LocaleCode = keyof Translations;

/** A text in the locale, else English, as the fill read gives it from the database. */
function inLocale(text: Translations, locale: LocaleCode): string {
  return text[locale].trim() === '' ? text.en : text[locale];
}

function byKey(document: QuestionnaireStructure) {
  const groups = new Map<string, Translations>();
  const questions = new Map<string, StructureQuestion>();
  const options = new Map<string, StructureAnswerOption>();
  for (const form of document.forms)
    for (const subform of form.subforms)
      for (const group of subform.groups) {
        groups.set(group.key, group.name);
        for (const question of group.questions) {
          questions.set(question.key, question);
          for (const option of question.options) options.set(`${question.key}/${option.key}`, option);
        }
      }
  return { groups, questions, options };
}

/**
 * The rows of a fill read as the questionnaire's user saw them: texts and bounds of the structure
 * version it was last saved against; questions and options added since are left out. Answers, order
 * and skip rules stay as stored (a question keeps its answers; deleting answered parts is refused).
 */
export function asFilledVersion(
  rows: InstanceRows,
  document: QuestionnaireStructure,
  keys: StructureKeys,
  locale: LocaleCode,
): InstanceRows {
  const version = byKey(document);
  const questionOf = (id: number) => version.questions.get(keys.questions.get(id) ?? '');
  return {
    ...rows,
    instances: rows.instances.map((instance) => {
      const name = version.groups.get(keys.groups.get(instance.questionListDicId) ?? '');
      return name ? { ...instance, questionListName: inLocale(name, locale) } : instance;
    }),
    questions: rows.questions.flatMap((row) => {
      const seen = questionOf(row.questionId);
      if (!seen) return [];
      return [
        {
          ...row,
          questionText: inLocale(seen.text, locale),
          questionGroupText: seen.groupHeading ? inLocale(seen.groupHeading, locale) : null,
          questionTip: seen.tip ? inLocale(seen.tip, locale) : null,
          min: seen.min ?? null,
          max: seen.max ?? null,
        },
      ];
    }),
    options: rows.options.flatMap((row) => {
      const seen = version.options.get(keys.options.get(row.id) ?? '');
      return seen ? [{ ...row, text: inLocale(seen.text, locale) }] : [];
    }),
  };
}
