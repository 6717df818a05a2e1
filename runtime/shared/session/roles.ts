/** roleDicId values; see the role table in DESIGN.md. */
export const ROLE = {
  administrator: 1,
  coordinator: 2,
  farmer: 3,
  expert: 4,
  observer: 5,
} as const;
