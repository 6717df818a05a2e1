import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/data/database';
import { siblingOrderRepository } from '@server/data/repositories/sibling-order-repository';
import { form, subform } from '@server/data/schema/index';
import { openTestDatabase } from '../../../support/test-database';

let database: Database;
let formId: number;

async function orderOfSubforms(): Promise<number[]> {
  const rows = await database.db
    .select({ id: subform.id })
    .from(subform)
    .where(eq(subform.formId, formId))
    .orderBy(asc(subform.orderKey), asc(subform.id));
  return rows.map((row) => row.id);
}

async function orderKeys(): Promise<number[]> {
  const rows = await database.db
    .select({ orderKey: subform.orderKey })
    .from(subform)
    .where(eq(subform.formId, formId))
    .orderBy(asc(subform.orderKey));
  return rows.map((row) => row.orderKey);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db
    .select({ formId: subform.formId, count: sql<number>`count(*)::int` })
    .from(subform)
    .groupBy(subform.formId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  if (!row) throw new Error('The seed has no subforms');
  formId = row.formId;
  expect(await database.db.select().from(form).where(eq(form.id, formId))).toHaveLength(1);
});

afterAll(async () => {
  await database.close();
});

describe('sibling order repository', () => {
  it('swaps two neighbours and keeps the order keys 1..n', async () => {
    const before = await orderOfSubforms();
    const [first, second] = before;
    if (first === undefined || second === undefined) throw new Error('needs two subforms');
    expect(await siblingOrderRepository(database.db).swapAdjacent('subform', first, second)).toBe('swapped');
    expect(await orderOfSubforms()).toEqual([second, first, ...before.slice(2)]);
    expect(await orderKeys()).toEqual(before.map((_, index) => index + 1));
  });

  it('refuses siblings that are not next to each other, and unknown ids', async () => {
    const ids = await orderOfSubforms();
    const order = siblingOrderRepository(database.db);
    const [first, , third] = ids;
    if (first === undefined || third === undefined) throw new Error('needs three subforms');
    expect(await order.swapAdjacent('subform', first, third)).toBe('not-adjacent');
    expect(await order.swapAdjacent('subform', first, first)).toBe('not-adjacent');
    expect(await order.swapAdjacent('subform', first, 999_999)).toBe('not-found');
    expect(await orderOfSubforms()).toEqual(ids);
  });

  it('opens a position by shifting the later siblings, moves one, and closes a gap', async () => {
    const ids = await orderOfSubforms();
    const place = await database.db.transaction((tx) =>
      siblingOrderRepository(tx).openPosition('subform', formId, 2),
    );
    expect(place).toBe(2);
    expect(await orderKeys()).toEqual([1, ...ids.slice(1).map((_, index) => index + 3)]);
    await database.db.transaction((tx) => siblingOrderRepository(tx).closeGap('subform', formId));
    expect(await orderKeys()).toEqual(ids.map((_, index) => index + 1));
    expect(await orderOfSubforms()).toEqual(ids);
    const last = ids.at(-1);
    if (last === undefined) throw new Error('no subforms');
    await database.db.transaction((tx) => siblingOrderRepository(tx).moveTo('subform', last, 1));
    expect(await orderOfSubforms()).toEqual([last, ...ids.slice(0, -1)]);
    expect(await orderKeys()).toEqual(ids.map((_, index) => index + 1));
    const end = await database.db.transaction((tx) =>
      siblingOrderRepository(tx).openPosition('subform', formId, null),
    );
    expect(end).toBe(ids.length + 1);
  });
});
