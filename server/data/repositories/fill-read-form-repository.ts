import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FilledSubformItem, FormDictionaryItem, FormListItem } from '@schemas/generated/api/fill';
import { isPrivilegedRole, ROLE, seesByTypeRights } from '../../shared/roles';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  filledForm,
  filledSubform,
  form,
  questionnaireType,
  questionnaireTypeRight,
  subform,
  subformUnitType,
} from '../schema/index';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/** A filled subform without its progress, which the use case computes with the engine. */
export type FilledSubformRow = Required<
  Pick<
    FilledSubformItem,
    'id' | 'subFormDicId' | 'name' | 'code' | 'subformText' | 'isActive' | 'farmType' | 'orderKey'
  >
> & { filledFormId: number };

/** The subform applies to the unit type: it names none (all types), or this one. */
function subformAppliesTo(unitTypeId: number): SQL {
  return sql`(not exists (select 1 from ${subformUnitType} where ${subformUnitType.subformId} = ${subform.id})
    or exists (select 1 from ${subformUnitType} where ${subformUnitType.subformId} = ${subform.id}
      and ${subformUnitType.unitTypeId} = ${unitTypeId}))`;
}

/** The unit types a subform names, as an id array (empty = all); qualified by hand for the select list. */
const subformUnitTypes = sql<number[]>`array(select t.unit_type_id from subform_unit_type t
  where t.subform_id = "subform"."id" order by t.unit_type_id)`;

/**
 * Form types a caller is offered in the form dictionary: the same rule as the questionnaire type
 * dictionary (administrators all, coordinators and observers by rights, the Long type only for the
 * privileged roles).
 */
function offeredTypeCondition(caller: Caller): SQL | undefined {
  if (caller.roleId === ROLE.administrator) return undefined;
  const rights = seesByTypeRights(caller.roleId)
    ? sql`${questionnaireType.id} in (select ${questionnaireTypeRight.questionnaireTypeId} from ${questionnaireTypeRight} where ${questionnaireTypeRight.userId} = ${caller.id})`
    : undefined;
  const shown = isPrivilegedRole(caller.roleId) ? undefined : eq(questionnaireType.privilegedOnly, false);
  return and(rights, shown);
}

/** Reads the forms and subforms of the fill screen. */
export function fillReadFormRepository(db: Db) {
  return {
    /** The questionnaire's filled forms in form order; inactive forms only when asked for. */
    filledForms(
      questionnaireId: number,
      localeId: number,
      includeInactive: boolean,
    ): Promise<FormListItem[]> {
      const name = localizedText(form.textId, localeId);
      return db
        .select({
          id: filledForm.id,
          formDicId: form.id,
          formName: name,
          formText: name,
          status: filledForm.status,
          isActive: form.isActive,
          questionnaireDicId: questionnaireType.id,
          questionnaireTextId: questionnaireType.textId,
          questionnaireName: localizedText(questionnaireType.textId, localeId),
          hasReport: form.hasReport,
          orderKey: form.orderKey,
        })
        .from(filledForm)
        .innerJoin(form, eq(form.id, filledForm.formId))
        .innerJoin(questionnaireType, eq(questionnaireType.id, form.questionnaireTypeId))
        .where(
          and(
            eq(filledForm.questionnaireId, questionnaireId),
            includeInactive ? undefined : eq(form.isActive, true),
          ),
        )
        .orderBy(asc(form.orderKey), asc(form.id));
    },

    /**
     * Filled subforms that apply to the unit type, in subform order: of one filled form, or of every
     * filled form of a questionnaire.
     */
    filledSubforms(
      of: { filledFormId: number } | { questionnaireId: number },
      unitTypeId: number,
      localeId: number,
      includeInactive: boolean,
    ): Promise<FilledSubformRow[]> {
      const name = localizedText(subform.textId, localeId);
      return db
        .select({
          id: filledSubform.id,
          filledFormId: filledSubform.filledFormId,
          subFormDicId: subform.id,
          name,
          subformText: name,
          code: subform.code,
          isActive: subform.isActive,
          farmType: subformUnitTypes,
          orderKey: subform.orderKey,
        })
        .from(filledSubform)
        .innerJoin(subform, eq(subform.id, filledSubform.subformId))
        .innerJoin(filledForm, eq(filledForm.id, filledSubform.filledFormId))
        .where(
          and(
            'filledFormId' in of
              ? eq(filledSubform.filledFormId, of.filledFormId)
              : eq(filledForm.questionnaireId, of.questionnaireId),
            subformAppliesTo(unitTypeId),
            includeInactive ? undefined : eq(subform.isActive, true),
          ),
        )
        .orderBy(asc(subform.orderKey), asc(subform.id));
    },

    /** The form dictionary (GET secured/form/list and list/active), in type and form order. */
    dictionary(
      caller: Caller,
      filter: { questionnaireTypeId?: number; activeOnly: boolean },
      localeId: number,
    ): Promise<FormDictionaryItem[]> {
      return db
        .select({
          id: form.id,
          name: localizedText(form.textId, localeId),
          questionnaireDicId: form.questionnaireTypeId,
          isActive: form.isActive,
          hasReport: form.hasReport,
          orderKey: form.orderKey,
        })
        .from(form)
        .innerJoin(questionnaireType, eq(questionnaireType.id, form.questionnaireTypeId))
        .where(
          and(
            offeredTypeCondition(caller),
            filter.questionnaireTypeId === undefined
              ? undefined
              : eq(form.questionnaireTypeId, filter.questionnaireTypeId),
            filter.activeOnly
              ? and(eq(form.isActive, true), eq(questionnaireType.isActive, true))
              : undefined,
          ),
        )
        .orderBy(
          asc(questionnaireType.orderKey),
          asc(questionnaireType.id),
          asc(form.orderKey),
          asc(form.id),
        );
    },

    /** Whether a form belongs to a questionnaire type. */
    async formOfType(formId: number, questionnaireTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: form.id })
        .from(form)
        .where(and(eq(form.id, formId), eq(form.questionnaireTypeId, questionnaireTypeId)));
      return row !== undefined;
    },
  };
}
