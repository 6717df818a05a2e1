import { eq, sql, type SQL } from 'drizzle-orm';
import { editableQuestionnaireCondition, type Caller as CallerRef } from '../access-scope';
import { readableQuestionnaireCondition } from './fill-read-scope-repository';
import type { Db } from '../database';
import {
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  question,
  questionGroup,
  questionGroupUnitType,
  questionnaire,
  unit,
} from '../schema/index';
import { fromFilledQuestionPlace } from './filled-question-joins';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** The questionnaire and filled form a fill write lands in, and whether the caller may change it. */
export interface WriteScope {
  questionnaireId: number;
  questionnaireTypeId: number;
  questionnaireActive: boolean;
  unitNumber: string;
  unitTypeId: number;
  filledFormId: number;
  formId: number;
  formSubmitted: boolean;
  /**
   * The structure the write lands in is switched on: the form, and for a write inside a subform the
   * subform too. Administrators switch them off in the structure editor; the fill screen hides them.
   */
  structureActive: boolean;
  /** The caller works on the unit (farmer: owns it, expert: assigned to it). */
  editable: boolean;
  /** The caller may see the questionnaire at all (else it is answered as if it did not exist). */
  readable: boolean;
}

/** A filled question with what the save and delete calls check. */
export interface QuestionWriteScope extends WriteScope {
  filledQuestionId: number;
  filledQuestionListId: number;
  questionId: number;
  answerTypeId: number;
  /** The question, its group and the group's unit types let the fill screen show it. */
  shown: boolean;
}

/** A group instance with what the delete and rename calls check. */
export interface InstanceWriteScope extends WriteScope {
  instanceId: number;
  filledSubformId: number;
  questionGroupId: number;
  qlNumber: number;
  optional: boolean;
  /** The group is active and applies to the unit's type. */
  shown: boolean;
}

export interface SubformWriteScope extends WriteScope {
  filledSubformId: number;
  subformId: number;
}

/** The group applies to the unit's type: it names no type (all of them), or the unit's. */
export function groupAppliesToUnit(): SQL<boolean> {
  return sql<boolean>`(not exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id})
    or exists (select 1 from ${questionGroupUnitType} where ${questionGroupUnitType.questionGroupId} = ${questionGroup.id}
      and ${questionGroupUnitType.unitTypeId} = ${unit.unitTypeId}))`;
}

/** The form of the filled form is switched on (the write names no subform). */
function formActive(): SQL<boolean> {
  return sql<boolean>`coalesce((select sf.is_active from form sf where sf.id = "filled_form"."form_id"), false)`;
}

/** The subform of the filled subform and its form are switched on. */
export function subformActive(): SQL<boolean> {
  return sql<boolean>`coalesce((select ss.is_active and sf.is_active from subform ss join form sf on sf.id = ss.form_id
    where ss.id = "filled_subform"."subform_id"), false)`;
}

/** The scope columns of every fill write: the questionnaire, its unit and filled form, and the caller's rights. */
export function scopeColumns(caller: CallerRef) {
  return {
    questionnaireId: questionnaire.id,
    questionnaireTypeId: questionnaire.questionnaireTypeId,
    questionnaireActive: questionnaire.isActive,
    unitNumber: unit.number,
    unitTypeId: unit.unitTypeId,
    filledFormId: filledForm.id,
    formId: filledForm.formId,
    formSubmitted: filledForm.status,
    structureActive: formActive(),
    editable: sql<boolean>`(${editableQuestionnaireCondition(caller)})`,
    readable: sql<boolean>`(${readableQuestionnaireCondition(caller)})`,
  };
}

function withFlags<T extends { editable: unknown; readable: unknown; structureActive: unknown }>(
  row: T | undefined,
):
  | (Omit<T, 'editable' | 'readable' | 'structureActive'> & {
      editable: boolean;
      readable: boolean;
      structureActive: boolean;
    })
  | undefined {
  return row
    ? {
        ...row,
        editable: row.editable === true,
        readable: row.readable === true,
        structureActive: row.structureActive === true,
      }
    : undefined;
}

/**
 * Finds the questionnaire behind an id of a fill write and locks it for the transaction: the
 * questionnaire and filled form rows are held FOR SHARE (FOR UPDATE where the form itself changes),
 * so a confirmation or a submission cannot slip in between the checks and the write.
 */
export function fillWriteScopeRepository(db: Db) {
  return {
    async lockQuestion(caller: Caller, filledQuestionId: number): Promise<QuestionWriteScope | undefined> {
      const [row] = await fromFilledQuestionPlace(
        db.select({
          ...scopeColumns(caller),
          structureActive: subformActive(),
          filledQuestionId: filledQuestion.id,
          filledQuestionListId: filledQuestion.filledQuestionListId,
          questionId: question.id,
          answerTypeId: question.answerTypeId,
          shown: sql<boolean>`(${question.isActive} and ${questionGroup.isActive} and ${groupAppliesToUnit()})`,
        }),
      )
        .where(eq(filledQuestion.id, filledQuestionId))
        .for('share', { of: [questionnaire, filledForm] });
      const found = withFlags(row);
      return found ? { ...found, shown: row?.shown === true } : undefined;
    },

    async lockInstance(caller: Caller, instanceId: number): Promise<InstanceWriteScope | undefined> {
      const [row] = await db
        .select({
          ...scopeColumns(caller),
          structureActive: subformActive(),
          instanceId: filledQuestionList.id,
          filledSubformId: filledQuestionList.filledSubformId,
          questionGroupId: questionGroup.id,
          qlNumber: questionGroup.qlNumber,
          optional: questionGroup.optional,
          shown: sql<boolean>`(${questionGroup.isActive} and ${groupAppliesToUnit()})`,
        })
        .from(filledQuestionList)
        .innerJoin(questionGroup, eq(questionGroup.id, filledQuestionList.questionGroupId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledQuestionList.id, instanceId))
        .for('share', { of: [questionnaire, filledForm] });
      const found = withFlags(row);
      return found ? { ...found, shown: row?.shown === true } : undefined;
    },

    async lockSubform(caller: Caller, filledSubformId: number): Promise<SubformWriteScope | undefined> {
      const [row] = await db
        .select({
          ...scopeColumns(caller),
          structureActive: subformActive(),
          filledSubformId: filledSubform.id,
          subformId: filledSubform.subformId,
        })
        .from(filledSubform)
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledSubform.id, filledSubformId))
        .for('share', { of: [questionnaire, filledForm] });
      return withFlags(row);
    },

    /** The filled form is locked FOR UPDATE: its submission changes it. */
    async lockFormForUpdate(caller: Caller, filledFormId: number): Promise<WriteScope | undefined> {
      const [row] = await db
        .select(scopeColumns(caller))
        .from(filledForm)
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledForm.id, filledFormId))
        .for('update', { of: filledForm });
      return withFlags(row);
    },

    /**
     * Serialises the group changes of one filled subform (orders and "last instance" counts): taken
     * after the scope's share locks, always in that order.
     */
    async lockSubformGroups(filledSubformId: number): Promise<void> {
      await db
        .select({ id: filledSubform.id })
        .from(filledSubform)
        .where(eq(filledSubform.id, filledSubformId))
        .for('update');
    },
  };
}
