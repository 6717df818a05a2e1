import type { LocaleCode, Translations } from '@schemas/generated/common';
import type {
  QuestionnaireStructure,
  StructureQuestion,
  StructureQuestionGroup,
  StructureSubform,
} from '@schemas/generated/structure';
import { answerKind } from '../kinds/index';
import { optionCode } from '../kinds/shared/export-values';
import type { ExportColumn, ExportColumnNote, ExportLayout } from './export-types';

/** A column before its header is made unique, with its explanation. */
interface ColumnDraft {
  column: Omit<ExportColumn, 'header'>;
  name: string;
  note: Omit<ExportColumnNote, 'header'>;
}

/**
 * The answer columns of one form of a structure document, in the order the form shows its questions,
 * with the explanations of the second sheet in `locale`; undefined when the document has no such form.
 * Every question is a column (inactive ones too: their answers may have been saved before); a choice
 * with a typed value adds a column per option with input, a map question a grid cell column.
 */
export function exportLayout(
  structure: QuestionnaireStructure,
  formKey: string,
  locale: LocaleCode,
): ExportLayout | undefined {
  const form = structure.forms.find((candidate) => candidate.key === formKey);
  if (!form) return undefined;
  const placed = form.subforms.flatMap((subform) =>
    subform.groups.flatMap((group) => group.questions.map((question) => ({ subform, group, question }))),
  );
  const drafts = placed.flatMap(({ subform, group, question }) =>
    questionColumns(subform, group, question, locale),
  );
  const headers = uniqueHeaders(drafts.map((draft) => draft.name));
  return {
    formKey,
    formName: textIn(form.name, locale),
    locale,
    columns: drafts.map((draft, index) => ({ ...draft.column, header: headers[index] ?? draft.name })),
    notes: drafts.map((draft, index) => ({ ...draft.note, header: headers[index] ?? draft.name })),
    questions: new Map(placed.map(({ question }) => [question.key, question])),
  };
}

function questionColumns(
  subform: StructureSubform,
  group: StructureQuestionGroup,
  question: StructureQuestion,
  locale: LocaleCode,
): ColumnDraft[] {
  const where = { groupKey: group.key, questionKey: question.key };
  const noteBase = {
    subform: textIn(subform.name, locale),
    group: textIn(group.name, locale),
    question: textIn(question.text, locale),
    answerTypeId: question.answerType,
  };
  const options = question.options.map((option) => ({
    code: optionCode(question, option.key),
    text: textIn(option.text, locale),
  }));
  const answer: ColumnDraft = {
    column: { ...where, holds: 'answer' },
    name: question.shortName,
    note: { ...noteBase, holds: 'answer', options },
  };
  const optionValues = question.options.flatMap((option): ColumnDraft[] =>
    option.hasInput
      ? [
          {
            column: { ...where, holds: 'optionValue', optionKey: option.key },
            name: option.shortName ?? `${question.shortName}_${option.key}`,
            note: {
              ...noteBase,
              holds: 'optionValue',
              options: [{ code: optionCode(question, option.key), text: textIn(option.text, locale) }],
            },
          },
        ]
      : [],
  );
  const gridCell: ColumnDraft[] =
    answerKind(question.answerType).mapDefault === undefined
      ? []
      : [
          {
            column: { ...where, holds: 'gridCell' },
            name: `${question.shortName}_cell`,
            note: { ...noteBase, holds: 'gridCell', options: [] },
          },
        ];
  return [answer, ...optionValues, ...gridCell];
}

/** The text in the locale, else in English, else in any language the document has. */
function textIn(text: Translations, locale: LocaleCode): string {
  return text[locale] || text.en || Object.values(text).find(Boolean) || '';
}

/** Names made unique in order: a name used again gets `_2`, `_3` … (skipping names already taken). */
function uniqueHeaders(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let header = name;
    for (let count = 2; taken.has(header.toLowerCase()); count += 1) header = `${name}_${count}`;
    taken.add(header.toLowerCase());
    return header;
  });
}
