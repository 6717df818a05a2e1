import { asc, eq, inArray } from 'drizzle-orm';
import type { Translations } from '@schemas/generated/common';
import type { Db } from '../database';
import {
  answerOption,
  form,
  indicator,
  question,
  questionGroup,
  questionGroupUnitType,
  questionRecommendedForm,
  questionnaireType,
  subform,
  subformUnitType,
  translation,
  unitType,
} from '../schema/index';

const localeCodes: Record<number, keyof Translations> = {
  1: 'en',
  2: 'pl',
  3: 'de',
  4: 'fi',
  5: 'it',
  6: 'nl',
};

/** Text ids per query: well under PostgreSQL's 65,535 parameters of one statement. */
const TEXT_IDS_PER_QUERY = 5000;

/**
 * Every row of one questionnaire type's structure, each level read with one query for the whole type
 * (never one per form or question), in the order the screens show them (order key, then id).
 */
export async function readStructureRows(db: Db, typeId: number) {
  const [type] = await db
    .select({
      id: questionnaireType.id,
      key: questionnaireType.key,
      textId: questionnaireType.textId,
      privilegedOnly: questionnaireType.privilegedOnly,
      isActive: questionnaireType.isActive,
    })
    .from(questionnaireType)
    .where(eq(questionnaireType.id, typeId));
  if (!type) return undefined;
  const ofType = eq(form.questionnaireTypeId, typeId);

  const forms = await db
    .select({
      id: form.id,
      key: form.key,
      textId: form.textId,
      hasReport: form.hasReport,
      isActive: form.isActive,
    })
    .from(form)
    .where(ofType)
    .orderBy(asc(form.orderKey), asc(form.id));
  const subforms = await db
    .select({
      id: subform.id,
      formId: subform.formId,
      key: subform.key,
      code: subform.code,
      textId: subform.textId,
      isActive: subform.isActive,
    })
    .from(subform)
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(subform.orderKey), asc(subform.id));
  const groups = await db
    .select({
      id: questionGroup.id,
      subformId: questionGroup.subformId,
      key: questionGroup.key,
      qlNumber: questionGroup.qlNumber,
      textId: questionGroup.textId,
      isActive: questionGroup.isActive,
      optional: questionGroup.optional,
      instanceNamePattern: questionGroup.instanceNamePattern,
    })
    .from(questionGroup)
    .innerJoin(subform, eq(subform.id, questionGroup.subformId))
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(questionGroup.orderKey), asc(questionGroup.id));
  const questions = await db
    .select({
      id: question.id,
      groupId: question.questionGroupId,
      key: question.key,
      answerTypeId: question.answerTypeId,
      shortName: question.shortName,
      textId: question.textId,
      groupHeadingTextId: question.groupHeadingTextId,
      tipTextId: question.tipTextId,
      category: question.category,
      min: question.min,
      max: question.max,
      maxAnswerQuestionId: question.maxAnswerQuestionId,
      recommended: question.recommended,
      tracked: question.tracked,
      optionsFromQuestionId: question.optionsFromQuestionId,
      prefillFromQuestionId: question.prefillFromQuestionId,
      isActive: question.isActive,
    })
    .from(question)
    .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
    .innerJoin(subform, eq(subform.id, questionGroup.subformId))
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(question.orderKey), asc(question.id));
  const options = await db
    .select({
      id: answerOption.id,
      questionId: answerOption.questionId,
      key: answerOption.key,
      textId: answerOption.textId,
      shortName: answerOption.shortName,
      hasInput: answerOption.hasInput,
      min: answerOption.min,
      max: answerOption.max,
      maxAnswerQuestionId: answerOption.maxAnswerQuestionId,
      skipQuestions: answerOption.skipQuestions,
      skipQuestionsOffset: answerOption.skipQuestionsOffset,
      score: answerOption.score,
      availableWhen: answerOption.availableWhen,
      isActive: answerOption.isActive,
    })
    .from(answerOption)
    .innerJoin(question, eq(question.id, answerOption.questionId))
    .innerJoin(questionGroup, eq(questionGroup.id, question.questionGroupId))
    .innerJoin(subform, eq(subform.id, questionGroup.subformId))
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(answerOption.orderKey), asc(answerOption.id));
  const subformUnitTypes = await db
    .select({ ownerId: subformUnitType.subformId, key: unitType.key })
    .from(subformUnitType)
    .innerJoin(unitType, eq(unitType.id, subformUnitType.unitTypeId))
    .innerJoin(subform, eq(subform.id, subformUnitType.subformId))
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(unitType.orderKey), asc(unitType.id));
  const groupUnitTypes = await db
    .select({ ownerId: questionGroupUnitType.questionGroupId, key: unitType.key })
    .from(questionGroupUnitType)
    .innerJoin(unitType, eq(unitType.id, questionGroupUnitType.unitTypeId))
    .innerJoin(questionGroup, eq(questionGroup.id, questionGroupUnitType.questionGroupId))
    .innerJoin(subform, eq(subform.id, questionGroup.subformId))
    .innerJoin(form, eq(form.id, subform.formId))
    .where(ofType)
    .orderBy(asc(unitType.orderKey), asc(unitType.id));
  // The recommended form is a form of the same type, so filtering on it finds the type's questions.
  const recommendedForms = await db
    .select({ ownerId: questionRecommendedForm.questionId, key: form.key })
    .from(questionRecommendedForm)
    .innerJoin(form, eq(form.id, questionRecommendedForm.formId))
    .where(ofType)
    .orderBy(asc(form.orderKey), asc(form.id));
  const indicators = await db
    .select({
      id: indicator.id,
      formId: indicator.formId,
      parentId: indicator.parentId,
      key: indicator.key,
      textId: indicator.textId,
      weight: indicator.weight,
      inputs: indicator.inputs,
    })
    .from(indicator)
    .innerJoin(form, eq(form.id, indicator.formId))
    .where(ofType)
    .orderBy(asc(indicator.orderKey), asc(indicator.id));

  const textIds = [
    type.textId,
    ...[...forms, ...subforms, ...groups, ...options, ...indicators].map((row) => row.textId),
    ...questions
      .flatMap((row) => [row.textId, row.groupHeadingTextId, row.tipTextId])
      .filter((id): id is number => id !== null),
  ];
  return {
    type,
    forms,
    subforms,
    groups,
    questions,
    options,
    subformUnitTypes,
    groupUnitTypes,
    recommendedForms,
    indicators,
    texts: await readTranslations(db, textIds),
  };
}

/** The texts in all six languages by text id, '' where a language is not stored. */
async function readTranslations(db: Db, textIds: number[]): Promise<Map<number, Translations>> {
  const texts = new Map<number, Translations>(
    textIds.map((id) => [id, { en: '', pl: '', de: '', fi: '', it: '', nl: '' }]),
  );
  const unique = [...texts.keys()];
  for (let start = 0; start < unique.length; start += TEXT_IDS_PER_QUERY) {
    const rows = await db
      .select({ textId: translation.textId, localeId: translation.localeId, text: translation.text })
      .from(translation)
      .where(inArray(translation.textId, unique.slice(start, start + TEXT_IDS_PER_QUERY)));
    for (const row of rows) {
      const code = localeCodes[row.localeId];
      const text = texts.get(row.textId);
      if (code && text) text[code] = row.text;
    }
  }
  return texts;
}

export type StructureRows = NonNullable<Awaited<ReturnType<typeof readStructureRows>>>;
