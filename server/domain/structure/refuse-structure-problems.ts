import type { StructureProblem } from '@engine/structure/structure-problem';
import { translate, type ServerLocale } from '../../i18n/index';
import { AppError, errorCodes, type ErrorCode } from '../app-error';

function errorCodeOf(key: string): ErrorCode {
  return errorCodes.find((code) => code === key) ?? 'VALIDATION_FAILED';
}

/**
 * Refuses a structure entry that breaks a rule of section 5, as found by the engine's check (the same
 * check the dialogs run): a 400 whose code and message are the first broken rule's, and whose details
 * name every broken field with its rule (`code: The text length exceeds…`, `text.2: This field is required`).
 */
export function refuseStructureProblems(problems: StructureProblem[], locale: ServerLocale): void {
  const [first] = problems;
  if (!first) return;
  throw new AppError(
    errorCodeOf(first.message.key),
    first.message.params ?? {},
    problems.map(
      (found) =>
        `${found.field}: ${translate(locale, `errors.${found.message.key}`, found.message.params ?? {})}`,
    ),
  );
}
