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

/**
 * Worksheet names for titles, in order: forbidden characters replaced, at most 31 characters, and
 * unique ignoring case, also against the `reserved` names (the Columns sheet's and its file's), a
 * repeated name getting " (2)", " (3)" … (shortened to fit). The same names name the CSV files.
 */
export function exportSheetNames(titles: readonly string[], reserved: readonly string[]): string[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return titles.map((title) => {
    const base = cleaned(title);
    let name = base.slice(0, MAX_SHEET_NAME).trim();
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}
