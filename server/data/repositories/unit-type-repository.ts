import type { Db } from '../database';
import { unitType } from '../schema/index';

/** Unit type ids by their stable keys, for resolving keys of structure and seed documents. */
export async function unitTypeIdsByKey(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: unitType.id, key: unitType.key }).from(unitType);
  return new Map(rows.map((row) => [row.key, row.id]));
}
