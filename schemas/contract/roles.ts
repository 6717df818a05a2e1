/** roleDicId values; see the role table in DESIGN.md. The server and the API contract share them. */
export const ROLE = {
  administrator: 1,
  coordinator: 2,
  farmer: 3,
  expert: 4,
  observer: 5,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];

/** Every role, in id order: the roles of a secured call that any signed-in account may make. */
export const ALL_ROLES = [
  'administrator',
  'coordinator',
  'farmer',
  'expert',
  'observer',
] as const satisfies readonly RoleName[];

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && Object.hasOwn(ROLE, value);
}
