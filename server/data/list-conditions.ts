import { isMatch } from 'date-fns';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListFilter, ListSort } from '../shared/list-query';
import { ListFilterValueError } from './list-filter-value-error';

/** How a list property is stored, which decides how its filter value is compared. */
export type ListColumnKind = 'text' | 'integer' | 'date' | 'boolean';

export interface ListColumn {
  column: AnyPgColumn | SQL;
  kind: ListColumnKind;
}

/** `%`, `_` and `\` typed by a user are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case-insensitive "contains", safe for any user text. */
export function contains(column: AnyPgColumn | SQL, text: string): SQL {
  return sql`lower(${column}) like ${likePattern(text)}`;
}

function integerValue(filter: ListFilter<string>): number {
  const value = typeof filter.value === 'number' ? filter.value : Number(filter.value);
  // The columns are 32-bit integers: anything beyond names nothing and must not reach the database.
  if (!Number.isSafeInteger(value) || value > 2_147_483_647 || value < -2_147_483_648) {
    throw new ListFilterValueError(`filter.${filter.property}: not a whole number`);
  }
  return value;
}

function dateValue(filter: ListFilter<string>): string {
  const value = String(filter.value).slice(0, 10);
  // A real calendar day: Date.parse would take 2026-02-30 for 2 March, the database refuses it.
  if (!isMatch(value, 'yyyy-MM-dd')) {
    throw new ListFilterValueError(`filter.${filter.property}: not a date (YYYY-MM-DD)`);
  }
  return value;
}

function booleanValue(filter: ListFilter<string>): boolean {
  if (filter.value === true || filter.value === 'true' || filter.value === 1 || filter.value === '1')
    return true;
  if (filter.value === false || filter.value === 'false' || filter.value === 0 || filter.value === '0')
    return false;
  throw new ListFilterValueError(`filter.${filter.property}: not true or false`);
}

function condition({ column, kind }: ListColumn, filter: ListFilter<string>): SQL {
  if (kind === 'text') {
    const text = String(filter.value);
    return filter.operator === 'like'
      ? contains(column, text)
      : sql`lower(${column}) = ${text.toLowerCase()}`;
  }
  if (kind === 'integer') {
    const value = integerValue(filter);
    if (filter.operator === 'gte') return sql`${column} >= ${value}`;
    if (filter.operator === 'lte') return sql`${column} <= ${value}`;
    return sql`${column} = ${value}`;
  }
  if (kind === 'date') {
    // A day filter covers the whole day: `lte 2026-06-15` includes everything added on the 15th.
    const day = dateValue(filter);
    if (filter.operator === 'gte') return sql`${column} >= ${day}::date`;
    if (filter.operator === 'lte') return sql`${column} < (${day}::date + 1)`;
    return sql`(${column} >= ${day}::date and ${column} < (${day}::date + 1))`;
  }
  return sql`${column} = ${booleanValue(filter)}`;
}

/** The SQL conditions of a list's filters; the parser has already refused unknown properties. */
export function filterConditions<Property extends string>(
  filters: readonly ListFilter<Property>[],
  columns: Readonly<Record<Property, ListColumn>>,
): SQL[] {
  return filters.map((filter) => condition(columns[filter.property], filter));
}

/**
 * ORDER BY terms for a list's sort, then the fallback terms (which end with a unique column, so that
 * paging never shows a row twice or skips one).
 */
export function sortTerms<Property extends string>(
  sorts: readonly ListSort<Property>[],
  columns: Readonly<Record<Property, AnyPgColumn | SQL>>,
  fallback: readonly SQL[],
): SQL[] {
  return [
    ...sorts.map(({ property, direction }) =>
      direction === 'ASC' ? asc(columns[property]) : desc(columns[property]),
    ),
    ...fallback,
  ];
}
