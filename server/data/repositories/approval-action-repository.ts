import type { Db } from '../database';
import { approvalAction, type ApprovalActionKind } from '../schema/index';

/** An approval action to record: what was done to which questionnaire, by whom, and when. */
export interface NewApprovalAction {
  questionnaireId: number;
  kind: ApprovalActionKind;
  actorUserId: number;
  /** The submitted filled form (form submissions only). */
  filledFormId?: number;
  /** When it happened; the transaction's time when left out. */
  at?: Date;
}

/** The record of approval actions (`approval_action`), written beside the state change it records. */
export function approvalActionRepository(db: Db) {
  return {
    async record(action: NewApprovalAction): Promise<void> {
      await db.insert(approvalAction).values(action);
    },
  };
}
