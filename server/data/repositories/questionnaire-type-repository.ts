import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { QuestionnaireTypeItem } from '@schemas/generated/api/lists';
import { isPrivilegedRole, ROLE, seesByTypeRights } from '../../shared/roles';
import type { Db } from '../database';
import { localizedText } from '../localized-text';
import { questionnaireType, questionnaireTypeRight } from '../schema/index';
import type { UserRow } from './user-repository';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/**
 * The questionnaire types a caller may be offered: administrators all (they edit structures),
 * coordinators and observers those they hold rights to, and the Long (privileged) type only for
 * coordinators and experts.
 */
function offeredTypeCondition(caller: Caller): SQL | undefined {
  if (caller.roleId === ROLE.administrator) return undefined;
  const rights = seesByTypeRights(caller.roleId)
    ? inArray(
        questionnaireType.id,
        sql`(select ${questionnaireTypeRight.questionnaireTypeId} from ${questionnaireTypeRight} where ${questionnaireTypeRight.userId} = ${caller.id})`,
      )
    : undefined;
  const shown = isPrivilegedRole(caller.roleId) ? undefined : eq(questionnaireType.privilegedOnly, false);
  return and(rights, shown);
}

/** Reads the questionnaire type dictionary for the dic/list and dic/inactive calls. */
export function questionnaireTypeRepository(db: Db) {
  return {
    list(caller: Caller, isActive: boolean, localeId: number): Promise<QuestionnaireTypeItem[]> {
      return db
        .select({
          id: questionnaireType.id,
          questionnaireText: localizedText(questionnaireType.textId, localeId),
          privilegedOnly: questionnaireType.privilegedOnly,
          textId: questionnaireType.textId,
          isActive: questionnaireType.isActive,
        })
        .from(questionnaireType)
        .where(and(eq(questionnaireType.isActive, isActive), offeredTypeCondition(caller)))
        .orderBy(asc(questionnaireType.orderKey), asc(questionnaireType.id));
    },
  };
}
