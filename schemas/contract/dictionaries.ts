import type {
  AnswerTypeListReply,
  LocaleListReply,
  NamedListReply,
  RoleListReply,
  UnitTypeListReply,
} from '../generated/api/dictionaries';
import { defineEndpoint, ref, replyOf } from './endpoint';

const api = 'api/dictionaries';
const noQuery = ref(api, 'EmptyQuery');

/** The dictionary calls without a session. */
export const dictionaryEndpoints = {
  localeList: defineEndpoint({
    method: 'GET',
    path: '/user/locale/list',
    roles: 'public',
    query: noQuery,
    reply: replyOf<LocaleListReply['data']>(api, 'LocaleListReply/properties/data'),
  }),
  roleList: defineEndpoint({
    method: 'GET',
    path: '/user/role/list',
    roles: 'public',
    query: noQuery,
    reply: replyOf<RoleListReply['data']>(api, 'RoleListReply/properties/data'),
  }),
  institutionTypeList: defineEndpoint({
    method: 'GET',
    path: '/country/list/:localeId',
    roles: 'public',
    params: ref(api, 'LocaleIdParams'),
    query: ref(api, 'InstitutionTypeQuery'),
    reply: replyOf<NamedListReply['data']>(api, 'NamedListReply/properties/data'),
  }),
  institutionList: defineEndpoint({
    method: 'GET',
    path: '/region/list/:id',
    roles: 'public',
    params: ref(api, 'IdParams'),
    query: noQuery,
    reply: replyOf<NamedListReply['data']>(api, 'NamedListReply/properties/data'),
  }),
  unitTypeList: defineEndpoint({
    method: 'GET',
    path: '/farm/farmTypeList',
    roles: 'public',
    query: ref(api, 'UnitTypeQuery'),
    reply: replyOf<UnitTypeListReply['data']>(api, 'UnitTypeListReply/properties/data'),
  }),
  /**
   * The answer types the server stores (not in the specification; added with photos, issue 24). The
   * studio offers only these, so in proxy mode a backend that does not know a newer type (photos) is
   * never sent a question of it; a backend without this call knows the specification's types alone.
   */
  answerTypeList: defineEndpoint({
    method: 'GET',
    path: '/answer-type/list',
    roles: 'public',
    query: noQuery,
    reply: replyOf<AnswerTypeListReply['data']>(api, 'AnswerTypeListReply/properties/data'),
  }),
} as const;
