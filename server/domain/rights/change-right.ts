import type { QuestionnaireTypeRight } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { rightsRepository } from '../../data/repositories/rights-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { isPrivilegedRole } from '../../shared/roles';
import { isStoredId } from '../users/stored-id';
import { findRightsHolder } from './rights-holder';
import { recordSecurityEvent } from '../audit/security-events';

/**
 * Grants (PUT secured/questinnaire/{qid}/assign/{userId}) or revokes (DELETE …/unassign/{userId}) a
 * coordinator's or observer's right to one questionnaire type, and answers the holder's rights
 * afterwards. Both are idempotent. Unknown type or account → 404; granting the privileged-only
 * (Long) type to an observer → 409 QUESTIONNAIRE_TYPE_UNAVAILABLE (the role never sees it). A grant
 * or revocation that changed something is logged.
 */
export async function changeRight(
  env: { db: Db; now(): Date },
  caller: Pick<UserRow, 'id' | 'roleId'>,
  change: { questionnaireTypeId: number; userId: number; grant: boolean },
  localeId: number,
): Promise<QuestionnaireTypeRight[]> {
  return env.db.transaction(async (tx) => {
    const holder = await findRightsHolder(tx, caller, change.userId);
    const rights = rightsRepository(tx);
    const type = isStoredId(change.questionnaireTypeId)
      ? await rights.findType(change.questionnaireTypeId)
      : undefined;
    if (!type) throw new AppError('NOT_FOUND');
    const mayHold = !type.privilegedOnly || isPrivilegedRole(holder.roleId);
    if (change.grant && !mayHold) throw new AppError('QUESTIONNAIRE_TYPE_UNAVAILABLE');
    const changed = change.grant
      ? await rights.grant(holder.id, type.id, env.now())
      : await rights.revoke(holder.id, type.id);
    if (changed) {
      await recordSecurityEvent(tx, {
        action: change.grant ? 'right.granted' : 'right.revoked',
        actorUserId: caller.id,
        subjectUserId: holder.id,
        details: { questionnaireTypeId: type.id },
      });
    }
    return rights.list(holder.id, localeId, isPrivilegedRole(holder.roleId));
  });
}
