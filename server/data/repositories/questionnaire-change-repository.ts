import { and, eq, exists, sql } from 'drizzle-orm';
import {
  editableQuestionnaireCondition,
  editableUnitCondition,
  visibleQuestionnaireCondition,
} from '../access-scope';
import type { Db } from '../database';
import { filledForm, questionnaire, questionnaireType, unit } from '../schema/index';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** A questionnaire as the lifecycle calls see it, with what the caller may do to it. */
export interface QuestionnaireForChange {
  id: number;
  isActive: boolean;
  /** The caller may see it (list scope). */
  visible: boolean;
  /** The caller works on its unit (fill, remove, deactivate as an expert). */
  editable: boolean;
  /** A filled form of it has been submitted. */
  hasSubmittedForm: boolean;
}

/** A unit as the add-questionnaire call needs it. */
export interface UnitForNewQuestionnaire {
  id: number;
  number: string;
  unitTypeId: number;
  isActive: boolean;
  editable: boolean;
}

/** A questionnaire type as the add-questionnaire call needs it. */
export interface QuestionnaireTypeForNew {
  id: number;
  isActive: boolean;
  privilegedOnly: boolean;
}

/** Reads and changes single questionnaires for the lifecycle calls (add, remove, confirm, unblock). */
export function questionnaireChangeRepository(db: Db) {
  return {
    async findForChange(caller: Caller, id: number): Promise<QuestionnaireForChange | undefined> {
      const [row] = await db
        .select({
          id: questionnaire.id,
          isActive: questionnaire.isActive,
          visible: sql<boolean>`(${visibleQuestionnaireCondition(caller)})`,
          editable: sql<boolean>`(${editableQuestionnaireCondition(caller)})`,
          hasSubmittedForm: sql<boolean>`${exists(
            db
              .select({ id: filledForm.id })
              .from(filledForm)
              .where(and(eq(filledForm.questionnaireId, questionnaire.id), eq(filledForm.status, true))),
          )}`,
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .where(eq(questionnaire.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        isActive: row.isActive,
        visible: row.visible === true,
        editable: row.editable === true,
        hasSubmittedForm: row.hasSubmittedForm === true,
      };
    },

    async findUnit(caller: Caller, unitId: number): Promise<UnitForNewQuestionnaire | undefined> {
      const [row] = await db
        .select({
          id: unit.id,
          number: unit.number,
          unitTypeId: unit.unitTypeId,
          isActive: unit.isActive,
          editable: sql<boolean>`(${editableUnitCondition(caller)})`,
        })
        .from(unit)
        .where(eq(unit.id, unitId));
      return row ? { ...row, editable: row.editable === true } : undefined;
    },

    async findType(typeId: number): Promise<QuestionnaireTypeForNew | undefined> {
      const [row] = await db
        .select({
          id: questionnaireType.id,
          isActive: questionnaireType.isActive,
          privilegedOnly: questionnaireType.privilegedOnly,
        })
        .from(questionnaireType)
        .where(eq(questionnaireType.id, typeId));
      return row;
    },

    /** Removes a questionnaire; its filled forms and everything under them go with it (cascade). */
    async remove(id: number): Promise<void> {
      await db.delete(questionnaire).where(eq(questionnaire.id, id));
    },

    async setActive(id: number, isActive: boolean): Promise<void> {
      await db.update(questionnaire).set({ isActive }).where(eq(questionnaire.id, id));
    },
  };
}
