import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuestionnaireTypeRight } from '@schemas/generated/api/lists';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { questionnaireType, questionnaireTypeRight } from '../schema/index';

export interface QuestionnaireTypeFacts {
  id: number;
  privilegedOnly: boolean;
}

/** Questionnaire-type rights of coordinators and observers. */
export function rightsRepository(db: Db) {
  return {
    async findType(typeId: number): Promise<QuestionnaireTypeFacts | undefined> {
      const [row] = await db
        .select({ id: questionnaireType.id, privilegedOnly: questionnaireType.privilegedOnly })
        .from(questionnaireType)
        .where(eq(questionnaireType.id, typeId));
      return row;
    },

    /** Every questionnaire type in order, translated, each with whether the user holds its right. */
    async list(
      userId: number,
      localeId: number,
      withPrivilegedOnly: boolean,
    ): Promise<QuestionnaireTypeRight[]> {
      const rows = await db
        .select({
          id: questionnaireType.id,
          name: localizedText(questionnaireType.textId, localeId),
          assigned: sql<boolean>`"questionnaire_type_right"."user_id" is not null`,
        })
        .from(questionnaireType)
        .leftJoin(
          questionnaireTypeRight,
          and(
            eq(questionnaireTypeRight.questionnaireTypeId, questionnaireType.id),
            eq(questionnaireTypeRight.userId, userId),
          ),
        )
        .where(withPrivilegedOnly ? undefined : eq(questionnaireType.privilegedOnly, false))
        .orderBy(asc(questionnaireType.orderKey), asc(questionnaireType.id));
      return rows.map((row) => ({ ...row, assigned: row.assigned === true }));
    },

    /** Grants the right and tells whether it was new; granting it again changes nothing (the first grant date stays). */
    async grant(userId: number, typeId: number, now: Date): Promise<boolean> {
      const granted = await db
        .insert(questionnaireTypeRight)
        .values({ userId, questionnaireTypeId: typeId, grantedAt: now })
        .onConflictDoNothing()
        .returning({ userId: questionnaireTypeRight.userId });
      return granted.length > 0;
    },

    /** Revokes the right and tells whether it was held; revoking one not held changes nothing. */
    async revoke(userId: number, typeId: number): Promise<boolean> {
      const revoked = await db
        .delete(questionnaireTypeRight)
        .where(
          and(
            eq(questionnaireTypeRight.userId, userId),
            eq(questionnaireTypeRight.questionnaireTypeId, typeId),
          ),
        )
        .returning({ userId: questionnaireTypeRight.userId });
      return revoked.length > 0;
    },
  };
}

export type RightsRepository = ReturnType<typeof rightsRepository>;
