import type { GeoJsonGeometry } from '../schema/index';

/**
 * Reading rows a query builds as JSON (json_agg, so that one statement carries a row with its
 * children) back into typed rows. A value of another shape is a fault of the query, not of the
 * request, so it throws rather than guessing.
 */
export type JsonRow = Record<string, unknown>;

export function isObject(value: unknown): value is JsonRow {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function fault(what: string): never {
  throw new Error(`Unexpected ${what} in JSON rows from the database`);
}

/** A value as an integer; `what` names it in the fault. */
export function integerValue(value: unknown, what: string): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : fault(what);
}

export function integerOrNullValue(value: unknown, what: string): number | null {
  return value === null ? null : integerValue(value, what);
}

export function stringValue(value: unknown, what: string): string {
  return typeof value === 'string' ? value : fault(what);
}

export function stringOrNullValue(value: unknown, what: string): string | null {
  return value === null || typeof value === 'string' ? value : fault(what);
}

/** A stored geometry; one of another kind reads as none (answers keep points and squares only). */
export function geometryValue(value: unknown): GeoJsonGeometry | null {
  return isObject(value) &&
    (value.type === 'Point' || value.type === 'Polygon' || value.type === 'MultiPolygon')
    ? { type: value.type, coordinates: value.coordinates }
    : null;
}

export function integer(row: JsonRow, key: string): number {
  return integerValue(row[key], key);
}

export function integerOrNull(row: JsonRow, key: string): number | null {
  return integerOrNullValue(row[key], key);
}

export function numberOrNull(row: JsonRow, key: string): number | null {
  const value = row[key];
  return value === null || typeof value === 'number' ? value : fault(key);
}

export function stringOrNull(row: JsonRow, key: string): string | null {
  return stringOrNullValue(row[key], key);
}

export function boolean(row: JsonRow, key: string): boolean {
  const value = row[key];
  return typeof value === 'boolean' ? value : fault(key);
}

export function geometry(row: JsonRow, key: string): GeoJsonGeometry | null {
  return geometryValue(row[key]);
}

function list(value: unknown): unknown[] {
  // node-postgres and PGlite parse json columns; a driver that does not gives text.
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : fault('list');
}

/** A JSON array of objects (json_build_object rows). */
export function rows(value: unknown): JsonRow[] {
  return list(value).map((row: unknown) => (isObject(row) ? row : fault('row')));
}

/** A JSON array of arrays (json_build_array rows, smaller and quicker to build than objects). */
export function tuples(value: unknown): unknown[][] {
  return list(value).map((row: unknown) => (Array.isArray(row) ? row : fault('row')));
}
