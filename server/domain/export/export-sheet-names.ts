/** The longest worksheet name spreadsheet programs accept. */
const MAX_SHEET_NAME = 31;

/** Characters a worksheet name (and, for the CSV files, a file name) may not hold. */
const FORBIDDEN = /[\\/?*[\]:"<>|]/g;

/** Control characters (below a space, and DEL) become spaces. */
function withoutControls(text: string): string {
  return [...text].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('');
}

function cleaned(title: string): string {
  const name = withoutControls(title)
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return name === '' ? 'Sheet' : name;
}

/** The base shortened so that the ending fits in a sheet name. */
function fitted(base: string, ending: string): string {
  return `${base.slice(0, Math.max(1, MAX_SHEET_NAME - ending.length)).trim()}${ending}`;
}

/**
 * Worksheet names for titles, in order: forbidden characters replaced, at most 31 characters (the
 * base shortened, its suffix kept), and unique ignoring case, also against the `reserved` names (the
 * Columns sheet's and its file's), a repeated name getting " (2)", " (3)" …. The same names name the
 * CSV files.
 */
export function exportSheetNames(
  titles: readonly { base: string; suffix?: string }[],
  reserved: readonly string[],
): string[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return titles.map((title) => {
    const base = cleaned(title.base);
    const suffix = title.suffix ? ` ${cleaned(title.suffix)}` : '';
    let name = fitted(base, suffix);
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = fitted(base, `${suffix} (${n})`);
    taken.add(name.toLowerCase());
    return name;
  });
}
