import { answerKind } from '@engine/kinds/index';
import type { ExportColumnNote } from '@engine/export/export-types';
import type { LocaleCode } from '@schemas/generated/common';
import { translate } from '../../i18n/index';
import { EXPORT_METADATA_COLUMNS } from './export-metadata';
import type { ExportSheetPlan } from './export-plan';
import { REVIEW_COLUMNS } from './export-review-sheet';

/** The headers of the Columns sheet, in a language. */
const COLUMNS_HEADERS = [
  'sheet',
  'column',
  'subform',
  'group',
  'question',
  'answerType',
  'content',
  'optionCode',
  'optionText',
] as const;

/** The Columns sheet: its headers and its rows, every cell a text. */
export interface ExportColumnsSheet {
  headers: string[];
  rows: string[][];
}

function contentOf(note: ExportColumnNote, locale: LocaleCode): string {
  if (note.holds === 'gridCell') return translate(locale, 'export.content.gridCell');
  if (note.holds === 'optionValue') {
    return translate(locale, 'export.content.optionValue', { code: note.options[0]?.code ?? note.header });
  }
  return translate(locale, `export.content.${answerKind(note.answerTypeId).key}`);
}

function noteRows(sheetName: string, note: ExportColumnNote, locale: LocaleCode): string[][] {
  const column = [
    sheetName,
    note.header,
    note.subform,
    note.group,
    note.question,
    translate(locale, `export.answerTypes.${answerKind(note.answerTypeId).key}`),
    contentOf(note, locale),
  ];
  if (note.options.length === 0) return [[...column, '', '']];
  return note.options.map((option) => [...column, option.code, option.text]);
}

/**
 * The Columns sheet of an export (docs/decisions.md, issue 17): first the metadata columns every sheet
 * starts with, once, then every answer column of every sheet with its subform, group, question text,
 * answer type and what its cells hold, a row per option (code and text) for a column with options,
 * and last the columns of the Review sheet (named `reviewSheet`).
 */
export function exportColumnsSheet(
  sheets: readonly { name: string; plan: ExportSheetPlan }[],
  locale: LocaleCode,
  reviewSheet: string,
): ExportColumnsSheet {
  const metadata = EXPORT_METADATA_COLUMNS.map((column) => [
    '',
    translate(locale, `export.metadata.${column}`),
    '',
    '',
    translate(locale, `export.metadataNotes.${column}`),
    '',
    '',
    '',
    '',
  ]);
  const review = REVIEW_COLUMNS.map((column) => [
    reviewSheet,
    translate(locale, `export.review.headers.${column}`),
    '',
    '',
    translate(locale, `export.review.notes.${column}`),
    '',
    '',
    '',
    '',
  ]);
  return {
    headers: COLUMNS_HEADERS.map((header) => translate(locale, `export.columnsHeader.${header}`)),
    rows: [
      ...metadata,
      ...sheets.flatMap(({ name, plan }) =>
        plan.layout.notes.flatMap((note) => noteRows(name, note, locale)),
      ),
      ...review,
    ],
  };
}
