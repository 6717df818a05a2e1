import { and, asc, eq, sql } from 'drizzle-orm';
import type { OptionalGroupItem } from '@schemas/generated/api/fill';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { questionGroup, subform } from '../schema/index';
import { groupAppliesTo } from './fill-read-group-repository';

/** Reads the optional groups a filled subform offers. */
export function fillReadOptionalRepository(db: Db) {
  return {
    /**
     * The subform's active optional groups that apply to the unit type, in order, with the first
     * instance of each in this filled subform when it has been added.
     */
    async optionalGroups(
      filledSubformId: number,
      subformId: number,
      unitTypeId: number,
      localeId: number,
    ): Promise<OptionalGroupItem[]> {
      const rows = await db
        .select({
          id: questionGroup.id,
          text: localizedText(questionGroup.textId, localeId),
          filledQuestionListId: sql<number | null>`(select l.id from filled_question_list l
            where l.filled_subform_id = ${filledSubformId} and l.question_group_id = "question_group"."id"
            order by l.order_key, l.id limit 1)`,
        })
        .from(questionGroup)
        // The join keeps drizzle qualifying the columns of the correlated lookups.
        .innerJoin(subform, eq(subform.id, questionGroup.subformId))
        .where(
          and(
            eq(questionGroup.subformId, subformId),
            eq(questionGroup.optional, true),
            eq(questionGroup.isActive, true),
            groupAppliesTo(unitTypeId),
          ),
        )
        .orderBy(asc(questionGroup.orderKey), asc(questionGroup.id));
      return rows.map((row) => ({
        id: row.id,
        text: row.text,
        groupText: null,
        added: row.filledQuestionListId !== null,
        filledQuestionListId: row.filledQuestionListId,
      }));
    },
  };
}
