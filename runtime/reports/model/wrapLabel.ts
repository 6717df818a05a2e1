/** About how many characters a chart label line holds (specification section 9). */
export const LABEL_LINE_LENGTH = 20;

// Plotly reads a few HTML-like tags in labels; a name is text, never markup.
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A chart label broken into lines of about `width` characters at spaces (plotly's `<br>`), so long
 * theme names fit beside a radar or under a bar. A word longer than a line keeps its own line whole.
 */
export function wrapLabel(text: string, width: number = LABEL_LINE_LENGTH): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (word === '') continue;
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines.map(escapeMarkup).join('<br>');
}
