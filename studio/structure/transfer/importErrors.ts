import type { StructureImportError } from '@schemas/generated/api/structure-studio';
import type { ApiFailure } from '@runtime/shared/api/envelope';

// `path: message`, as the server writes each detail line; the path has no spaces (keys never do).
const DETAIL_LINE = /^(\S*): ([\s\S]*)$/;

/**
 * The reasons a refused import gives, each with its place in the document: the reply's detail lines
 * (`/forms/0/name: …`), '' for the document as a whole. A schema check of the request names the whole
 * body `body`. A refusal without details is one reason about the whole document.
 */
export function importErrors(failure: ApiFailure): StructureImportError[] {
  if (!failure.details || failure.details.length === 0) return [{ path: '', message: failure.message }];
  return failure.details.map((line) => {
    const match = DETAIL_LINE.exec(line);
    if (!match) return { path: '', message: line };
    const [, path = '', message = ''] = match;
    return { path: path === 'body' ? '' : path, message };
  });
}
