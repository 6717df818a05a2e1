/** The largest id a PostgreSQL `integer` column holds. */
const LARGEST_ID = 2_147_483_647;

/**
 * Whether an id from a path can name a stored row. The path schema allows ten digits; a larger id
 * names nothing (404), and must not reach the database, where it would fail as out of range.
 */
export function isStoredId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= LARGEST_ID;
}
