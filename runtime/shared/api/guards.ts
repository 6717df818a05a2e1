/** A check that narrows what the network returned; replies are never cast, only checked. */
export type Guard<T> = (value: unknown) => value is T;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isArrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value: unknown): value is T[] => Array.isArray(value) && value.every(guard);
}

/** For calls whose reply data carries nothing the screen needs (`data: null`). */
export function isAnything(_value: unknown): _value is unknown {
  return true;
}
