import type { QuestionnaireStructure } from '@schemas/generated/structure';
import type { LocaleCode } from '@schemas/generated/common';
import type { ExportLayout } from './export-types';

/**
 * The answer columns of one form of a structure document, in the order the form shows its questions,
 * with the explanations of the second sheet in `locale`; undefined when the document has no such form.
 */
export function exportLayout(
  structure: QuestionnaireStructure,
  formKey: string,
  locale: LocaleCode,
): ExportLayout | undefined {
  void structure;
  void formKey;
  void locale;
  throw new Error('exportLayout: being written (issue 17)');
}
