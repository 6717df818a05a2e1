import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { answerOption, form, question, questionGroup, subform } from '../schema/index';

/** The ordered lists of the structure: subforms of a form, groups of a subform, questions of a group, options of a question. */
export type SiblingKind = 'subform' | 'questionGroup' | 'question' | 'answerOption';

/** What a swap did: swapped, or why not (an unknown id; not two neighbours of one list). */
export type SwapOutcome = 'swapped' | 'not-found' | 'not-adjacent';

/** One item of an ordered list: its id and its place (1..n). */
export interface Sibling {
  id: number;
  orderKey: number;
}

interface SiblingTable {
  table: PgTable;
  parentColumn: PgColumn;
  parentTable: PgTable;
}

const siblingTables: Record<SiblingKind, SiblingTable> = {
  subform: { table: subform, parentColumn: subform.formId, parentTable: form },
  questionGroup: { table: questionGroup, parentColumn: questionGroup.subformId, parentTable: subform },
  question: { table: question, parentColumn: question.questionGroupId, parentTable: questionGroup },
  answerOption: { table: answerOption, parentColumn: answerOption.questionId, parentTable: question },
};

/** The bare column name, for the places (SET, a subquery's own columns) where a qualified name is not allowed. */
function bare(column: PgColumn): SQL {
  return sql`${sql.identifier(column.name)}`;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows.filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
    );
  }
  return [];
}

/**
 * The order of the structure's sibling lists, kept at order keys 1..n without gaps or duplicates,
 * also when two administrators edit the same list at once.
 *
 * Locking: every change first locks the PARENT row (`FOR NO KEY UPDATE`, which does not block the
 * foreign-key checks of rows inserted under it), then the sibling rows `FOR UPDATE` in id order. All
 * writers of one list therefore queue on one row, and they take further locks in one fixed order (ids
 * never change, order keys do), so two swaps cannot deadlock. Use cases that delete or insert a sibling
 * call `lockSiblings` (directly or through `openPosition`) before they touch the sibling row itself.
 * Every method must run inside a transaction (`db` is the transaction); `swapAdjacent` opens its own.
 */
export function siblingOrderRepository(db: Db) {
  async function parentOf(kind: SiblingKind, id: number): Promise<number | undefined> {
    const { table, parentColumn } = siblingTables[kind];
    const [row] = rowsOf(
      await db.execute(
        sql`select ${parentColumn} as parent_id from ${table} where ${sql.identifier('id')} = ${id}`,
      ),
    );
    return row ? Number(row.parent_id) : undefined;
  }

  /** Locks the parent and its children; renumbers them 1..n when they are not already (older data). */
  async function lockSiblings(kind: SiblingKind, parentId: number): Promise<Sibling[]> {
    const { table, parentColumn, parentTable } = siblingTables[kind];
    await db.execute(
      sql`select 1 from ${parentTable} where ${sql.identifier('id')} = ${parentId} for no key update`,
    );
    const rows = rowsOf(
      await db.execute(
        sql`select ${sql.identifier('id')} as id, ${sql.identifier('order_key')} as order_key from ${table}
          where ${parentColumn} = ${parentId} order by ${sql.identifier('id')} for update`,
      ),
    );
    const siblings = rows
      .map((row) => ({ id: Number(row.id), orderKey: Number(row.order_key) }))
      .sort((a, b) => a.orderKey - b.orderKey || a.id - b.id);
    if (siblings.every((sibling, index) => sibling.orderKey === index + 1)) return siblings;
    await renumber(kind, parentId);
    return siblings.map((sibling, index) => ({ id: sibling.id, orderKey: index + 1 }));
  }

  /** Sets the order keys of the parent's children to 1..n in their present order (ties by id). */
  async function renumber(kind: SiblingKind, parentId: number): Promise<void> {
    const { table, parentColumn } = siblingTables[kind];
    const id = sql.identifier('id');
    const orderKey = sql.identifier('order_key');
    await db.execute(sql`update ${table} set ${orderKey} = ranked.place
      from (select ${id} as ranked_id, row_number() over (order by ${orderKey}, ${id}) as place
            from ${table} where ${bare(parentColumn)} = ${parentId}) ranked
      where ${table}.${id} = ranked.ranked_id and ${table}.${orderKey} <> ranked.place`);
  }

  async function setOrderKeys(kind: SiblingKind, changes: Sibling[]): Promise<void> {
    if (changes.length === 0) return;
    const { table } = siblingTables[kind];
    const id = sql.identifier('id');
    const cases = sql.join(
      changes.map((change) => sql`when ${change.id}::int then ${change.orderKey}::int`),
      sql` `,
    );
    const ids = sql.join(
      changes.map((change) => sql`${change.id}::int`),
      sql`, `,
    );
    await db.execute(
      sql`update ${table} set ${sql.identifier('order_key')} = case ${id} ${cases} end where ${id} in (${ids})`,
    );
  }

  return {
    parentOf,
    lockSiblings,

    /**
     * Exchanges the places of two neighbouring siblings (the specification's swap-order) in one
     * transaction. Refused (nothing changes): an unknown id (`not-found`); ids of different parents, the
     * same id twice, or siblings that are no longer next to each other because another administrator
     * moved one (`not-adjacent`). server/domain/structure/swap-siblings.ts turns refusals into errors.
     */
    swapAdjacent(kind: SiblingKind, firstId: number, secondId: number): Promise<SwapOutcome> {
      return db.transaction((tx) =>
        siblingOrderRepository(tx).swapWithinTransaction(kind, firstId, secondId),
      );
    },

    /** `swapAdjacent` for a caller that already runs in a transaction. */
    async swapWithinTransaction(kind: SiblingKind, firstId: number, secondId: number): Promise<SwapOutcome> {
      const parentId = await parentOf(kind, firstId);
      const otherParentId = await parentOf(kind, secondId);
      if (parentId === undefined || otherParentId === undefined) return 'not-found';
      if (parentId !== otherParentId || firstId === secondId) return 'not-adjacent';
      const siblings = await lockSiblings(kind, parentId);
      const first = siblings.find((sibling) => sibling.id === firstId);
      const second = siblings.find((sibling) => sibling.id === secondId);
      // Deleted between the look-up and the lock.
      if (!first || !second) return 'not-found';
      if (Math.abs(first.orderKey - second.orderKey) !== 1) return 'not-adjacent';
      await setOrderKeys(kind, [
        { id: first.id, orderKey: second.orderKey },
        { id: second.id, orderKey: first.orderKey },
      ]);
      return 'swapped';
    },

    /**
     * Makes room for a new child of `parentId` at `position` (1-based; missing, or past the end: at the
     * end) by moving the children from there one place down, and answers the order key to insert it with.
     */
    async openPosition(kind: SiblingKind, parentId: number, position?: number | null): Promise<number> {
      const siblings = await lockSiblings(kind, parentId);
      const end = siblings.length + 1;
      const place = position === undefined || position === null ? end : Math.min(Math.max(1, position), end);
      await setOrderKeys(
        kind,
        siblings
          .filter((sibling) => sibling.orderKey >= place)
          .map((sibling) => ({ id: sibling.id, orderKey: sibling.orderKey + 1 })),
      );
      return place;
    },

    /**
     * Moves an existing child to `position` (clamped to 1..n), the ones between shifting by one; false
     * when there is no such child.
     */
    async moveTo(kind: SiblingKind, id: number, position: number): Promise<boolean> {
      const parentId = await parentOf(kind, id);
      if (parentId === undefined) return false;
      const siblings = (await lockSiblings(kind, parentId)).filter((sibling) => sibling.id !== id);
      const place = Math.min(Math.max(1, position), siblings.length + 1);
      siblings.splice(place - 1, 0, { id, orderKey: 0 });
      await setOrderKeys(
        kind,
        siblings
          .map((sibling, index) => ({ id: sibling.id, orderKey: index + 1 }))
          .filter((sibling, index) => sibling.orderKey !== (siblings[index]?.orderKey ?? 0)),
      );
      return true;
    },

    /** Closes the gap a removed child left: the parent's children get 1..n again. */
    closeGap(kind: SiblingKind, parentId: number): Promise<void> {
      return renumber(kind, parentId);
    },
  };
}
