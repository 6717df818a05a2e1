import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAuditAction } from '@schemas/contract/audit-actions';
import type { AuditEventDetails, AuditEventItem } from '@schemas/generated/api/audit';
import type { ListFilter, PagedQuery } from '../../shared/list-query';
import type { Db } from '../database';
import { contains, filterConditions, sortTerms } from '../list-conditions';
import { ListFilterValueError } from '../list-filter-value-error';
import { appUser, auditEvent } from '../schema/index';

/** The filter properties of the security log and the operators each takes. */
export const auditListFilters = {
  /** Several `action eq` filters are alternatives: any of the actions. */
  action: ['eq'],
  /** An e-mail of the actor, the subject, or typed at a failed login. */
  user: ['like', 'eq'],
  actor: ['like', 'eq'],
  subject: ['like', 'eq'],
  /** The account that acted or that the event is about. */
  user_id: ['eq'],
  actor_id: ['eq'],
  subject_id: ['eq'],
  occurred_at: ['gte', 'lte'],
} as const;

export const auditListSorts = ['occurred_at', 'action'] as const;

export type AuditListFilter = keyof typeof auditListFilters;
export type AuditListSort = (typeof auditListSorts)[number];
export type AuditListQuery = PagedQuery<AuditListFilter, AuditListSort>;

const actor = alias(appUser, 'actor');
const subject = alias(appUser, 'subject');

/** A deleted account's address is kept in its deletion's details; other events name a live account. */
const subjectEmail = sql<string | null>`coalesce(${subject.email},
  case when ${auditEvent.action} = 'account.deleted' then ${auditEvent.details} ->> 'email' end)`;
const typedEmail = sql<string | null>`${auditEvent.details} ->> 'email'`;

function textMatch(column: SQL | typeof actor.email, filter: ListFilter<string>): SQL {
  const text = String(filter.value);
  return filter.operator === 'like'
    ? contains(column, text)
    : sql`lower(${column}) = ${text.trim().toLowerCase()}`;
}

function anyOf(conditions: (SQL | undefined)[]): SQL {
  return or(...conditions) ?? sql`false`;
}

function actionValue(filter: ListFilter<string>): string {
  if (!isAuditAction(filter.value)) {
    throw new ListFilterValueError(`filter.action: not an action of the security log`);
  }
  return filter.value;
}

/** The conditions of the list's filters; every filter must hold, `action` filters among themselves any. */
function conditions(filters: readonly ListFilter<AuditListFilter>[]): SQL[] {
  const actions = filters.filter((filter) => filter.property === 'action').map(actionValue);
  const emailColumns = {
    user: [actor.email, subjectEmail, typedEmail],
    actor: [actor.email],
    subject: [subjectEmail],
  };
  const idColumns = {
    user_id: [auditEvent.actorUserId, auditEvent.subjectUserId],
    actor_id: [auditEvent.actorUserId],
    subject_id: [auditEvent.subjectUserId],
  };
  const result: SQL[] =
    actions.length > 0 ? [anyOf(actions.map((action) => eq(auditEvent.action, action)))] : [];
  for (const filter of filters) {
    const { property } = filter;
    if (property === 'user' || property === 'actor' || property === 'subject') {
      result.push(anyOf(emailColumns[property].map((column) => textMatch(column, filter))));
    } else if (property === 'user_id' || property === 'actor_id' || property === 'subject_id') {
      result.push(
        anyOf(
          idColumns[property].flatMap((column) =>
            filterConditions([{ ...filter, property: 'id' }], { id: { column, kind: 'integer' } }),
          ),
        ),
      );
    } else if (property === 'occurred_at') {
      result.push(
        ...filterConditions([{ ...filter, property }], {
          occurred_at: { column: auditEvent.occurredAt, kind: 'date' },
        }),
      );
    }
  }
  return result;
}

function questionnaireTypeName(localeId: number): SQL<string | null> {
  const typeId = sql`case when jsonb_typeof(${auditEvent.details} -> 'questionnaireTypeId') = 'number'
    then (${auditEvent.details} ->> 'questionnaireTypeId')::int end`;
  return sql<string | null>`(select coalesce(
      (select t.text from translation t where t.text_id = qt.text_id and t.locale_id = ${localeId}),
      (select t.text from translation t where t.text_id = qt.text_id and t.locale_id = 1))
    from questionnaire_type qt where qt.id = ${typeId})`;
}

const DETAIL_TEXTS = ['email', 'clientAddress'] as const;
const DETAIL_NUMBERS = ['roleDicId', 'previousRoleDicId', 'questionnaireTypeId'] as const;
const REASONS = new Set(['INVALID_CREDENTIALS', 'NOT_ACTIVATED', 'AWAITING_APPROVAL', 'ACCOUNT_INACTIVE']);

/**
 * The details a row may show: only the keys the reply names, each of its type. Whatever else a stored
 * row holds stays in the database, so nothing written by mistake reaches a screen.
 */
function replyDetails(stored: Record<string, unknown> | null, typeName: string | null): AuditEventDetails {
  const details: AuditEventDetails = {};
  if (!stored) return details;
  for (const key of DETAIL_TEXTS) {
    const value = stored[key];
    if (typeof value === 'string') details[key] = value.slice(0, key === 'email' ? 254 : 64);
  }
  for (const key of DETAIL_NUMBERS) {
    const value = stored[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1) details[key] = value;
  }
  const { reason } = stored;
  if (typeof reason === 'string' && REASONS.has(reason))
    details.reason = reason as AuditEventDetails['reason'];
  if (details.roleDicId !== undefined && details.roleDicId > 5) delete details.roleDicId;
  if (details.previousRoleDicId !== undefined && details.previousRoleDicId > 5)
    delete details.previousRoleDicId;
  if (details.questionnaireTypeId !== undefined && typeName !== null)
    details.questionnaireTypeName = typeName;
  return details;
}

/** Reads the security log for the administrators' list. */
export function auditListRepository(db: Db) {
  return {
    /** One page of events with the number of all that match, newest first unless sorted otherwise. */
    async list(query: AuditListQuery, localeId: number): Promise<{ rows: AuditEventItem[]; total: number }> {
      const search = query.searchText
        ? anyOf([actor.email, subjectEmail, typedEmail].map((column) => contains(column, query.searchText)))
        : undefined;
      const where = and(...conditions(query.filter ?? []), search);
      const sortColumns: Record<AuditListSort, SQL> = {
        occurred_at: sql`${auditEvent.occurredAt}`,
        action: sql`${auditEvent.action}`,
      };
      const rows = await db
        .select({
          id: auditEvent.id,
          occurredAt: auditEvent.occurredAt,
          action: auditEvent.action,
          actorUserId: auditEvent.actorUserId,
          actorEmail: actor.email,
          subjectUserId: auditEvent.subjectUserId,
          subjectEmail,
          unitId: auditEvent.unitId,
          details: auditEvent.details,
          questionnaireTypeName: questionnaireTypeName(localeId),
        })
        .from(auditEvent)
        .leftJoin(actor, eq(actor.id, auditEvent.actorUserId))
        .leftJoin(subject, eq(subject.id, auditEvent.subjectUserId))
        .where(where)
        .orderBy(...sortTerms(query.sort, sortColumns, [desc(auditEvent.occurredAt), desc(auditEvent.id)]))
        .offset(query.start)
        .limit(query.limit);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditEvent)
        .leftJoin(actor, eq(actor.id, auditEvent.actorUserId))
        .leftJoin(subject, eq(subject.id, auditEvent.subjectUserId))
        .where(where);
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.flatMap((row) =>
          // A row of an action no longer listed (none so far) is left out rather than breaking the reply.
          isAuditAction(row.action)
            ? [
                {
                  id: row.id,
                  occurredAt: new Date(row.occurredAt).toISOString(),
                  action: row.action,
                  actorUserId: row.actorUserId,
                  actorEmail: row.actorEmail ?? null,
                  subjectUserId: row.subjectUserId,
                  subjectEmail: row.subjectEmail ?? null,
                  unitId: row.unitId,
                  details: replyDetails(row.details, row.questionnaireTypeName ?? null),
                },
              ]
            : [],
        ),
      };
    },
  };
}
