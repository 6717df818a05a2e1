import type { AverageIndicatorResult, IndicatorResult, ReportUnit } from '../generated/api/indicator';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';
import { ALL_ROLES } from './roles';

const api = 'api/indicator';
const idParams = ref('api/dictionaries', 'IdParams');
const localeQuery = ref('api/fill', 'LocaleQuery');

/**
 * Reports (issue 16, specification sections 4 and 7). Whoever may read a questionnaire may generate and
 * read its reports: generating reads the answers and stores the computed snapshot, it changes no answer.
 * docs/decisions.md ("Issue 16") records the computation and the averages' privacy minimum.
 */
export const indicatorEndpoints = {
  /** Computes the form's indicators from the answers and stores them, replacing the previous report. */
  generateReport: defineEndpoint({
    method: 'POST',
    path: '/secured/indicator/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: ref(api, 'GenerateQuery'),
    reply: unreadReply,
  }),
  /** The stored report of the form: themes with subthemes with indicators nested. */
  report: defineEndpoint({
    method: 'GET',
    path: '/secured/indicator/:id',
    roles: ALL_ROLES,
    params: idParams,
    query: ref(api, 'ReadQuery'),
    reply: listOf<IndicatorResult>(api, 'Indicator'),
  }),
  /** The averages over the stored reports of submitted forms of units of one type, computed in SQL. */
  reportAverage: defineEndpoint({
    method: 'GET',
    path: '/secured/indicator/average/:formDicId',
    roles: ALL_ROLES,
    params: ref(api, 'AverageParams'),
    query: ref(api, 'AverageQuery'),
    reply: listOf<AverageIndicatorResult>(api, 'AverageIndicator'),
  }),
  /** The unit the questionnaire is about (beyond the specification, which keeps it in the client). */
  reportUnit: defineEndpoint({
    method: 'GET',
    path: '/secured/indicator/:id/unit',
    roles: ALL_ROLES,
    params: idParams,
    query: localeQuery,
    reply: replyOf<ReportUnit>(api, 'ReportUnit'),
  }),
  /** The studio's indicator editor: replaces a form's indicator tree (administrators only). */
  saveFormIndicators: defineEndpoint({
    method: 'PUT',
    path: '/secured/structure/type/:typeId/form/:formKey/indicators',
    roles: ['administrator'],
    params: ref(api, 'FormIndicatorParams'),
    query: ref('api/dictionaries', 'EmptyQuery'),
    body: ref(api, 'FormIndicatorTree'),
    reply: unreadReply,
  }),
} as const;
