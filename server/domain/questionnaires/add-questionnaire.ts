import type { NewQuestionnaire } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { questionnaireChangeRepository } from '../../data/repositories/questionnaire-change-repository';
import { insertQuestionnaire } from '../../data/repositories/questionnaire-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { isPrivilegedRole } from '../../shared/roles';
import { refuseOtherUser } from './refuse-other-user';

/**
 * Creates a questionnaire of a type on a unit the caller works on (POST secured/questinnaire/add),
 * with its filled forms, subforms and mandatory groups, all in one transaction.
 */
export async function addQuestionnaire(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  input: NewQuestionnaire,
): Promise<{ id: number }> {
  refuseOtherUser(caller, input.idUsers);
  return db.transaction(async (tx) => {
    const repository = questionnaireChangeRepository(tx);
    const target = await repository.findUnit(caller, input.farmId);
    if (!target) throw new AppError('NOT_FOUND');
    if (!target.editable || !target.isActive) throw new AppError('FORBIDDEN');
    const type = await repository.findType(input.questionnaireDicId);
    if (!type || !type.isActive || (type.privilegedOnly && !isPrivilegedRole(caller.roleId))) {
      throw new AppError('QUESTIONNAIRE_TYPE_UNAVAILABLE');
    }
    const id = await insertQuestionnaire(tx, {
      unitId: target.id,
      unitTypeId: target.unitTypeId,
      unitNumber: target.number,
      questionnaireTypeId: type.id,
      createdByUserId: caller.id,
    });
    return { id };
  });
}
