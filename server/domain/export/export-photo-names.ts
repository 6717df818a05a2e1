import { photoKind } from '@engine/kinds/photo';
import { isPhotoFileName } from '@engine/rules/photo-file-name';
import type { ExportBatchRows } from '../../data/repositories/export-repository';
import type { ExportSheetPlan } from './export-plan';

/**
 * The photo file names a batch's rows of a sheet show (issue 24): the saved answers of the sheet's
 * photo columns in the group instances the sheet has rows for, which are the names exportBatchRows
 * writes into the photo cells (the photo kind's `exportAnswer`) and so the photos the zip carries.
 */
export function exportPhotoNames(sheet: ExportSheetPlan, batch: ExportBatchRows): string[] {
  const photoQuestions = new Set(
    sheet.layout.columns
      .filter(
        (column) =>
          column.holds === 'answer' &&
          sheet.layout.questions.get(column.questionKey)?.answerType === photoKind.id,
      )
      .map((column) => column.questionKey),
  );
  if (photoQuestions.size === 0) return [];
  const shown = new Set(
    batch.instances.filter((instance) => sheet.groups.has(instance.groupKey)).map((instance) => instance.id),
  );
  return batch.answers.flatMap((answer) =>
    shown.has(answer.instanceId) && photoQuestions.has(answer.questionKey) && isPhotoFileName(answer.answer)
      ? [answer.answer]
      : [],
  );
}
