import type { GroupInstance } from '@schemas/generated/api/fill';
import type { Db } from '../../../data/database';
import {
  fillReadGroupRepository,
  type InstanceRows,
} from '../../../data/repositories/fill-read-group-repository';
import { structureVersionRepository } from '../../../data/repositories/structure-version-repository';
import { localeIdByCode } from '../../dictionaries';
import { asFilledVersion, type LocaleCode } from './as-filled-version';
import { fillReadScopeRepository } from '../../../data/repositories/fill-read-scope-repository';
import { assembleGroupInstances } from './assemble-group-instances';
import { readableScope, type Caller } from './readable-scope';

/**
 * The group instances of a filled subform whose groups apply to the unit's type, with their questions,
 * options and saved answers in the locale (GET secured/questionlist/{filledSubformId}). Inactive groups
 * and questions come with their flag: the engine leaves them out, admin mode shows them.
 */
export async function listGroupInstances(
  db: Db,
  caller: Caller,
  filledSubformId: number,
  localeId: number,
): Promise<GroupInstance[]> {
  const scope = await readableScope(filledSubformId, (id) =>
    fillReadScopeRepository(db).byFilledSubform(caller, id),
  );
  const rows = await fillReadGroupRepository(db).read(
    { filledSubformId },
    scope.unitTypeId,
    localeId,
    'texts',
  );
  if (scope.shownVersion === null) return assembleGroupInstances(rows);
  return assembleGroupInstances(await asShownVersion(db, rows, scope, localeId));
}

const localeCodes = Object.entries(localeIdByCode);

/** The rows in the structure version the questionnaire was saved against, when that version is kept. */
async function asShownVersion(
  db: Db,
  rows: InstanceRows,
  scope: { questionnaireTypeId: number; shownVersion: number | null },
  localeId: number,
): Promise<InstanceRows> {
  const versions = structureVersionRepository(db);
  const document =
    scope.shownVersion === null
      ? undefined
      : await versions.stored(scope.questionnaireTypeId, scope.shownVersion);
  const locale = localeCodes.find(([, id]) => id === localeId)?.[0];
  if (!document || !isLocaleCode(locale)) return rows;
  const keys = await versions.keysOf({
    groups: [...new Set(rows.instances.map((instance) => instance.questionListDicId))],
    questions: [...new Set(rows.questions.map((row) => row.questionId))],
    options: rows.options.map((row) => row.id),
  });
  return asFilledVersion(rows, document, keys, locale);
}

function isLocaleCode(code: string | undefined): code is LocaleCode {
  return code !== undefined && code in localeIdByCode;
}
