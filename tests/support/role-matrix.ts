import type { Endpoint } from '@schemas/contract/index';
import { compiledValidator } from '@server/shared/schema-validator';

/**
 * The endpoint names of a role-matrix table, in the table's order (reads first, changes last).
 * Object.keys types its result as string[]; the table's type already lists exactly these keys.
 */
export function matrixNames<K extends string>(table: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(table) as K[];
}

/** What is wrong with a reply's `data` by the contract's reply schema (nothing for an unread reply). */
export function replyProblems(endpoint: Endpoint, data: unknown): string[] {
  const { schema, list } = endpoint.reply;
  if (schema === null) return [];
  const check = compiledValidator(schema);
  const items: unknown[] = list && Array.isArray(data) ? data : [data];
  if (list && !Array.isArray(data)) return ['data is not a list'];
  return items.flatMap((item) =>
    check(item) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`),
  );
}

/**
 * The ids object as seen by a matrix row, noting in `reads` every id the row takes from it (nested
 * ones as `ownedFill.form`): which of the demo farmer's objects a request names, without a list to keep.
 */
export function recordingReads<T extends object>(ids: T, reads: Set<string>, prefix = ''): T {
  return new Proxy(ids, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      const name = `${prefix}${String(key)}`;
      if (typeof value === 'object' && value !== null) return recordingReads(value, reads, `${name}.`);
      reads.add(name);
      return value;
    },
  });
}
