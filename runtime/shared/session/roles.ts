/** roleDicId values; see the role table in DESIGN.md. */
export const ROLE = {
  administrator: 1,
  coordinator: 2,
  farmer: 3,
  expert: 4,
  observer: 5,
} as const;

/**
 * The two "special roles" of registration (administrator, farmer) belong to no institution; every
 * other role names its institution type and institution.
 */
export function needsInstitution(roleId: number): boolean {
  return roleId !== ROLE.administrator && roleId !== ROLE.farmer;
}

/** Farmers and experts are active as soon as their e-mail is confirmed; other roles wait for an administrator. */
export function activeOnceConfirmed(roleId: number): boolean {
  return roleId === ROLE.farmer || roleId === ROLE.expert;
}
