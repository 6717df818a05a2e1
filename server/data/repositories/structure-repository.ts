import { eq } from 'drizzle-orm';
import type {
  QuestionnaireStructure,
  StructureIndicator,
  StructureQuestion,
} from '@schemas/generated/structure';
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
} from '../schema/index';
import { insertText } from './text-repository';

/** References were checked before the insert, so a missing key here is a programming error. */
function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unresolved structure reference "${key}"`);
  return id;
}

async function insertId<T extends { id: number }>(rows: Promise<T[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('No id returned for a new structure row');
  return row.id;
}

/**
 * Writes a whole structure document (already checked) as a new questionnaire type. Key references
 * become database ids in a second pass, once every question exists.
 */
export async function insertStructure(
  db: Db,
  structure: QuestionnaireStructure,
  unitTypeIds: ReadonlyMap<string, number>,
): Promise<number> {
  const typeId = await insertId(
    db
      .insert(questionnaireType)
      .values({
        key: structure.key,
        textId: await insertText(db, structure.name),
        privilegedOnly: structure.privilegedOnly,
        isActive: structure.isActive,
      })
      .returning({ id: questionnaireType.id }),
  );
  await insertStructureContent(db, typeId, structure, unitTypeIds);
  return typeId;
}

/**
 * Writes a structure document's forms (with everything under them) into an existing questionnaire
 * type that has none: the second half of insertStructure, and what an import that replaces a type
 * writes once the old forms are gone.
 */
export async function insertStructureContent(
  db: Db,
  typeId: number,
  structure: QuestionnaireStructure,
  unitTypeIds: ReadonlyMap<string, number>,
): Promise<void> {
  const formIds = new Map<string, number>();
  const questionIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  const pending: { id: number; question: StructureQuestion }[] = [];
  const unitTypesOf = (keys: string[]) => keys.map((key) => idOf(unitTypeIds, key));

  for (const [formIndex, formDoc] of structure.forms.entries()) {
    const formId = await insertId(
      db
        .insert(form)
        .values({
          questionnaireTypeId: typeId,
          key: formDoc.key,
          textId: await insertText(db, formDoc.name),
          hasReport: formDoc.hasReport,
          orderKey: formIndex + 1,
          isActive: formDoc.isActive,
        })
        .returning({ id: form.id }),
    );
    formIds.set(formDoc.key, formId);
    for (const [subformIndex, subformDoc] of formDoc.subforms.entries()) {
      const subformId = await insertId(
        db
          .insert(subform)
          .values({
            formId,
            key: subformDoc.key,
            code: subformDoc.code,
            textId: await insertText(db, subformDoc.name),
            orderKey: subformIndex + 1,
            isActive: subformDoc.isActive,
          })
          .returning({ id: subform.id }),
      );
      const subformUnitTypes = unitTypesOf(subformDoc.unitTypeKeys);
      if (subformUnitTypes.length > 0) {
        await db
          .insert(subformUnitType)
          .values(subformUnitTypes.map((unitTypeId) => ({ subformId, unitTypeId })));
      }
      for (const [groupIndex, groupDoc] of subformDoc.groups.entries()) {
        const groupId = await insertId(
          db
            .insert(questionGroup)
            .values({
              subformId,
              key: groupDoc.key,
              qlNumber: groupDoc.qlNumber,
              textId: await insertText(db, groupDoc.name),
              orderKey: groupIndex + 1,
              isActive: groupDoc.isActive,
              optional: groupDoc.optional,
              instanceNamePattern: groupDoc.instanceNamePattern ?? null,
            })
            .returning({ id: questionGroup.id }),
        );
        const groupUnitTypes = unitTypesOf(groupDoc.unitTypeKeys);
        if (groupUnitTypes.length > 0) {
          await db
            .insert(questionGroupUnitType)
            .values(groupUnitTypes.map((unitTypeId) => ({ questionGroupId: groupId, unitTypeId })));
        }
        for (const [questionIndex, questionDoc] of groupDoc.questions.entries()) {
          const questionId = await insertId(
            db
              .insert(question)
              .values({
                questionGroupId: groupId,
                key: questionDoc.key,
                answerTypeId: questionDoc.answerType,
                shortName: questionDoc.shortName,
                textId: await insertText(db, questionDoc.text),
                groupHeadingTextId: questionDoc.groupHeading
                  ? await insertText(db, questionDoc.groupHeading)
                  : null,
                tipTextId: questionDoc.tip ? await insertText(db, questionDoc.tip) : null,
                category: questionDoc.category ?? null,
                min: questionDoc.min ?? null,
                max: questionDoc.max ?? null,
                recommended: questionDoc.recommended,
                tracked: questionDoc.tracked ?? false,
                orderKey: questionIndex + 1,
                isActive: questionDoc.isActive,
              })
              .returning({ id: question.id }),
          );
          questionIds.set(questionDoc.key, questionId);
          pending.push({ id: questionId, question: questionDoc });
          for (const [optionIndex, optionDoc] of questionDoc.options.entries()) {
            const optionId = await insertId(
              db
                .insert(answerOption)
                .values({
                  questionId,
                  key: optionDoc.key,
                  textId: await insertText(db, optionDoc.text),
                  shortName: optionDoc.shortName ?? null,
                  hasInput: optionDoc.hasInput,
                  min: optionDoc.min ?? null,
                  max: optionDoc.max ?? null,
                  skipQuestions: optionDoc.skipQuestions,
                  skipQuestionsOffset: optionDoc.skipQuestionsOffset,
                  score: optionDoc.score ?? null,
                  orderKey: optionIndex + 1,
                  isActive: optionDoc.isActive,
                })
                .returning({ id: answerOption.id }),
            );
            optionIds.set(`${questionDoc.key}/${optionDoc.key}`, optionId);
          }
        }
      }
    }
  }

  await linkReferences(db, pending, { questionIds, optionIds, formIds });
  for (const formDoc of structure.forms) {
    await insertIndicators(db, idOf(formIds, formDoc.key), null, formDoc.indicators, questionIds);
  }
}

interface IdMaps {
  questionIds: ReadonlyMap<string, number>;
  optionIds: ReadonlyMap<string, number>;
  formIds: ReadonlyMap<string, number>;
}

async function linkReferences(db: Db, pending: { id: number; question: StructureQuestion }[], ids: IdMaps) {
  const questionId = (key: string | undefined) => (key === undefined ? null : idOf(ids.questionIds, key));
  for (const { id, question: questionDoc } of pending) {
    const links = {
      maxAnswerQuestionId: questionId(questionDoc.maxFromQuestionKey),
      optionsFromQuestionId: questionId(questionDoc.optionsFromQuestionKey),
      prefillFromQuestionId: questionId(questionDoc.prefillFromQuestionKey),
    };
    if (Object.values(links).some((value) => value !== null)) {
      await db.update(question).set(links).where(eq(question.id, id));
    }
    if (questionDoc.recommendedFormKeys.length > 0) {
      await db
        .insert(questionRecommendedForm)
        .values(
          questionDoc.recommendedFormKeys.map((key) => ({ questionId: id, formId: idOf(ids.formIds, key) })),
        );
    }
    for (const optionDoc of questionDoc.options) {
      const optionId = idOf(ids.optionIds, `${questionDoc.key}/${optionDoc.key}`);
      const when = optionDoc.availableWhen;
      const maxAnswerQuestionId = questionId(optionDoc.maxFromQuestionKey);
      if (!when && maxAnswerQuestionId === null) continue;
      await db
        .update(answerOption)
        .set({
          maxAnswerQuestionId,
          availableWhen: when
            ? {
                questionId: idOf(ids.questionIds, when.questionKey),
                optionIds: when.optionKeys.map((key) => idOf(ids.optionIds, `${when.questionKey}/${key}`)),
              }
            : null,
        })
        .where(eq(answerOption.id, optionId));
    }
  }
}

async function insertIndicators(
  db: Db,
  formId: number,
  parentId: number | null,
  indicators: StructureIndicator[],
  questionIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [index, indicatorDoc] of indicators.entries()) {
    const id = await insertId(
      db
        .insert(indicator)
        .values({
          formId,
          parentId,
          key: indicatorDoc.key,
          textId: await insertText(db, indicatorDoc.name),
          weight: indicatorDoc.weight ?? 1,
          inputs: (indicatorDoc.inputs ?? []).map(({ questionKey, ...input }) => ({
            ...input,
            questionId: idOf(questionIds, questionKey),
          })),
          orderKey: index + 1,
        })
        .returning({ id: indicator.id }),
    );
    if (indicatorDoc.children) await insertIndicators(db, formId, id, indicatorDoc.children, questionIds);
  }
}
