/** One changed value of a part: its field, the language for a text, and the values before and after. */
export interface ChangedField {
  field: string;
  /** The language code for one language of a text (`text.pl`), else undefined. */
  language?: string;
  before: unknown;
  after: unknown;
}

const LANGUAGE_CODES = ['en', 'pl', 'de', 'fi', 'it', 'nl'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A text in all six languages, as the audit log stores texts. */
function isText(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(value).every((key) => LANGUAGE_CODES.includes(key));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Fields that say where a part is and never change by a call: shown only when the part came or went. */
const IDENTITY = new Set(['id', 'key', 'createdAt', 'structureVersion']);

/**
 * The fields of an audit entry that differ between before and after (all of them for an added or a
 * deleted part, less its bare identity), texts split per language and nested values (a swap's order
 * keys) per key, so a change reads as a short list.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (name) => !IDENTITY.has(name),
  );
  return names.flatMap((field): ChangedField[] => {
    const [was, is] = [old[field], now[field]];
    if (same(was, is)) return [];
    if (isText(was) || isText(is)) {
      const wasText = isText(was) ? was : {};
      const isTextNow = isText(is) ? is : {};
      return LANGUAGE_CODES.filter((code) => !same(wasText[code], isTextNow[code])).map((language) => ({
        field,
        language,
        before: wasText[language] ?? null,
        after: isTextNow[language] ?? null,
      }));
    }
    if (isRecord(was) || isRecord(is)) {
      const wasMap = isRecord(was) ? was : {};
      const isMap = isRecord(is) ? is : {};
      return [...new Set([...Object.keys(wasMap), ...Object.keys(isMap)])]
        .filter((key) => !same(wasMap[key], isMap[key]))
        .map((key) => ({ field: `${field}.${key}`, before: wasMap[key] ?? null, after: isMap[key] ?? null }));
    }
    return [{ field, before: was ?? null, after: is ?? null }];
  });
}
