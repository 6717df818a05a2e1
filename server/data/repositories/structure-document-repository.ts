import { isAnswerTypeId } from '@engine/kinds/index';
import type { StructureEntityRef } from '@schemas/generated/api/structure-studio';
import type {
  QlNumber,
  QuestionnaireStructure,
  StructureAnswerOption,
  StructureIndicator,
  StructureQuestion,
  StructureQuestionGroup,
} from '@schemas/generated/structure';
import type { Translations } from '@schemas/generated/common';
import type { Db } from '../database';
import { readStructureRows, type StructureRows } from './structure-document-rows';

/** A questionnaire type as a structure document, with where each of its parts is in the database. */
export interface StructureDocumentRead {
  document: QuestionnaireStructure;
  entities: StructureEntityRef[];
}

type Row<K extends keyof StructureRows> = StructureRows[K] extends (infer R)[] ? R : never;

const QL_NUMBERS: readonly QlNumber[] = [-1, 0, 1, 2];

function isQlNumber(value: number): value is QlNumber {
  return QL_NUMBERS.some((candidate) => candidate === value);
}

function byOwner<T>(rows: readonly T[], ownerOf: (row: T) => number): Map<number, T[]> {
  const owned = new Map<number, T[]>();
  for (const row of rows) {
    const siblings = owned.get(ownerOf(row));
    if (siblings) siblings.push(row);
    else owned.set(ownerOf(row), [row]);
  }
  return owned;
}

/**
 * Reads a questionnaire type as the structure document insertStructure would write it back from: the
 * exact inverse, with keys for every reference, optional fields only where set, and every text in all
 * six languages ('' for a missing one). A reference to a part that is gone (an indicator input or an
 * availableWhen naming a deleted question or option, which the database does not follow) is left out.
 * Undefined when the type does not exist.
 */
export async function readStructureDocument(
  db: Db,
  typeId: number,
): Promise<StructureDocumentRead | undefined> {
  const rows = await readStructureRows(db, typeId);
  return rows ? assemble(rows) : undefined;
}

function assemble(rows: StructureRows): StructureDocumentRead {
  const textOf = (id: number): Translations =>
    rows.texts.get(id) ?? { en: '', pl: '', de: '', fi: '', it: '', nl: '' };
  const questionKeys = new Map(rows.questions.map((row) => [row.id, row.key]));
  const optionKeys = new Map(rows.options.map((row) => [row.id, row.key]));
  const keyOf = (id: number | null) => (id === null ? undefined : questionKeys.get(id));
  const subformsOf = byOwner(rows.subforms, (row) => row.formId);
  const groupsOf = byOwner(rows.groups, (row) => row.subformId);
  const questionsOf = byOwner(rows.questions, (row) => row.groupId);
  const optionsOf = byOwner(rows.options, (row) => row.questionId);
  const topIndicatorsOf = byOwner(
    rows.indicators.filter((row) => row.parentId === null),
    (row) => row.formId,
  );
  const childIndicatorsOf = byOwner(
    rows.indicators.flatMap((row) => (row.parentId === null ? [] : [{ ...row, parentId: row.parentId }])),
    (row) => row.parentId,
  );
  const keys = (owned: Map<number, { key: string }[]>, id: number) => (owned.get(id) ?? []).map((r) => r.key);
  const subformUnitTypes = byOwner(rows.subformUnitTypes, (row) => row.ownerId);
  const groupUnitTypes = byOwner(rows.groupUnitTypes, (row) => row.ownerId);
  const recommendedForms = byOwner(rows.recommendedForms, (row) => row.ownerId);
  const entities: StructureEntityRef[] = [{ path: '', level: 'type', id: rows.type.id }];
  const entity = (path: string, level: StructureEntityRef['level'], id: number, parentId: number) =>
    entities.push({ path, level, id, parentId });

  const option = (row: Row<'options'>): StructureAnswerOption => {
    const when = row.availableWhen;
    const whenKey = when ? questionKeys.get(when.questionId) : undefined;
    const whenOptions = (when?.optionIds ?? []).flatMap((id) => optionKeys.get(id) ?? []);
    const [firstOption, ...otherOptions] = whenOptions;
    const maxFrom = keyOf(row.maxAnswerQuestionId);
    return {
      key: row.key,
      text: textOf(row.textId),
      ...(row.shortName === null ? {} : { shortName: row.shortName }),
      hasInput: row.hasInput,
      ...(row.min === null ? {} : { min: row.min }),
      ...(row.max === null ? {} : { max: row.max }),
      ...(maxFrom === undefined ? {} : { maxFromQuestionKey: maxFrom }),
      skipQuestions: row.skipQuestions,
      skipQuestionsOffset: row.skipQuestionsOffset,
      isActive: row.isActive,
      ...(row.score === null ? {} : { score: row.score }),
      ...(whenKey !== undefined && firstOption !== undefined
        ? { availableWhen: { questionKey: whenKey, optionKeys: [firstOption, ...otherOptions] } }
        : {}),
    };
  };

  const question = (row: Row<'questions'>, path: string): StructureQuestion => {
    if (!isAnswerTypeId(row.answerTypeId)) throw new Error(`Unknown answer type ${row.answerTypeId}`);
    const [maxFrom, optionsFrom, prefillFrom] = [
      row.maxAnswerQuestionId,
      row.optionsFromQuestionId,
      row.prefillFromQuestionId,
    ].map(keyOf);
    return {
      key: row.key,
      answerType: row.answerTypeId,
      shortName: row.shortName,
      text: textOf(row.textId),
      ...(row.groupHeadingTextId === null ? {} : { groupHeading: textOf(row.groupHeadingTextId) }),
      ...(row.tipTextId === null ? {} : { tip: textOf(row.tipTextId) }),
      ...(row.category === null ? {} : { category: row.category }),
      ...(row.min === null ? {} : { min: row.min }),
      ...(row.max === null ? {} : { max: row.max }),
      ...(maxFrom === undefined ? {} : { maxFromQuestionKey: maxFrom }),
      recommended: row.recommended,
      recommendedFormKeys: keys(recommendedForms, row.id),
      isActive: row.isActive,
      ...(row.tracked ? { tracked: true } : {}),
      ...(optionsFrom === undefined ? {} : { optionsFromQuestionKey: optionsFrom }),
      ...(prefillFrom === undefined ? {} : { prefillFromQuestionKey: prefillFrom }),
      options: (optionsOf.get(row.id) ?? []).map((optionRow, o) => {
        entity(`${path}/options/${o}`, 'option', optionRow.id, row.id);
        return option(optionRow);
      }),
    };
  };

  const group = (row: Row<'groups'>, path: string): StructureQuestionGroup => {
    if (!isQlNumber(row.qlNumber)) throw new Error(`Unknown group number ${row.qlNumber}`);
    return {
      key: row.key,
      qlNumber: row.qlNumber,
      name: textOf(row.textId),
      unitTypeKeys: keys(groupUnitTypes, row.id),
      isActive: row.isActive,
      optional: row.optional,
      ...(row.instanceNamePattern ? { instanceNamePattern: row.instanceNamePattern } : {}),
      questions: (questionsOf.get(row.id) ?? []).map((questionRow, q) => {
        entity(`${path}/questions/${q}`, 'question', questionRow.id, row.id);
        return question(questionRow, `${path}/questions/${q}`);
      }),
    };
  };

  const indicators = (siblings: Row<'indicators'>[]): StructureIndicator[] =>
    siblings.map((row) => {
      const inputs = row.inputs.flatMap(({ questionId, ...input }) => {
        const questionKey = questionKeys.get(questionId);
        return questionKey === undefined ? [] : [{ questionKey, ...input }];
      });
      const children = indicators(childIndicatorsOf.get(row.id) ?? []);
      return {
        key: row.key,
        name: textOf(row.textId),
        ...(row.weight === 1 ? {} : { weight: row.weight }),
        ...(inputs.length > 0 ? { inputs } : {}),
        ...(children.length > 0 ? { children } : {}),
      };
    });

  const document: QuestionnaireStructure = {
    formatVersion: 1,
    key: rows.type.key,
    name: textOf(rows.type.textId),
    privilegedOnly: rows.type.privilegedOnly,
    isActive: rows.type.isActive,
    forms: rows.forms.map((formRow, f) => {
      entity(`forms/${f}`, 'form', formRow.id, rows.type.id);
      return {
        key: formRow.key,
        name: textOf(formRow.textId),
        isActive: formRow.isActive,
        hasReport: formRow.hasReport,
        subforms: (subformsOf.get(formRow.id) ?? []).map((subformRow, s) => {
          const path = `forms/${f}/subforms/${s}`;
          entity(path, 'subform', subformRow.id, formRow.id);
          return {
            key: subformRow.key,
            code: subformRow.code,
            name: textOf(subformRow.textId),
            unitTypeKeys: keys(subformUnitTypes, subformRow.id),
            isActive: subformRow.isActive,
            groups: (groupsOf.get(subformRow.id) ?? []).map((groupRow, g) => {
              entity(`${path}/groups/${g}`, 'group', groupRow.id, subformRow.id);
              return group(groupRow, `${path}/groups/${g}`);
            }),
          };
        }),
        indicators: indicators(topIndicatorsOf.get(formRow.id) ?? []),
      };
    }),
  };
  return { document, entities };
}
