import { accessEndpoints, accountEndpoints } from './access';
import { auditEndpoints } from './audit';
import { dictionaryEndpoints } from './dictionaries';
import type { Endpoint } from './endpoint';
import { exportEndpoints } from './exports';
import { fillReadEndpoints, fillWriteEndpoints } from './fill';
import { geomEndpoints } from './geom';
import { healthEndpoints } from './health';
import { indicatorEndpoints } from './indicators';
import { photoEndpoints } from './photos';
import { questionnaireEndpoints } from './questionnaires';
import { reviewEndpoints } from './review';
import { rightEndpoints } from './rights';
import { structureQuestionEndpoints, structureSubformEndpoints, structureTypeEndpoints } from './structure';
import { structureStudioEndpoints } from './structure-studio';
import { unitEndpoints } from './units';
import { userEndpoints } from './users';

/**
 * Every call of the API, keyed by name: the server registers its routes and their checks from it,
 * the runtime's client builds its calls from it, and the role-matrix test sends each one as each role.
 */
export const apiContract = {
  ...healthEndpoints,
  ...dictionaryEndpoints,
  ...accessEndpoints,
  ...accountEndpoints,
  ...unitEndpoints,
  ...userEndpoints,
  ...auditEndpoints,
  ...rightEndpoints,
  ...questionnaireEndpoints,
  ...fillReadEndpoints,
  ...fillWriteEndpoints,
  ...reviewEndpoints,
  ...structureTypeEndpoints,
  ...structureSubformEndpoints,
  ...structureQuestionEndpoints,
  ...structureStudioEndpoints,
  ...geomEndpoints,
  ...indicatorEndpoints,
  ...exportEndpoints,
  ...photoEndpoints,
} as const satisfies Record<string, Endpoint>;

export type ApiContract = typeof apiContract;
export type EndpointName = keyof ApiContract;

export type { Endpoint, PublicEndpoint, ReplyOf, SecuredEndpoint } from './endpoint';
export { endpointPaths } from './endpoint';
export { ALL_ROLES, isRoleName, ROLE, type RoleId, type RoleName } from './roles';
