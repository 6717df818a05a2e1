import type { StructureChangesQuery, StructureChangesReply } from '@schemas/generated/api/structure-studio';
import type { Db } from '../../data/database';
import { structureChangeRepository } from '../../data/repositories/structure-change-repository';
import { structureTypeRepository } from '../../data/repositories/structure-type-repository';
import { AppError } from '../app-error';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_PAGE_SIZE = 50;

/** The start of a day (an ISO date the schema has checked) in UTC. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * A questionnaire type's audit log (GET secured/structure/type/{typeId}/changes): its entries newest
 * first, a page at a time (50 unless `pageSize` says otherwise), optionally only one user's and only
 * those from `from` to `to` (whole days in UTC, both included), with everyone who changed the type for
 * the user filter. Unknown type: 404.
 */
export async function structureChanges(
  db: Db,
  typeId: number,
  query: StructureChangesQuery,
): Promise<StructureChangesReply> {
  if (!(await structureTypeRepository(db).type(typeId, 1))) throw new AppError('NOT_FOUND');
  const pageSize = query.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(query.pageSize);
  const page = query.page === undefined ? 1 : Math.max(1, Number(query.page));
  const changes = structureChangeRepository(db);
  const { items, total } = await changes.page(
    typeId,
    {
      ...(query.userId === undefined ? {} : { userId: Number(query.userId) }),
      ...(query.from === undefined ? {} : { from: startOfDay(query.from) }),
      ...(query.to === undefined ? {} : { until: new Date(startOfDay(query.to).getTime() + DAY_MS) }),
    },
    { offset: (page - 1) * pageSize, limit: pageSize },
  );
  return { items, total, users: await changes.users(typeId) };
}
