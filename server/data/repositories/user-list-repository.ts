import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { UserListItem } from '@schemas/generated/api/lists';
import type { ListFilter, PagedQuery } from '../../shared/list-query';
import type { Db } from '../database';
import { contains, filterConditions, likePattern, sortTerms, type ListColumn } from '../list-conditions';
import { localizedText } from '../localized-text';
import { appUser, institution, institutionType, role } from '../schema/index';
import type { NewUserRow } from './user-repository';

/** The filter properties of the user list and the operators each takes. */
export const userListFilters = {
  email: ['like', 'eq'],
  role_name: ['eq', 'like'],
  institution_type: ['eq', 'like'],
  institution_name: ['eq', 'like'],
  registration_date: ['gte', 'lte'],
  confirmed: ['eq'],
} as const;

export const userListSorts = [
  'email',
  'role_name',
  'institution_type',
  'institution_name',
  'registration_date',
  'questionnaire_count',
  'is_active',
  'activation_date',
  'deactivation_date',
] as const;

export type UserListFilter = keyof typeof userListFilters;
export type UserListSort = (typeof userListSorts)[number];
export type UserListQuery = PagedQuery<UserListFilter, UserListSort>;

/** Three list properties compare an id with `eq` and a translated name with `like`. */
type InternalFilter =
  | Exclude<UserListFilter, 'role_name' | 'institution_type' | 'institution_name'>
  | 'role_id'
  | 'role_text'
  | 'institution_type_id'
  | 'institution_type_text'
  | 'institution_id'
  | 'institution_text';

const BY_ID_OR_NAME = {
  role_name: ['role_id', 'role_text'],
  institution_type: ['institution_type_id', 'institution_type_text'],
  institution_name: ['institution_id', 'institution_text'],
} as const;

function isByIdOrName(property: UserListFilter): property is keyof typeof BY_ID_OR_NAME {
  return property in BY_ID_OR_NAME;
}

function internalFilter(filter: ListFilter<UserListFilter>): ListFilter<InternalFilter> {
  const { property } = filter;
  if (isByIdOrName(property)) {
    const [byId, byName] = BY_ID_OR_NAME[property];
    return { ...filter, property: filter.operator === 'eq' ? byId : byName };
  }
  return { ...filter, property };
}

/**
 * Questionnaires a user stands for: those on units they own plus those they created, each once.
 * Spelled with the table name because drizzle drops it inside a select list.
 */
const questionnaireCount = sql<number>`(select count(*)::int from questionnaire q
  where q.created_by_user_id = "app_user"."id"
     or exists (select 1 from unit u where u.id = q.unit_id and u.owner_user_id = "app_user"."id"))`;

/** The user owns or is assigned to a unit whose name or number contains the text. */
function unitSearch(text: string): SQL {
  const pattern = likePattern(text);
  return sql`exists (select 1 from unit u
    where (u.owner_user_id = "app_user"."id"
        or exists (select 1 from unit_assignment a where a.unit_id = u.id and a.user_id = "app_user"."id"))
      and (lower(u.description) like ${pattern} or lower(u.number) like ${pattern}))`;
}

function isoDate(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * Dictionary names in one language, resolved once per dictionary row in a derived table; each name
 * column has its own alias, as drizzle selects them unqualified.
 */
function nameTables(db: Db, localeId: number) {
  return {
    roleNames: db
      .select({ id: role.id, name: localizedText(role.textId, localeId).as('role_text') })
      .from(role)
      .as('role_name'),
    institutionNames: db
      .select({
        id: institution.id,
        institutionTypeId: institution.institutionTypeId,
        name: localizedText(institution.textId, localeId).as('institution_text'),
      })
      .from(institution)
      .as('institution_name'),
    institutionTypeNames: db
      .select({
        id: institutionType.id,
        name: localizedText(institutionType.textId, localeId).as('institution_type_text'),
      })
      .from(institutionType)
      .as('institution_type_name'),
  };
}

type NameTables = ReturnType<typeof nameTables>;

/** The columns the list filters and sorts on, over the joined name tables. */
function listColumns(tables: NameTables) {
  return {
    roleName: sql`${tables.roleNames.name}`,
    institutionName: sql`${tables.institutionNames.name}`,
    institutionTypeName: sql`${tables.institutionTypeNames.name}`,
    // An account names its institution type, or at least its institution, which has one.
    institutionTypeId: sql`coalesce(${appUser.institutionTypeId}, ${tables.institutionNames.institutionTypeId})`,
  };
}

type ListColumns = ReturnType<typeof listColumns>;

/** Reads and changes accounts as the administrators' user list shows them. */
export function userListRepository(db: Db) {
  /** The rows of the list matching `where`, in the given order and page. */
  async function select(
    localeId: number,
    where: (columns: ListColumns) => SQL | undefined,
    order: (columns: ListColumns) => SQL[],
    page: { start: number; limit: number },
  ): Promise<{ rows: UserListItem[]; total: number }> {
    const tables = nameTables(db, localeId);
    const columns = listColumns(tables);
    const condition = where(columns);

    const rows = await db
      .select({
        userId: appUser.id,
        email: appUser.email,
        roleDicId: appUser.roleId,
        roleName: tables.roleNames.name,
        institutionType: tables.institutionTypeNames.name,
        institutionName: tables.institutionNames.name,
        questionnaireCount,
        registeredAt: appUser.registeredAt,
        isActive: appUser.isActive,
        activatedAt: appUser.activatedAt,
        deactivatedAt: appUser.deactivatedAt,
        superUser: appUser.isSuperUser,
        confirmed: appUser.confirmed,
        emailVerified: appUser.emailVerified,
      })
      .from(appUser)
      .innerJoin(tables.roleNames, eq(tables.roleNames.id, appUser.roleId))
      .leftJoin(tables.institutionNames, eq(tables.institutionNames.id, appUser.institutionId))
      .leftJoin(tables.institutionTypeNames, eq(tables.institutionTypeNames.id, columns.institutionTypeId))
      .where(condition)
      .orderBy(...order(columns))
      .offset(page.start)
      .limit(page.limit);

    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(appUser)
      .innerJoin(tables.roleNames, eq(tables.roleNames.id, appUser.roleId))
      .leftJoin(tables.institutionNames, eq(tables.institutionNames.id, appUser.institutionId))
      .leftJoin(tables.institutionTypeNames, eq(tables.institutionTypeNames.id, columns.institutionTypeId))
      .where(condition);

    return {
      total: Number(counted?.total ?? 0),
      rows: rows.map(({ registeredAt, activatedAt, deactivatedAt, ...row }) => ({
        ...row,
        institutionType: row.institutionType ?? null,
        institutionName: row.institutionName ?? null,
        questionnaireCount: Number(row.questionnaireCount),
        registrationDate: new Date(registeredAt).toISOString(),
        activationDate: isoDate(activatedAt),
        deactivationDate: isoDate(deactivatedAt),
      })),
    };
  }

  return {
    /** One page of the user list with its total. */
    list(query: UserListQuery, localeId: number): Promise<{ rows: UserListItem[]; total: number }> {
      return select(
        localeId,
        (columns) => {
          const filterColumns: Record<InternalFilter, ListColumn> = {
            email: { column: appUser.email, kind: 'text' },
            role_id: { column: appUser.roleId, kind: 'integer' },
            role_text: { column: columns.roleName, kind: 'text' },
            institution_type_id: { column: columns.institutionTypeId, kind: 'integer' },
            institution_type_text: { column: columns.institutionTypeName, kind: 'text' },
            institution_id: { column: appUser.institutionId, kind: 'integer' },
            institution_text: { column: columns.institutionName, kind: 'text' },
            registration_date: { column: appUser.registeredAt, kind: 'date' },
            confirmed: { column: appUser.confirmed, kind: 'boolean' },
          };
          // No filter parameter at all: the list's default hides accounts no administrator confirmed.
          const filters: ListFilter<UserListFilter>[] = query.filter ?? [
            { operator: 'eq', property: 'confirmed', value: true },
          ];
          const search = query.searchText
            ? or(contains(appUser.email, query.searchText), unitSearch(query.searchText))
            : undefined;
          return and(...filterConditions(filters.map(internalFilter), filterColumns), search);
        },
        (columns) => {
          const sortColumns: Record<UserListSort, SQL> = {
            email: sql`lower(${appUser.email})`,
            role_name: sql`lower(${columns.roleName})`,
            institution_type: sql`lower(${columns.institutionTypeName})`,
            institution_name: sql`lower(${columns.institutionName})`,
            registration_date: sql`${appUser.registeredAt}`,
            questionnaire_count: questionnaireCount,
            is_active: sql`${appUser.isActive}`,
            activation_date: sql`${appUser.activatedAt}`,
            deactivation_date: sql`${appUser.deactivatedAt}`,
          };
          return query.sort.length > 0
            ? sortTerms(query.sort, sortColumns, [asc(appUser.id)])
            : [desc(appUser.registeredAt), asc(appUser.id)];
        },
        query,
      );
    },

    /** One account as a list row, whatever its state; undefined when there is no such account. */
    async item(userId: number, localeId: number): Promise<UserListItem | undefined> {
      const { rows } = await select(
        localeId,
        () => eq(appUser.id, userId),
        () => [asc(appUser.id)],
        { start: 0, limit: 1 },
      );
      return rows[0];
    },

    /** Changes an account's state fields. */
    async update(
      userId: number,
      changes: Pick<NewUserRow, 'isActive' | 'confirmed' | 'activatedAt' | 'deactivatedAt'>,
    ) {
      await db.update(appUser).set(changes).where(eq(appUser.id, userId));
    },

    /**
     * Deletes an account. The database keeps everything else: owned units and created questionnaires
     * lose their user (set null), the account's tokens, rights and unit assignments go with it.
     */
    async remove(userId: number): Promise<boolean> {
      const deleted = await db.delete(appUser).where(eq(appUser.id, userId)).returning({ id: appUser.id });
      return deleted.length > 0;
    },

    /** The number of questionnaires the account stands for (see the list column). */
    async questionnaireCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: questionnaireCount })
        .from(appUser)
        .where(eq(appUser.id, userId));
      return Number(row?.count ?? 0);
    },
  };
}

export type UserListRepository = ReturnType<typeof userListRepository>;
