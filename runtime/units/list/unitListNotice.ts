import { isRecord } from '../../shared/api/guards';

/** What the unit screens tell the unit list when they return to it (in the router's location state). */
export interface UnitListNotice {
  /** The name of the unit just saved. */
  savedUnit: string;
}

export function isUnitListNotice(value: unknown): value is UnitListNotice {
  return isRecord(value) && typeof value.savedUnit === 'string';
}
