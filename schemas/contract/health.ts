import type { HealthReply, ReadyReply } from '../generated/api/envelope';
import { defineEndpoint, replyOf } from './endpoint';

/** `ok` to anyone; the database and migration state only to an administrator's session. */
export const healthEndpoints = {
  /** Liveness: the process answers. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    roles: 'public',
    reply: replyOf<HealthReply['data']>('api/envelope', 'Health/properties/data'),
  }),
  /** Readiness for a load balancer: 200 when this instance takes requests, else 503 NOT_READY. */
  healthReady: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    roles: 'public',
    reply: replyOf<ReadyReply['data']>('api/envelope', 'Ready/properties/data'),
  }),
} as const;
