import type { HealthReply } from '../generated/api/envelope';
import { defineEndpoint, replyOf } from './endpoint';

/** `ok` to anyone; the database and migration state only to an administrator's session. */
export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    roles: 'public',
    reply: replyOf<HealthReply['data']>('api/envelope', 'Health/properties/data'),
  }),
} as const;
