import type { SessionUser } from '@runtime/shared/session/sessionUser';
import type { Route } from './fakeApi';
import { ok } from './fakeApi';

/** An account as the server returns it (login, registration, terms). */
export function account(overrides: Partial<SessionUser & { isActive: boolean; confirmed: boolean }> = {}) {
  return {
    id: 7,
    email: 'farmer@example.com',
    roleDicId: 3,
    localeDicId: 1,
    isSuperUser: false,
    acceptedRodo: true,
    isActive: true,
    confirmed: true,
    ...overrides,
  };
}

/** The same account as the runtime keeps it in sessionStorage. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const { isActive: _active, confirmed: _confirmed, ...summary } = account(overrides);
  return { ...summary, token: 'jwt-token', ...overrides };
}

const roleNames: [number, string, string][] = [
  [1, 'Administrator', 'Administrator'],
  [2, 'Coordinator', 'Koordynator'],
  [3, 'Farmer (pig breeder)', 'Rolnik (hodowca świń)'],
  [4, 'Expert', 'Ekspert'],
  [5, 'Observer (read-only)', 'Obserwator (tylko odczyt)'],
];

/** The dictionaries registration reads, in English and Polish. */
export const dictionaryRoutes: Record<string, Route> = {
  'GET /api/user/role/list': ok(
    roleNames.map(([id, en, pl]) => ({
      id,
      name: en.toLowerCase(),
      translations: [
        { localeDicId: 1, text: en },
        { localeDicId: 2, text: pl },
      ],
    })),
  ),
  'GET /api/user/locale/list': ok(
    ['en', 'pl', 'de', 'fi', 'it', 'nl'].map((localeName, index) => ({ id: index + 1, localeName })),
  ),
  'GET /api/country/list/1': ok([
    { id: 10, name: 'Regional environmental inspectorate' },
    { id: 20, name: 'Agricultural advisory centre' },
  ]),
  'GET /api/country/list/2': ok([
    { id: 10, name: 'Regionalny inspektorat ochrony środowiska' },
    { id: 20, name: 'Ośrodek doradztwa rolniczego' },
  ]),
  'GET /api/region/list/10': ok([
    { id: 101, name: 'Regional Inspectorate North' },
    { id: 102, name: 'Regional Inspectorate South' },
  ]),
  'GET /api/region/list/20': ok([{ id: 201, name: 'Advisory centre West' }]),
};
