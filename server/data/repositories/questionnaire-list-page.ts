import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { ListFilter, ListSort, PagedQuery } from '../../shared/list-query';
import { seesByTypeRights } from '../../shared/roles';
import { visibleQuestionnaireCondition } from '../access-scope';
import type { Db } from '../database';
import { dictionaryNames } from '../dictionary-names';
import { contains, filterConditions, likePattern, type ListColumn } from '../list-conditions';
import { appUser, questionnaire, unit } from '../schema/index';
import type { UserRow } from './user-repository';

/** The filter properties of the questionnaire list and the operators each takes. */
export const questionnaireListFilters = {
  unit_name: ['like', 'eq'],
  unit_type_id: ['eq'],
  institution_name: ['like', 'eq'],
  institution_type: ['eq', 'like'],
  questionnaire_email: ['like', 'eq'],
  questionnaire_name: ['eq', 'like'],
  questionnaire_status: ['eq'],
  questionnaire_data_creation: ['gte', 'lte'],
} as const;

export const questionnaireListSorts = [
  'unit_name',
  'unit_type_id',
  'institution_name',
  'institution_type',
  'questionnaire_email',
  'questionnaire_name',
  'questionnaire_status',
  'questionnaire_data_creation',
] as const;

export type QuestionnaireListFilter = keyof typeof questionnaireListFilters;
export type QuestionnaireListSort = (typeof questionnaireListSorts)[number];
export type QuestionnaireListQuery = PagedQuery<QuestionnaireListFilter, QuestionnaireListSort>;

export type Caller = Pick<UserRow, 'id' | 'roleId'>;

export const owner = alias(appUser, 'owner');
export const creator = alias(appUser, 'creator');

/** Internal filter properties: two list properties compare an id with `eq` and a name with `like`. */
type InternalFilter =
  | Exclude<QuestionnaireListFilter, 'institution_type' | 'questionnaire_name'>
  | 'institution_type_id'
  | 'institution_type_name'
  | 'questionnaire_type_id'
  | 'questionnaire_type_name';

function internalFilter(filter: ListFilter<QuestionnaireListFilter>): ListFilter<InternalFilter> {
  if (filter.property === 'institution_type') {
    return {
      ...filter,
      property: filter.operator === 'eq' ? 'institution_type_id' : 'institution_type_name',
    };
  }
  if (filter.property === 'questionnaire_name') {
    return {
      ...filter,
      property: filter.operator === 'eq' ? 'questionnaire_type_id' : 'questionnaire_type_name',
    };
  }
  return { ...filter, property: filter.property };
}

/** The tables a list query may join to `questionnaire`, in the order they are joined. */
type Join =
  | 'unit'
  | 'unitTypeNames'
  | 'questionnaireTypeNames'
  | 'institutionNames'
  | 'institutionTypeNames'
  | 'accounts';

const filterJoins: Record<InternalFilter, readonly Join[]> = {
  unit_name: ['unit'],
  unit_type_id: ['unit'],
  institution_name: ['unit', 'institutionNames'],
  institution_type_id: ['unit', 'institutionNames'],
  institution_type_name: ['unit', 'institutionNames', 'institutionTypeNames'],
  questionnaire_email: ['unit', 'accounts'],
  questionnaire_type_id: [],
  questionnaire_type_name: ['questionnaireTypeNames'],
  questionnaire_status: [],
  questionnaire_data_creation: [],
};

const sortJoins: Record<QuestionnaireListSort, readonly Join[]> = {
  unit_name: ['unit'],
  unit_type_id: ['unit', 'unitTypeNames'],
  institution_name: ['unit', 'institutionNames'],
  institution_type: ['unit', 'institutionNames', 'institutionTypeNames'],
  questionnaire_email: ['unit', 'accounts'],
  // Sorted per questionnaire type (see rankedByType), no join.
  questionnaire_name: [],
  questionnaire_status: [],
  questionnaire_data_creation: [],
};

const DEFAULT_SORT: ListSort<QuestionnaireListSort> = { property: 'unit_name', direction: 'ASC' };

/** The dictionary names one list query joins, in the caller's language. */
export function questionnaireListNames(db: Db, localeId: number) {
  return dictionaryNames(db, localeId, 'questionnaire_list');
}
type Names = ReturnType<typeof questionnaireListNames>;

/** `owner`'s e-mail, else the creator's: the list's e-mail column. */
export const listEmail = sql<string | null>`coalesce(${owner.email}, ${creator.email})`;

/**
 * The page of a questionnaire list as ids, and its total. The ids come from a narrow query that joins
 * only what the caller's scope, filters, search and sort need (the columns of the rows are read for
 * the page's ids afterwards), so PostgreSQL can walk an index in sort order and stop after the page.
 */
export async function questionnaireListPage(
  db: Db,
  caller: Caller,
  query: QuestionnaireListQuery,
  localeId: number,
): Promise<{ ids: number[]; total: number }> {
  const names = questionnaireListNames(db, localeId);
  const filters = (query.filter ?? []).map(internalFilter);
  const sorts = query.sort.length > 0 ? query.sort : [DEFAULT_SORT];
  const scopeJoins: readonly Join[] = seesByTypeRights(caller.roleId) ? [] : ['unit'];
  const where = and(
    visibleQuestionnaireCondition(caller),
    ...filterConditions(filters, filterColumns(names)),
    query.searchText ? await searchCondition(db, query.searchText, names) : undefined,
  );
  const countJoins = new Set<Join>([
    ...scopeJoins,
    ...filters.flatMap((filter) => filterJoins[filter.property]),
  ]);

  const [first] = sorts;
  const byType = first?.property === 'questionnaire_name' ? first.direction : undefined;
  const countQuery = withJoins(
    db
      .select({ typeId: questionnaire.questionnaireTypeId, total: sql<number>`count(*)::int` })
      .from(questionnaire)
      .$dynamic(),
    countJoins,
    names,
  ).where(where);
  // Sorted by type name, the page is cut per type, which needs each type's count; else one count.
  const counts = byType
    ? await countQuery.groupBy(questionnaire.questionnaireTypeId)
    : await withJoins(
        db
          .select({ typeId: sql<number>`0`, total: sql<number>`count(*)::int` })
          .from(questionnaire)
          .$dynamic(),
        countJoins,
        names,
      ).where(where);
  const total = counts.reduce((sum, row) => sum + Number(row.total), 0);
  const window = pageWindow(query.start, query.limit, total);
  if (!window) return { ids: [], total };

  const pageJoins = new Set<Join>([...countJoins, ...sorts.flatMap((sort) => sortJoins[sort.property])]);
  const terms = orderTerms(sorts, sortColumns(names), window.reversed);
  const idsQuery = (extra?: SQL) =>
    withJoins(db.select({ id: questionnaire.id }).from(questionnaire).$dynamic(), pageJoins, names).where(
      and(where, extra),
    );
  let ids: number[] = [];
  if (byType) {
    const [, ...rest] = terms;
    const typeIds = await typesByName(db, names, (byType === 'ASC') !== window.reversed);
    const countOf = new Map(counts.map((row) => [Number(row.typeId), Number(row.total)]));
    for (const segment of typeSegments(typeIds, countOf, window)) {
      const rows = await idsQuery(eq(questionnaire.questionnaireTypeId, segment.typeId))
        .orderBy(...rest)
        .offset(segment.offset)
        .limit(segment.limit);
      ids.push(...rows.map((row) => Number(row.id)));
    }
  } else {
    const rows = await idsQuery()
      .orderBy(...terms)
      .offset(window.offset)
      .limit(window.limit);
    ids = rows.map((row) => Number(row.id));
  }
  return { ids: window.reversed ? ids.reverse() : ids, total };
}

interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order from the end: a page past the middle is near the end. */
  reversed: boolean;
}

/**
 * Which rows to read for `start`/`limit`. A page in the second half of the list is read backwards
 * from its end (the same rows, in reversed order), so the database skips fewer than half the rows: the
 * last page of 100,000 costs what the first does instead of sorting and skipping all the others.
 */
export function pageWindow(start: number, limit: number, total: number): PageWindow | undefined {
  if (limit <= 0 || start >= total) return undefined;
  const end = Math.min(total, start + limit);
  if (start <= total - end) return { offset: start, limit: end - start, reversed: false };
  return { offset: total - end, limit: end - start, reversed: true };
}

function withJoins<T extends PgSelect>(select: T, joins: ReadonlySet<Join>, names: Names): T {
  let query: PgSelect = select;
  if (joins.has('unit')) query = query.innerJoin(unit, eq(unit.id, questionnaire.unitId));
  if (joins.has('unitTypeNames')) {
    query = query.innerJoin(names.unitTypeNames, eq(names.unitTypeNames.id, unit.unitTypeId));
  }
  if (joins.has('questionnaireTypeNames')) {
    query = query.innerJoin(
      names.questionnaireTypeNames,
      eq(names.questionnaireTypeNames.id, questionnaire.questionnaireTypeId),
    );
  }
  if (joins.has('institutionNames') || joins.has('institutionTypeNames')) {
    query = query.leftJoin(names.institutionNames, eq(names.institutionNames.id, unit.institutionId));
  }
  if (joins.has('institutionTypeNames')) {
    query = query.leftJoin(
      names.institutionTypeNames,
      eq(names.institutionTypeNames.id, names.institutionNames.institutionTypeId),
    );
  }
  if (joins.has('accounts')) {
    query = query
      .leftJoin(owner, eq(owner.id, unit.ownerUserId))
      .leftJoin(creator, eq(creator.id, questionnaire.createdByUserId));
  }
  // Joins change only the row type of the selection, which stays the one of `select`.
  return query as T;
}

function filterColumns(names: Names): Record<InternalFilter, ListColumn> {
  return {
    unit_name: { column: unit.description, kind: 'text' },
    unit_type_id: { column: unit.unitTypeId, kind: 'integer' },
    institution_name: { column: sql`${names.institutionNames.name}`, kind: 'text' },
    institution_type_id: { column: names.institutionNames.institutionTypeId, kind: 'integer' },
    institution_type_name: { column: sql`${names.institutionTypeNames.name}`, kind: 'text' },
    questionnaire_email: { column: listEmail, kind: 'text' },
    questionnaire_type_id: { column: questionnaire.questionnaireTypeId, kind: 'integer' },
    questionnaire_type_name: { column: sql`${names.questionnaireTypeNames.name}`, kind: 'text' },
    questionnaire_status: { column: questionnaire.isActive, kind: 'boolean' },
    questionnaire_data_creation: { column: questionnaire.createdAt, kind: 'date' },
  };
}

function sortColumns(names: Names): Record<QuestionnaireListSort, AnyPgColumn | SQL> {
  return {
    unit_name: sql`lower(${unit.description})`,
    unit_type_id: sql`lower(${names.unitTypeNames.name})`,
    institution_name: sql`lower(${names.institutionNames.name})`,
    institution_type: sql`lower(${names.institutionTypeNames.name})`,
    questionnaire_email: sql`lower(${listEmail})`,
    // Ordered by the rank of the type (rankedByType); within one type the name is the same.
    questionnaire_name: sql`0`,
    questionnaire_status: questionnaire.isActive,
    questionnaire_data_creation: questionnaire.createdAt,
  };
}

/**
 * ORDER BY terms, ending with the questionnaire id so that paging never shows a row twice or skips
 * one. Reversed, every term flips (PostgreSQL's default NULLS LAST for ASC and NULLS FIRST for DESC
 * make DESC the exact reverse of ASC).
 */
function orderTerms(
  sorts: readonly ListSort<QuestionnaireListSort>[],
  columns: Record<QuestionnaireListSort, AnyPgColumn | SQL>,
  reversed: boolean,
): SQL[] {
  const term = (column: AnyPgColumn | SQL, ascending: boolean) =>
    ascending !== reversed ? asc(column) : desc(column);
  return [
    ...sorts.map(({ property, direction }) => term(columns[property], direction === 'ASC')),
    term(questionnaire.id, true),
  ];
}

/**
 * Sorting by the type's translated name: rather than sorting every visible questionnaire by a joined
 * name (0.3-0.5 s at 100,000), the few types are ranked by name and the page is cut from each type's
 * questionnaires in turn, which the index on (questionnaire_type_id, id) yields in order.
 */
async function typesByName(db: Db, names: Names, ascending: boolean): Promise<number[]> {
  const typeNames = names.questionnaireTypeNames;
  const name = sql`lower(${typeNames.name})`;
  const rows = await db
    .select({ id: typeNames.id })
    .from(typeNames)
    .orderBy(...(ascending ? [asc(name), asc(typeNames.id)] : [desc(name), desc(typeNames.id)]));
  return rows.map((row) => row.id);
}

/** The part of each type (in sort order) that falls in the window, given each type's count. */
export function typeSegments(
  typeIds: readonly number[],
  countOf: ReadonlyMap<number, number>,
  window: { offset: number; limit: number },
): { typeId: number; offset: number; limit: number }[] {
  const segments: { typeId: number; offset: number; limit: number }[] = [];
  let skip = window.offset;
  let wanted = window.limit;
  for (const typeId of typeIds) {
    if (wanted <= 0) break;
    const count = countOf.get(typeId) ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const limit = Math.min(wanted, count - skip);
    segments.push({ typeId, offset: skip, limit });
    wanted -= limit;
    skip = 0;
  }
  return segments;
}

/** Up to this many matches, the search hands the page query their ids rather than a subquery. */
const SEARCH_IDS_INLINE = 2_000;

/**
 * The search matches the unit's name and number, the owner's (else the creator's) e-mail and the type's
 * name. The matching questionnaires are collected by id from each source (units, accounts and types,
 * each found through its own trigram or primary index), so no questionnaire row's texts are compared.
 * A search usually matches a few questionnaires: their ids are then given to the page and count
 * queries as a literal array, which the planner estimates exactly (as a subquery it guessed half the
 * table and scanned it, 0.2-0.4 s at 100,000). A search matching more stays a subquery.
 */
async function searchCondition(db: Db, text: string, names: Names): Promise<SQL> {
  const pattern = likePattern(text);
  const typeNames = names.questionnaireTypeNames;
  const matching = sql`
    select q.id from ${questionnaire} q where q.unit_id in (
      select u.id from ${unit} u where lower(u.description) like ${pattern}
      union select u.id from ${unit} u where lower(u.number) like ${pattern}
      union select u.id from ${unit} u join ${appUser} a on a.id = u.owner_user_id
        where lower(a.email) like ${pattern})
    union
    select q.id from ${questionnaire} q join ${unit} u on u.id = q.unit_id
      join ${appUser} a on a.id = q.created_by_user_id
      where u.owner_user_id is null and lower(a.email) like ${pattern}
    union
    select q.id from ${questionnaire} q where q.questionnaire_type_id in (
      select ${typeNames.id} from ${typeNames} where ${contains(sql`${typeNames.name}`, text)})`;
  const ids = idRows(
    await db.execute(sql`select id from (${matching}) matching limit ${SEARCH_IDS_INLINE + 1}`),
  );
  if (ids.length > SEARCH_IDS_INLINE) return sql`${questionnaire.id} in (${matching})`;
  return sql`${questionnaire.id} = any(${`{${ids.join(',')}}`}::int[])`;
}

/** The `id` column of a raw query's rows (both drivers return `{ rows }`). */
function idRows(result: unknown): number[] {
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : result;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) =>
    typeof row === 'object' && row !== null && 'id' in row ? [Number(row.id)] : [],
  );
}
