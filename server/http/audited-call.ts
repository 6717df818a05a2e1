import type { Response } from 'express';
import type { EndpointName } from '@schemas/contract/index';
import type { StructureLevel } from '@schemas/generated/api/structure-studio';
import type { Db } from '../data/database';
import { auditedStructureChange, type ChangedPart } from '../domain/structure/audited-structure-change';
import { currentUser } from './current-user';

/**
 * A structure write call's use case, run as the session's user and recorded in the audit log under
 * the call's contract name (see auditedStructureChange).
 */
export function auditedCall<T>(
  db: Db,
  res: Response,
  action: EndpointName,
  level: StructureLevel,
  part: ChangedPart<T>,
  useCase: (tx: Db) => Promise<T>,
): Promise<T> {
  return auditedStructureChange(db, { userId: currentUser(res).id, action, level, part }, useCase);
}
