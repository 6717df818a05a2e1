import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UnitListItem } from '@schemas/generated/api/lists';
import type { ListFilter, PagedQuery } from '../../shared/list-query';
import { editableUnitCondition, visibleQuestionnaireCondition, visibleUnitCondition } from '../access-scope';
import type { Db } from '../database';
import { dictionaryNames } from '../dictionary-names';
import { contains, filterConditions, sortTerms, type ListColumn } from '../list-conditions';
import { appUser, questionnaire, unit } from '../schema/index';
import type { UserRow } from './user-repository';

/** The filter properties of the unit list and the operators each takes (specification section 3). */
export const unitListFilters = {
  unit_name: ['like', 'eq'],
  unit_type_id: ['eq'],
  unit_institution_name: ['like', 'eq'],
  unit_institution_type: ['eq', 'like'],
  unit_data_creation: ['gte', 'lte'],
} as const;

export const unitListSorts = [
  'unit_name',
  'unit_type_id',
  'unit_institution_name',
  'unit_institution_type',
  'unit_data_creation',
  'number_questionnaire',
] as const;

export type UnitListFilter = keyof typeof unitListFilters;
export type UnitListSort = (typeof unitListSorts)[number];
export type UnitListQuery = PagedQuery<UnitListFilter, UnitListSort>;

type Caller = Pick<UserRow, 'id' | 'roleId'>;

const owner = alias(appUser, 'unit_owner');

/** unit_institution_type compares the type's id with `eq` and its name with `like`. */
type InternalFilter =
  Exclude<UnitListFilter, 'unit_institution_type'> | 'institution_type_id' | 'institution_type_name';

function internalFilter(filter: ListFilter<UnitListFilter>): ListFilter<InternalFilter> {
  if (filter.property === 'unit_institution_type') {
    return {
      ...filter,
      property: filter.operator === 'eq' ? 'institution_type_id' : 'institution_type_name',
    };
  }
  return { ...filter, property: filter.property };
}

/** The search matches the unit's name and number and its owner's e-mail (accounts searched once). */
function searchCondition(text: string): SQL | undefined {
  const accounts = sql`(select ${appUser.id} from ${appUser} where ${contains(appUser.email, text)})`;
  return or(
    contains(unit.description, text),
    contains(unit.number, text),
    inArray(unit.ownerUserId, accounts),
  );
}

/** Reads the unit list: one page of the active units a caller may see, with its total. */
export function unitListRepository(db: Db) {
  return {
    async list(
      caller: Caller,
      query: UnitListQuery,
      localeId: number,
    ): Promise<{ rows: UnitListItem[]; total: number }> {
      const { unitTypeNames, institutionNames, institutionTypeNames } = dictionaryNames(
        db,
        localeId,
        'unit_list',
      );
      const visibleCount = sql<number>`(select count(*)::int from ${questionnaire} where ${questionnaire.unitId} = ${unit.id} and ${visibleQuestionnaireCondition(caller)})`;
      const anyCount = sql<number>`(select count(*)::int from ${questionnaire} where ${questionnaire.unitId} = ${unit.id})`;
      const filterColumns: Record<InternalFilter, ListColumn> = {
        unit_name: { column: unit.description, kind: 'text' },
        unit_type_id: { column: unit.unitTypeId, kind: 'integer' },
        unit_institution_name: { column: sql`${institutionNames.name}`, kind: 'text' },
        institution_type_id: { column: institutionNames.institutionTypeId, kind: 'integer' },
        institution_type_name: { column: sql`${institutionTypeNames.name}`, kind: 'text' },
        unit_data_creation: { column: unit.createdAt, kind: 'date' },
      };
      const sortColumns: Record<UnitListSort, SQL | typeof unit.createdAt> = {
        unit_name: sql`lower(${unit.description})`,
        unit_type_id: sql`lower(${unitTypeNames.name})`,
        unit_institution_name: sql`lower(${institutionNames.name})`,
        unit_institution_type: sql`lower(${institutionTypeNames.name})`,
        unit_data_creation: unit.createdAt,
        number_questionnaire: visibleCount,
      };
      const where = and(
        eq(unit.isActive, true),
        visibleUnitCondition(caller),
        ...filterConditions((query.filter ?? []).map(internalFilter), filterColumns),
        query.searchText ? searchCondition(query.searchText) : undefined,
      );
      const sorts =
        query.sort.length > 0 ? query.sort : [{ property: 'unit_name', direction: 'ASC' } as const];

      const page = await db
        .select({
          id: unit.id,
          description: unit.description,
          number: unit.number,
          farmTypeId: unit.unitTypeId,
          farmType: unitTypeNames.name,
          regionName: institutionNames.name,
          countryName: institutionTypeNames.name,
          ownerEmail: owner.email,
          numberQuestionnaire: visibleCount,
          anyQuestionnaireNumber: anyCount,
          createdAt: unit.createdAt,
          usersId: unit.ownerUserId,
          editable: sql<boolean>`(${editableUnitCondition(caller)})`,
          latitude: unit.latitude,
          longitude: unit.longitude,
        })
        .from(unit)
        .innerJoin(unitTypeNames, eq(unitTypeNames.id, unit.unitTypeId))
        .leftJoin(institutionNames, eq(institutionNames.id, unit.institutionId))
        .leftJoin(institutionTypeNames, eq(institutionTypeNames.id, institutionNames.institutionTypeId))
        .leftJoin(owner, eq(owner.id, unit.ownerUserId))
        .where(where)
        .orderBy(...sortTerms(sorts, sortColumns, [asc(unit.id)]))
        .offset(query.start)
        .limit(query.limit);

      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(unit)
        .innerJoin(unitTypeNames, eq(unitTypeNames.id, unit.unitTypeId))
        .leftJoin(institutionNames, eq(institutionNames.id, unit.institutionId))
        .leftJoin(institutionTypeNames, eq(institutionTypeNames.id, institutionNames.institutionTypeId))
        .where(where);

      return {
        total: Number(counted?.total ?? 0),
        rows: page.map(({ createdAt, ownerEmail, ...row }) => ({
          ...row,
          regionName: row.regionName ?? null,
          countryName: row.countryName ?? null,
          farmer: ownerEmail ? { email: ownerEmail } : null,
          numberQuestionnaire: Number(row.numberQuestionnaire),
          anyQuestionnaireNumber: Number(row.anyQuestionnaireNumber),
          dataCreation: new Date(createdAt).toISOString(),
          editable: row.editable === true,
        })),
      };
    },
  };
}
