/** Characters file systems refuse in a name a server sent. */
const UNSAFE = /[\\/:*?"<>|]+/g;

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 32 || code === 127;
}

function cleaned(name: string): string | undefined {
  const printable = [...name].map((character) => (isControl(character) ? '_' : character)).join('');
  const safe = printable.replace(UNSAFE, '_').trim();
  return safe === '' || safe === '.' || safe === '..' ? undefined : safe;
}

/** `filename*=UTF-8''…` (RFC 6266 / 8187): percent-encoded bytes of the name, in the given charset. */
function extendedName(header: string): string | undefined {
  const match = /filename\*\s*=\s*([^;]+)/i.exec(header);
  const value = match?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  if (!value) return undefined;
  const parts = /^([A-Za-z0-9!#$%&+^_`{}~-]+)'[^']*'(.+)$/.exec(value);
  if (!parts) return undefined;
  const [, charset = '', encoded = ''] = parts;
  if (!/^utf-8$/i.test(charset)) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** `filename="…"` or `filename=token`: the ASCII fallback. */
function plainName(header: string): string | undefined {
  const match = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
  if (!match) return undefined;
  const quoted = match[1];
  const name = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (match[2] ?? '').trim();
  return name === '' ? undefined : name;
}

/**
 * The file name a `Content-Disposition` header gives, the UTF-8 `filename*` preferred over the ASCII
 * `filename`; characters no file system accepts become `_`. Undefined when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = extendedName(header);
  const name = extended !== undefined ? cleaned(extended) : undefined;
  if (name !== undefined) return name;
  const plain = plainName(header);
  return plain === undefined ? undefined : cleaned(plain);
}
