import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { ALL_ROLES, apiContract, endpointPaths, isRoleName, type Endpoint } from '@schemas/contract/index';
import { defineEndpoint, unreadReply } from '@schemas/contract/endpoint';
import { allSchemas } from '@schemas/index';

/*
 * The type check is the first guard: an endpoint without roles, with an empty role list, with an
 * unknown role, or secured outside /secured does not compile. `tsc --noEmit` (CI's typecheck) fails
 * if any of the lines below stops being an error.
 */
// @ts-expect-error an endpoint must say who may call it
defineEndpoint({ method: 'GET', path: '/secured/farm/list2', reply: unreadReply });
// @ts-expect-error a secured endpoint names at least one role
defineEndpoint({ method: 'GET', path: '/secured/farm/list2', roles: [], reply: unreadReply });
// @ts-expect-error roles are the role table's names
defineEndpoint({ method: 'GET', path: '/secured/farm/list2', roles: ['guest'], reply: unreadReply });
// @ts-expect-error a secured endpoint lives under /secured, behind the session check
defineEndpoint({ method: 'GET', path: '/farm/list2', roles: ['farmer'], reply: unreadReply });
// @ts-expect-error an endpoint says what its reply's data is
defineEndpoint({ method: 'GET', path: '/setup', roles: 'public' });

const entries: [string, Endpoint][] = Object.entries(apiContract);

describe('the API contract', () => {
  it('gives every endpoint roles: public, or a non-empty list of known roles', () => {
    for (const [name, endpoint] of entries) {
      if (endpoint.roles === 'public') continue;
      expect(endpoint.roles.length, name).toBeGreaterThan(0);
      for (const role of endpoint.roles) expect(isRoleName(role), `${name}: ${role}`).toBe(true);
      expect(new Set(endpoint.roles).size, name).toBe(endpoint.roles.length);
    }
  });

  it('keeps secured endpoints under /secured and public ones outside it', () => {
    for (const [name, endpoint] of entries) {
      for (const path of endpointPaths(endpoint)) {
        expect(path.startsWith('/secured/'), `${name}: ${path}`).toBe(endpoint.roles !== 'public');
      }
    }
  });

  it('serves each method and path once', () => {
    const routes = entries.flatMap(([, endpoint]) =>
      endpointPaths(endpoint).map((path) => `${endpoint.method} ${path}`),
    );
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names only schema definitions that exist', () => {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true });
    addFormats.default(ajv);
    for (const schema of allSchemas) ajv.addSchema(schema);
    for (const [name, endpoint] of entries) {
      const refs = [endpoint.params, endpoint.query, endpoint.body, endpoint.reply.schema];
      for (const ref of refs) {
        if (ref) expect(() => ajv.getSchema(ref), `${name}: ${ref}`).not.toThrow();
        if (ref) expect(ajv.getSchema(ref), `${name}: ${ref}`).toBeDefined();
      }
    }
  });

  it('lists every role once in ALL_ROLES', () => {
    expect(ALL_ROLES.filter(isRoleName)).toHaveLength(new Set(ALL_ROLES).size);
  });
});
