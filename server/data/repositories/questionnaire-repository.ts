import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { instanceName } from '@engine/structure/instance-name';
import type { Db } from '../database';
import {
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  form,
  question,
  questionGroup,
  questionGroupUnitType,
  questionnaire,
  subform,
  subformUnitType,
} from '../schema/index';

export interface NewQuestionnaire {
  unitId: number;
  unitTypeId: number;
  unitNumber: string;
  questionnaireTypeId: number;
  createdByUserId: number | null;
}

/**
 * Creates a questionnaire with its filled forms, subforms and one instance of every mandatory group
 * that applies to the unit's type (optional groups are added later by the user).
 */
export async function insertQuestionnaire(db: Db, input: NewQuestionnaire): Promise<number> {
  const [created] = await db
    .insert(questionnaire)
    .values({
      unitId: input.unitId,
      questionnaireTypeId: input.questionnaireTypeId,
      createdByUserId: input.createdByUserId,
      // The structure version its user sees from the start (issue 14: versioning safety).
      structureVersion: sql`(select structure_version from questionnaire_type where id = ${input.questionnaireTypeId})`,
    })
    .returning({ id: questionnaire.id });
  if (!created) throw new Error('No id returned for a new questionnaire');

  const forms = await db
    .select({ id: form.id })
    .from(form)
    .where(and(eq(form.questionnaireTypeId, input.questionnaireTypeId), eq(form.isActive, true)))
    .orderBy(asc(form.orderKey));
  for (const { id: formId } of forms) {
    const [filled] = await db
      .insert(filledForm)
      .values({ questionnaireId: created.id, formId })
      .returning({ id: filledForm.id });
    if (!filled) throw new Error('No id returned for a new filled form');
    const subforms = await db
      .select({ id: subform.id })
      .from(subform)
      .where(
        and(
          eq(subform.formId, formId),
          eq(subform.isActive, true),
          or(
            notExists(db.select().from(subformUnitType).where(eq(subformUnitType.subformId, subform.id))),
            inArray(
              subform.id,
              db
                .select({ id: subformUnitType.subformId })
                .from(subformUnitType)
                .where(eq(subformUnitType.unitTypeId, input.unitTypeId)),
            ),
          ),
        ),
      )
      .orderBy(asc(subform.orderKey));
    for (const { id: subformId } of subforms) {
      const [filledSub] = await db
        .insert(filledSubform)
        .values({ filledFormId: filled.id, subformId })
        .returning({ id: filledSubform.id });
      if (!filledSub) throw new Error('No id returned for a new filled subform');
      await insertMandatoryGroups(db, filledSub.id, subformId, input);
    }
  }
  return created.id;
}

async function insertMandatoryGroups(
  db: Db,
  filledSubformId: number,
  subformId: number,
  input: NewQuestionnaire,
) {
  const groups = await db
    .select({ id: questionGroup.id, pattern: questionGroup.instanceNamePattern })
    .from(questionGroup)
    .where(
      and(
        eq(questionGroup.subformId, subformId),
        eq(questionGroup.isActive, true),
        eq(questionGroup.optional, false),
        or(
          notExists(
            db
              .select()
              .from(questionGroupUnitType)
              .where(eq(questionGroupUnitType.questionGroupId, questionGroup.id)),
          ),
          inArray(
            questionGroup.id,
            db
              .select({ id: questionGroupUnitType.questionGroupId })
              .from(questionGroupUnitType)
              .where(eq(questionGroupUnitType.unitTypeId, input.unitTypeId)),
          ),
        ),
      ),
    )
    .orderBy(asc(questionGroup.orderKey));
  for (const [index, group] of groups.entries()) {
    await insertGroupInstance(db, {
      filledSubformId,
      questionGroupId: group.id,
      orderKey: index + 1,
      name: group.pattern ? instanceName(group.pattern, { unitNumber: input.unitNumber, n: 1 }) : null,
    });
  }
}

/** One question group instance with a filled question for each active question of the group. */
export async function insertGroupInstance(
  db: Db,
  instance: { filledSubformId: number; questionGroupId: number; orderKey: number; name: string | null },
): Promise<number> {
  const [list] = await db
    .insert(filledQuestionList)
    .values(instance)
    .returning({ id: filledQuestionList.id });
  if (!list) throw new Error('No id returned for a new question group instance');
  const questions = await db
    .select({ id: question.id })
    .from(question)
    .where(and(eq(question.questionGroupId, instance.questionGroupId), eq(question.isActive, true)));
  if (questions.length > 0) {
    await db
      .insert(filledQuestion)
      .values(questions.map((row) => ({ filledQuestionListId: list.id, questionId: row.id })));
  }
  return list.id;
}
