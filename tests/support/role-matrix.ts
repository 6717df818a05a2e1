/**
 * The endpoint names of a role-matrix table, in the table's order (reads first, changes last).
 * Object.keys types its result as string[]; the table's type already lists exactly these keys.
 */
export function matrixNames<K extends string>(table: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(table) as K[];
}
