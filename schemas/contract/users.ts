import type { UserListItem } from '../generated/api/lists';
import { defineEndpoint, listOf, ref, replyOf, unreadReply } from './endpoint';

const api = 'api/lists';
const noQuery = ref('api/dictionaries', 'EmptyQuery');

/** The administrators' user list and account state calls. */
export const userEndpoints = {
  userList: defineEndpoint({
    method: 'GET',
    path: '/secured/user/list2',
    roles: ['administrator'],
    query: ref(api, 'PagedListQuery'),
    reply: listOf<UserListItem>(api, 'UserListItem'),
  }),
  setUserActive: defineEndpoint({
    method: 'PUT',
    path: '/secured/user/:id/isActive/:flag',
    roles: ['administrator'],
    params: ref(api, 'UserActiveParams'),
    query: noQuery,
    reply: replyOf<UserListItem>(api, 'UserListItem'),
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/secured/user/:id',
    roles: ['administrator'],
    params: ref('api/access', 'UserIdParams'),
    query: noQuery,
    reply: unreadReply,
  }),
} as const;
