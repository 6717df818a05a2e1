import type { LocaleCode } from '@schemas/generated/common';
import { translate } from '../../i18n/index';

/** The metadata columns every sheet starts with, in their order (docs/decisions.md, issue 17). */
export const EXPORT_METADATA_COLUMNS = [
  'questionnaireId',
  'unit',
  'unitNumber',
  'unitType',
  'institutionType',
  'institution',
  'email',
  'questionnaireType',
  'status',
  'created',
  'submitted',
  'subform',
  'group',
  'instanceName',
] as const;

export type ExportMetadataColumn = (typeof EXPORT_METADATA_COLUMNS)[number];

/** The metadata columns' headers in a language. */
export function exportMetadataHeaders(locale: LocaleCode): string[] {
  return EXPORT_METADATA_COLUMNS.map((column) => translate(locale, `export.metadata.${column}`));
}
