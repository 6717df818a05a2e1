import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import { editableQuestionnaireCondition } from '../access-scope';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import {
  filledForm,
  form,
  institution,
  institutionType,
  questionnaire,
  questionnaireType,
  unit,
  unitType,
} from '../schema/index';
import {
  creator,
  listEmail,
  owner,
  questionnaireListPage,
  type Caller,
  type QuestionnaireListQuery,
} from './questionnaire-list-page';

export {
  questionnaireListFilters,
  questionnaireListSorts,
  type QuestionnaireListFilter,
  type QuestionnaireListQuery,
  type QuestionnaireListSort,
} from './questionnaire-list-page';

/** Reads the questionnaire list: one page of the questionnaires a caller may see, with its total. */
export function questionnaireListRepository(db: Db) {
  return {
    async list(
      caller: Caller,
      query: QuestionnaireListQuery,
      localeId: number,
    ): Promise<{ rows: QuestionnaireListItem[]; total: number }> {
      const { ids, total } = await questionnaireListPage(db, caller, query, localeId);
      if (ids.length === 0) return { rows: [], total };
      // The page's columns, read for its ids only (the page query fixed their order). Twenty rows look
      // their names up one by one, which plans faster than joining the lists' name tables.
      const page = await db
        .select({
          id: questionnaire.id,
          farmId: unit.id,
          farmName: unit.description,
          farmNumber: unit.number,
          farmType: localizedText(unitType.textId, localeId),
          farmTypeId: unit.unitTypeId,
          regionName: sql<
            string | null
          >`case when ${institution.id} is null then null else ${localizedText(institution.textId, localeId)} end`,
          countryName: sql<
            string | null
          >`case when ${institutionType.id} is null then null else ${localizedText(institutionType.textId, localeId)} end`,
          email: listEmail,
          questionnaireName: localizedText(questionnaireType.textId, localeId),
          questionnaireDicId: questionnaire.questionnaireTypeId,
          isActive: questionnaire.isActive,
          createdAt: questionnaire.createdAt,
          editable: sql<boolean>`(${editableQuestionnaireCondition(caller)})`,
        })
        .from(questionnaire)
        .innerJoin(unit, eq(unit.id, questionnaire.unitId))
        .innerJoin(unitType, eq(unitType.id, unit.unitTypeId))
        .innerJoin(questionnaireType, eq(questionnaireType.id, questionnaire.questionnaireTypeId))
        .leftJoin(institution, eq(institution.id, unit.institutionId))
        .leftJoin(institutionType, eq(institutionType.id, institution.institutionTypeId))
        .leftJoin(owner, eq(owner.id, unit.ownerUserId))
        .leftJoin(creator, eq(creator.id, questionnaire.createdByUserId))
        .where(inArray(questionnaire.id, ids));
      const byId = new Map(page.map((row) => [row.id, row]));
      const forms = await formLists(db, ids, localeId);
      return {
        total,
        rows: ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const { createdAt, ...columns } = row;
          return [
            {
              ...columns,
              email: columns.email ?? null,
              regionName: columns.regionName ?? null,
              countryName: columns.countryName ?? null,
              editable: columns.editable === true,
              status: columns.isActive ? 1 : 0,
              questionnaryDate: new Date(createdAt).toISOString(),
              formList: forms.get(id) ?? [],
            },
          ];
        }),
      };
    },
  };
}

/** The filled forms of the listed questionnaires, in form order, with translated form names. */
async function formLists(
  db: Db,
  questionnaireIds: number[],
  localeId: number,
): Promise<Map<number, QuestionnaireListItem['formList']>> {
  const lists = new Map<number, QuestionnaireListItem['formList']>();
  if (questionnaireIds.length === 0) return lists;
  const rows = await db
    .select({
      questionnaireId: filledForm.questionnaireId,
      formName: localizedText(form.textId, localeId),
      status: filledForm.status,
    })
    .from(filledForm)
    .innerJoin(form, eq(form.id, filledForm.formId))
    .where(inArray(filledForm.questionnaireId, questionnaireIds))
    .orderBy(asc(filledForm.questionnaireId), asc(form.orderKey), asc(form.id));
  for (const row of rows) {
    const list = lists.get(row.questionnaireId) ?? [];
    list.push({ formName: row.formName, status: row.status });
    lists.set(row.questionnaireId, list);
  }
  return lists;
}
