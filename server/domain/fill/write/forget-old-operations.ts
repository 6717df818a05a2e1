import type { Db } from '../../../data/database';
import { saveOperationRepository } from '../../../data/repositories/save-operation-repository';

/**
 * How long an applied operation id is remembered. A device may stay offline through weeks of field
 * work and send a save again when it comes back; after this, a repeat of the newest save is still
 * recognised by its answers (saveQuestion), an older one is refused as stale.
 */
export const SAVE_OPERATION_DAYS = 90;

/** Forgets the operation ids applied more than SAVE_OPERATION_DAYS before `now`; returns how many. */
export function forgetOldOperations(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SAVE_OPERATION_DAYS * 86_400_000);
  return saveOperationRepository(db).forgetBefore(before);
}
