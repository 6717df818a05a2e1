import type { AuditEventItem } from '../generated/api/audit';
import { defineEndpoint, listOf, ref } from './endpoint';

/** The administrators' security log. */
export const auditEndpoints = {
  auditList: defineEndpoint({
    method: 'GET',
    path: '/secured/audit/list',
    roles: ['administrator'],
    // Filters: action (eq; several are alternatives), user (an e-mail, actor or subject; like or eq),
    // user_id (actor or subject; eq), occurred_at (gte, lte: days). Sort: occurred_at, action.
    query: ref('api/lists', 'PagedListQuery'),
    reply: listOf<AuditEventItem>('api/audit', 'AuditEventItem'),
  }),
} as const;
