/**
 * The database refused a row because of a unique index (PostgreSQL 23505), optionally a named one.
 * Looks through `cause`, as Drizzle wraps the driver's error.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') {
      if (constraint === undefined) return true;
      const named = 'constraint' in current ? current.constraint : undefined;
      const message = 'message' in current && typeof current.message === 'string' ? current.message : '';
      return named === constraint || message.includes(constraint);
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
