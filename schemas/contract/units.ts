import type { ExpertAssignment, UnitAssignReply, UnitListItem, UnitSummary } from '../generated/api/lists';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';

const api = 'api/lists';
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/**
 * The unit calls: the unit list, the add-unit flow (inactive units, activate, assign), rename, remove,
 * and the experts' access to units (requests, acceptance, revocation).
 */
export const unitEndpoints = {
  unitList: defineEndpoint({
    method: 'GET',
    path: '/secured/farm/list2',
    roles: ['coordinator', 'farmer', 'expert', 'observer'],
    query: ref(api, 'PagedListQuery'),
    reply: listOf<UnitListItem>(api, 'UnitListItem'),
  }),
  farmerUnitList: defineEndpoint({
    method: 'GET',
    path: '/secured/farm/listByUserId',
    roles: ['farmer', 'expert'],
    query: ref(api, 'UserIdQuery'),
    reply: listOf<UnitSummary>(api, 'UnitSummary'),
  }),
  inactiveUnitList: defineEndpoint({
    method: 'GET',
    path: ['/secured/farm/inactiveUnitList/', '/secured/farm/inactiveUnitList'],
    roles: ['farmer', 'expert'],
    query: noQuery,
    reply: listOf<UnitSummary>(api, 'UnitSummary'),
  }),
  activateUnit: defineEndpoint({
    method: 'GET',
    path: '/secured/farm/activate',
    roles: ['farmer', 'expert'],
    query: ref(api, 'ActivateUnitQuery'),
    reply: replyOf<UnitSummary>(api, 'UnitSummary'),
  }),
  assignUnit: defineEndpoint({
    method: 'POST',
    path: '/secured/farm/assign',
    roles: ['expert'],
    query: ref(api, 'UnitAssignQuery'),
    reply: replyOf<UnitAssignReply>(api, 'UnitAssignReply'),
  }),
  expertAccessList: defineEndpoint({
    method: 'GET',
    path: '/secured/farm/assignment/list',
    roles: ['administrator', 'farmer', 'expert'],
    query: ref(api, 'AssignmentListQuery'),
    reply: listOf<ExpertAssignment>(api, 'ExpertAssignment'),
  }),
  acceptExpert: defineEndpoint({
    method: 'PUT',
    path: '/secured/farm/:id/experts/:userId/accept',
    roles: ['administrator', 'farmer'],
    params: ref(api, 'UnitExpertParams'),
    query: noQuery,
    reply: replyOf<ExpertAssignment>(api, 'ExpertAssignment'),
  }),
  removeExpert: defineEndpoint({
    method: 'DELETE',
    path: '/secured/farm/:id/experts/:userId',
    roles: ['administrator', 'farmer', 'expert'],
    params: ref(api, 'UnitExpertParams'),
    query: noQuery,
    reply: unreadReply,
  }),
  updateUnit: defineEndpoint({
    method: 'PUT',
    path: '/secured/farm/:id',
    roles: ['farmer', 'expert'],
    params: ref(api, 'UnitIdParams'),
    query: noQuery,
    body: ref(api, 'UnitUpdate'),
    reply: replyOf<UnitSummary>(api, 'UnitSummary'),
  }),
  deleteUnit: defineEndpoint({
    method: 'DELETE',
    path: '/secured/farm/:id',
    roles: ['farmer', 'expert'],
    params: ref(api, 'UnitIdParams'),
    query: noQuery,
    reply: unreadReply,
  }),
} as const;
