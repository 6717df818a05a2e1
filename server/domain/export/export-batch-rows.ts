import { exportRowCells } from '@engine/export/export-row';
import type { ExportValue } from '@engine/export/export-types';
import type { LocaleCode } from '@schemas/generated/common';
import type {
  ExportBatchRows,
  ExportNames,
  ExportQuestionnaireRow,
} from '../../data/repositories/export-repository';
import { translate } from '../../i18n/index';
import type { ExportSheetPlan } from './export-plan';

/** A cell of a sheet: an engine value, or an instant (the created and submitted metadata). */
export type SheetCell = ExportValue | Date;

function grouped<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** The status texts, translated once per language rather than once per row. */
const statusTexts = new Map<string, string>();

function statusOf(row: ExportQuestionnaireRow, locale: LocaleCode): string {
  const key = `${locale}.${row.accepted ? 'accepted' : row.submitted ? 'submitted' : 'inEdition'}`;
  let text = statusTexts.get(key);
  if (text === undefined) {
    text = translate(locale, `export.status.${key.slice(locale.length + 1)}`);
    statusTexts.set(key, text);
  }
  return text;
}

/**
 * The sheet rows of a batch: one per questionnaire and group instance of the sheet's structure, in
 * questionnaire order, the metadata columns then the engine's answer cells. A questionnaire whose
 * filled form has no instance of the sheet's groups still gets one row (its metadata, no answers).
 */
export function exportBatchRows(
  sheet: ExportSheetPlan,
  batch: ExportBatchRows,
  names: ExportNames,
  locale: LocaleCode,
): SheetCell[][] {
  const instancesOf = grouped(
    batch.instances.filter((instance) => sheet.groups.has(instance.groupKey)),
    (instance) => instance.filledFormId,
  );
  const answersOf = grouped(batch.answers, (answer) => answer.instanceId);
  const nameOf = (map: ReadonlyMap<number, string>, id: number | null) =>
    id === null ? null : (map.get(id) ?? null);
  const noAnswers = (): ExportValue[] => sheet.layout.columns.map(() => null);
  return batch.questionnaires.flatMap((row) => {
    const metadata: SheetCell[] = [
      row.questionnaireId,
      row.unitName,
      row.unitNumber,
      nameOf(names.unitTypes, row.unitTypeId),
      nameOf(names.institutionTypes, row.institutionTypeId),
      nameOf(names.institutions, row.institutionId),
      row.email,
      nameOf(names.questionnaireTypes, row.questionnaireTypeId),
      statusOf(row, locale),
      row.createdAt,
      row.submittedAt,
    ];
    const instances = instancesOf.get(row.filledFormId) ?? [];
    if (instances.length === 0) return [[...metadata, null, null, null, ...noAnswers()]];
    return instances.map((instance) => {
      const group = sheet.groups.get(instance.groupKey);
      // An answer row is an engine ExportAnswer with its instance id besides.
      const answers = answersOf.get(instance.id) ?? [];
      return [
        ...metadata,
        group?.subform ?? null,
        group?.group ?? null,
        instance.name,
        ...exportRowCells(sheet.layout, answers),
      ];
    });
  });
}
