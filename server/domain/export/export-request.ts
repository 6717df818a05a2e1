import type { ExportQuery } from '@schemas/generated/api/export';
import type { LocaleCode } from '@schemas/generated/common';
import type { ExportSelection } from '../../data/repositories/export-repository';
import { AppError } from '../app-error';
import { localeIdByCode, supportedLocaleId } from '../dictionaries';

/** The file an export writes: a workbook, or a zip of CSV files. */
export type ExportFormat = 'xlsx' | 'csv';

/** An export request once its rules hold: what to read, in which language and format. */
export interface ExportRequest {
  selection: ExportSelection;
  locale: LocaleCode;
  localeId: number;
  format: ExportFormat;
  /** Whether the download is a zip with the photos the exported answers name (issue 24). */
  photos: boolean;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The start (UTC midnight) of a `YYYY-MM-DD` day; a day that is not in the calendar is a 400. */
function dayStart(day: string): Date {
  const [, year, month, date] = DAY.exec(day) ?? [];
  const start = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw new AppError('EXPORT_DATE_INVALID', { date: day });
  }
  return start;
}

/** A comma-separated id list the schema has checked, without repeats. */
function idList(list: string | undefined): number[] {
  return list === undefined ? [] : [...new Set(list.split(',').map(Number))];
}

function optionalId(id: string | undefined): number | undefined {
  return id === undefined ? undefined : Number(id);
}

function localeCodeOf(localeId: number): LocaleCode {
  const found = Object.entries(localeIdByCode).find(([, id]) => id === localeId)?.[0];
  return found === 'pl' || found === 'de' || found === 'fi' || found === 'it' || found === 'nl'
    ? found
    : 'en';
}

/** The creation-date bounds of `dateFrom` / `dateTo`: whole UTC days, not in the future, in order. */
function createdBounds(
  query: ExportQuery,
  today: Date,
): Pick<ExportSelection, 'createdFrom' | 'createdBefore'> {
  const todayStart = dayStart(today.toISOString().slice(0, 10));
  const from = query.dateFrom === undefined ? undefined : dayStart(query.dateFrom);
  const to = query.dateTo === undefined ? undefined : dayStart(query.dateTo);
  for (const [day, start] of [
    [query.dateFrom, from],
    [query.dateTo, to],
  ] as const) {
    if (day !== undefined && start !== undefined && start > todayStart) {
      throw new AppError('EXPORT_FUTURE_DATE', { date: day });
    }
  }
  if (from && to && from > to) throw new AppError('EXPORT_DATE_RANGE');
  return {
    ...(from ? { createdFrom: from } : {}),
    ...(to ? { createdBefore: new Date(to.getTime() + DAY_MS) } : {}),
  };
}

/**
 * The rules of an export request (docs/decisions.md, "Issue 17: what the data export exports", the
 * export form's rules of specification section 5), each broken one a 400 with its own message: units
 * exclude a unit type, institution type and institution; an institution needs its institution type,
 * which needs a unit type; units, or a unit type with forms, must be chosen; `dateFrom` and `dateTo`
 * are calendar days, neither after `today` (UTC), from not after to.
 */
export function exportRequest(query: ExportQuery, today: Date): ExportRequest {
  const unitIds = idList(query.farmId);
  const unitTypeId = optionalId(query.farmTypeId);
  const institutionTypeId = optionalId(query.countryId);
  const institutionId = optionalId(query.regionId);
  const formIds = idList(query.formId);
  if (
    unitIds.length > 0 &&
    (unitTypeId !== undefined || institutionTypeId !== undefined || institutionId !== undefined)
  ) {
    throw new AppError('EXPORT_UNITS_EXCLUSIVE');
  }
  if (institutionId !== undefined && institutionTypeId === undefined) {
    throw new AppError('EXPORT_INSTITUTION_NEEDS_TYPE');
  }
  if (institutionTypeId !== undefined && unitTypeId === undefined) {
    throw new AppError('EXPORT_INSTITUTION_TYPE_NEEDS_UNIT_TYPE');
  }
  if (unitIds.length === 0 && (unitTypeId === undefined || formIds.length === 0)) {
    throw new AppError('EXPORT_NOTHING_CHOSEN');
  }
  const localeId = supportedLocaleId(Number(query.localeDicId));
  return {
    selection: {
      unitIds,
      ...(unitTypeId === undefined ? {} : { unitTypeId }),
      ...(institutionTypeId === undefined ? {} : { institutionTypeId }),
      ...(institutionId === undefined ? {} : { institutionId }),
      formIds,
      ...createdBounds(query, today),
    },
    locale: localeCodeOf(localeId),
    localeId,
    format: query.format ?? 'xlsx',
    photos: query.photos === 'true',
  };
}
