import structureStudioSchema from '@schemas/api/structure-studio.schema.json';
import { apiContract } from '@schemas/contract/index';
import { contractCall } from '@runtime/shared/api/contractCall';
import { bundleSchemas } from '@runtime/shared/api/replyCheck';

// The change log's replies are checked against their schema without a chunk of its own.
bundleSchemas(structureStudioSchema);

/** What the change log shows: whose changes, and from which day to which (ISO dates, '' = open). */
export interface ChangeFilter {
  userId: number | null;
  from: string;
  to: string;
}

/** One page of a questionnaire type's audit log (newest first), filtered. */
export function structureChangesCall(questionnaireDicId: number, filter: ChangeFilter, page: number) {
  const query: Record<string, string> = { page: String(page) };
  if (filter.userId !== null) query.userId = String(filter.userId);
  if (filter.from !== '') query.from = filter.from;
  if (filter.to !== '') query.to = filter.to;
  return contractCall(apiContract.structureChanges, { params: { typeId: questionnaireDicId }, query });
}
