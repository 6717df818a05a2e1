import type { QuestionnaireActiveReply } from '@schemas/generated/api/lists';
import type { Db } from '../../data/database';
import { approvalActionRepository } from '../../data/repositories/approval-action-repository';
import { questionnaireChangeRepository } from '../../data/repositories/questionnaire-change-repository';
import { reviewCommentRepository } from '../../data/repositories/review-comment-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { AppError } from '../app-error';
import { ROLE } from '../../shared/roles';

/**
 * Confirms (active) or unblocks (inactive) a questionnaire (PUT secured/questinnaire/{id}/setIsActive/{value}).
 * Coordinators do both on questionnaires their rights show them; experts may only deactivate, and
 * only questionnaires of units assigned to them; nobody else may change the state. The reply counts
 * the questionnaire's open review comments, so the screen can say that some are still open. Each
 * accepted call is recorded as an approval action (confirmed or unblocked) in the same transaction.
 */
export async function setQuestionnaireActive(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  questionnaireId: number,
  isActive: boolean,
): Promise<QuestionnaireActiveReply> {
  if (caller.roleId !== ROLE.coordinator && caller.roleId !== ROLE.expert) throw new AppError('FORBIDDEN');
  if (caller.roleId === ROLE.expert && isActive) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const repository = questionnaireChangeRepository(tx);
    const found = await repository.findForChange(caller, questionnaireId);
    if (!found) throw new AppError('NOT_FOUND');
    const allowed = caller.roleId === ROLE.coordinator ? found.visible : found.editable;
    if (!allowed) throw new AppError('FORBIDDEN');
    await repository.setActive(questionnaireId, isActive);
    await approvalActionRepository(tx).record({
      questionnaireId,
      kind: isActive ? 'confirmed' : 'unblocked',
      actorUserId: caller.id,
    });
    const openComments = await reviewCommentRepository(tx).openCount(questionnaireId);
    return { id: questionnaireId, isActive, status: isActive ? 1 : 0, openComments };
  });
}
