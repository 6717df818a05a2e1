import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../shared/roles';
import {
  editableQuestionnaireCondition,
  visibleQuestionnaireCondition,
  type Caller as CallerRef,
} from '../access-scope';
import type { Db } from '../database';
import {
  filledForm,
  filledQuestion,
  filledQuestionList,
  filledSubform,
  questionnaire,
  unit,
} from '../schema/index';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** The questionnaire a fill read is about, and whether the caller may read it. */
export interface FillScope {
  questionnaireId: number;
  questionnaireTypeId: number;
  unitTypeId: number;
  readable: boolean;
}

/** A questionnaire's scope with what decides whether the caller may write in it. */
export interface FillScopeWithWriting extends FillScope {
  /** The caller works on the unit (the writes' rule, `editableQuestionnaireCondition`). */
  editable: boolean;
  /** Accepted by a coordinator: nobody writes in it any more. */
  questionnaireActive: boolean;
}

/**
 * Questionnaires the caller may read on the fill screen: those of the list scope, and every one for
 * administrators, whose admin mode opens the fill screen to edit the structure.
 */
export function readableQuestionnaireCondition(caller: CallerRef): SQL {
  return caller.roleId === ROLE.administrator ? sql`true` : visibleQuestionnaireCondition(caller);
}

/** Finds the questionnaire behind an id of the fill path (questionnaire, filled form, subform, question). */
export function fillReadScopeRepository(db: Db) {
  function scopeColumns(caller: Caller) {
    return {
      questionnaireId: questionnaire.id,
      questionnaireTypeId: questionnaire.questionnaireTypeId,
      unitTypeId: unit.unitTypeId,
      readable: sql<boolean>`(${readableQuestionnaireCondition(caller)})`,
    };
  }

  function scopeOf<T extends { readable: unknown }>(
    row: T | undefined,
  ): (T & { readable: boolean }) | undefined {
    return row ? { ...row, readable: row.readable === true } : undefined;
  }

  return {
    async byQuestionnaire(caller: Caller, questionnaireId: number): Promise<FillScope | undefined> {
      const [row] = await db
        .select(scopeColumns(caller))
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(questionnaire.id, questionnaireId));
      return scopeOf(row);
    },

    /** The questionnaire's scope with whether the caller may write in it (read, never locked). */
    async byQuestionnaireWithWriting(
      caller: Caller,
      questionnaireId: number,
    ): Promise<FillScopeWithWriting | undefined> {
      const [row] = await db
        .select({
          ...scopeColumns(caller),
          editable: sql<boolean>`(${editableQuestionnaireCondition(caller)})`,
          questionnaireActive: questionnaire.isActive,
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(questionnaire.id, questionnaireId));
      const scope = scopeOf(row);
      return scope ? { ...scope, editable: scope.editable === true } : undefined;
    },

    async byFilledForm(
      caller: Caller,
      filledFormId: number,
    ): Promise<(FillScope & { formId: number }) | undefined> {
      const [row] = await db
        .select({ ...scopeColumns(caller), formId: filledForm.formId })
        .from(filledForm)
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledForm.id, filledFormId));
      return scopeOf(row);
    },

    /**
     * With `shownVersion`: the structure version to show the subform in, when its questionnaire can
     * no longer change (approved, or the form submitted) and was saved against an older version than
     * the type's current one; null otherwise (issue 14: versioning safety).
     */
    async byFilledSubform(
      caller: Caller,
      filledSubformId: number,
    ): Promise<(FillScope & { subformId: number; shownVersion: number | null }) | undefined> {
      const [row] = await db
        .select({
          ...scopeColumns(caller),
          subformId: filledSubform.subformId,
          shownVersion: sql<number | null>`case when (${questionnaire.isActive} or ${filledForm.status})
            and ${questionnaire.structureVersion} < (select t.structure_version from questionnaire_type t
              where t.id = ${questionnaire.questionnaireTypeId})
            then ${questionnaire.structureVersion} end`,
        })
        .from(filledSubform)
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledSubform.id, filledSubformId));
      return scopeOf(row);
    },

    async byFilledQuestion(caller: Caller, filledQuestionId: number): Promise<FillScope | undefined> {
      const [row] = await db
        .select(scopeColumns(caller))
        .from(filledQuestion)
        .innerJoin(filledQuestionList, eq(filledQuestionList.id, filledQuestion.filledQuestionListId))
        .innerJoin(filledSubform, eq(filledSubform.id, filledQuestionList.filledSubformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .innerJoin(questionnaire, eq(questionnaire.id, filledForm.questionnaireId))
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(filledQuestion.id, filledQuestionId));
      return scopeOf(row);
    },
  };
}
