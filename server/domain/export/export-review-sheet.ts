import type { LocaleCode } from '@schemas/generated/common';
import type { ExportReviewBatch } from '../../data/repositories/export-review-repository';
import { translate } from '../../i18n/index';
import type { SheetCell } from './export-batch-rows';

/** The Review sheet's columns, in order (docs/decisions.md, "Issue 19: export of review"). */
export const REVIEW_COLUMNS = [
  'questionnaireId',
  'unit',
  'unitNumber',
  'form',
  'group',
  'instanceName',
  'questionNumber',
  'question',
  'kind',
  'comment',
  'person',
  'date',
  'text',
] as const;

/** The Review sheet's headers in a language. */
export function exportReviewHeaders(locale: LocaleCode): string[] {
  return REVIEW_COLUMNS.map((column) => translate(locale, `export.review.headers.${column}`));
}

/**
 * The Review sheet's rows of a batch, in the repository's order (questionnaire, then time): one per
 * comment, reply, resolution and approval action, each naming its questionnaire and unit, the form,
 * group, group instance and question it is about where it has one, what it is (translated), the
 * comment it belongs to, who did it (e-mail), when (an instant) and its text.
 */
export function exportReviewRows(batch: ExportReviewBatch, locale: LocaleCode): SheetCell[][] {
  const units = new Map(batch.questionnaires.map((row) => [row.questionnaireId, row]));
  const kinds = new Map<string, string>();
  const kindText = (kind: string) => {
    let text = kinds.get(kind);
    if (text === undefined) {
      text = translate(locale, `export.review.kinds.${kind}`);
      kinds.set(kind, text);
    }
    return text;
  };
  return batch.rows.map((row) => {
    const unit = units.get(row.questionnaireId);
    return [
      row.questionnaireId,
      unit?.unitName ?? null,
      unit?.unitNumber ?? null,
      row.form,
      row.group,
      row.instance,
      row.questionNumber,
      row.questionText,
      kindText(row.kind),
      row.commentId,
      row.person,
      row.at,
      row.text,
    ];
  });
}
