import { exportLayout } from '@engine/export/export-layout';
import type { ExportLayout } from '@engine/export/export-types';
import type { LocaleCode } from '@schemas/generated/common';
import type { QuestionnaireStructure, Translations } from '@schemas/generated/structure';
import type { Db } from '../../data/database';
import type { ExportPart, ExportPartRow } from '../../data/repositories/export-repository';
import { readStructureDocument } from '../../data/repositories/structure-document-repository';
import { structureVersionRepository } from '../../data/repositories/structure-version-repository';
import { translate } from '../../i18n/index';

/** Where a group instance's rows stand in its form: its subform's and group's names. */
export interface ExportGroupNames {
  subform: string;
  group: string;
}

/** A sheet's name: the form's, and for an older structure version a suffix naming it (`v3`). */
export interface ExportSheetTitle {
  base: string;
  suffix?: string;
}

/** One sheet of an export: a type's form in one structure version, its columns and its rows' source. */
export interface ExportSheetPlan {
  /** The sheet's name before it is made unique and short enough (export-sheet-names.ts). */
  title: ExportSheetTitle;
  /** Which questionnaires fill it: a type, a form, the raw versions read with this structure. */
  part: ExportPart;
  layout: ExportLayout;
  /** The groups of the form in the sheet's structure version, by key. */
  groups: ReadonlyMap<string, ExportGroupNames>;
}

function inLocale(text: Translations, locale: LocaleCode): string {
  return text[locale].trim() === '' ? text.en : text[locale];
}

function groupNames(
  document: QuestionnaireStructure,
  formKey: string,
  locale: LocaleCode,
): Map<string, ExportGroupNames> {
  const names = new Map<string, ExportGroupNames>();
  const form = document.forms.find((candidate) => candidate.key === formKey);
  for (const subform of form?.subforms ?? []) {
    for (const group of subform.groups) {
      names.set(group.key, { subform: inLocale(subform.name, locale), group: inLocale(group.name, locale) });
    }
  }
  return names;
}

/** A version's structure document, read once per export. */
function documentReader(db: Db) {
  const documents = new Map<string, Promise<QuestionnaireStructure | undefined>>();
  const versions = structureVersionRepository(db);
  return (typeId: number, version: number | 'current') => {
    const key = `${typeId}:${version}`;
    let document = documents.get(key);
    if (!document) {
      document =
        version === 'current'
          ? readStructureDocument(db, typeId).then((read) => read?.document)
          : versions.stored(typeId, version);
      documents.set(key, document);
    }
    return document;
  };
}

interface Sheet {
  typeId: number;
  version: number;
  current: boolean;
  formId: number;
  formKey: string;
  versions: number[];
  document: QuestionnaireStructure;
  layout: ExportLayout;
}

/**
 * The sheets of an export from the parts a selection fills, in their order (type, form, then the
 * current structure before older ones): questionnaires created or last saved against the type's
 * current version use the current structure document; older versions use the document kept in
 * structure_version, else (none kept, or the form missing from it) the current one. Parts that end up
 * with the same document share a sheet. The layouts are computed here, once per (type, version, form),
 * and live as long as the export. A form no structure has gives no sheet.
 */
export async function exportPlan(
  db: Db,
  parts: readonly ExportPartRow[],
  locale: LocaleCode,
): Promise<ExportSheetPlan[]> {
  const documentOf = documentReader(db);
  const sheets = new Map<string, Sheet>();
  for (const part of parts) {
    const current = part.version >= part.currentVersion;
    const kept = current ? undefined : await documentOf(part.questionnaireTypeId, part.version);
    const keptLayout = kept ? exportLayout(kept, part.formKey, locale) : undefined;
    const document = kept && keptLayout ? kept : await documentOf(part.questionnaireTypeId, 'current');
    if (!document) continue;
    const layout = keptLayout ?? exportLayout(document, part.formKey, locale);
    if (!layout) continue;
    const version = keptLayout ? part.version : part.currentVersion;
    const key = `${part.questionnaireTypeId}:${part.formId}:${version}`;
    const sheet = sheets.get(key);
    if (sheet) sheet.versions.push(part.version);
    else {
      sheets.set(key, {
        typeId: part.questionnaireTypeId,
        version,
        current: version === part.currentVersion,
        formId: part.formId,
        formKey: part.formKey,
        versions: [part.version],
        document,
        layout,
      });
    }
  }
  return [...sheets.values()].map((sheet) => ({
    title: sheet.current
      ? { base: sheet.layout.formName }
      : {
          base: sheet.layout.formName,
          suffix: translate(locale, 'export.version', { version: sheet.version }),
        },
    part: { questionnaireTypeId: sheet.typeId, formId: sheet.formId, versions: sheet.versions },
    layout: sheet.layout,
    groups: groupNames(sheet.document, sheet.formKey, locale),
  }));
}
