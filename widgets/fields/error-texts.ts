/** Every `__errors` text of an error schema, depth first: a composite answer shows them together. */
export function errorTexts(errorSchema: unknown): string[] {
  if (typeof errorSchema !== 'object' || errorSchema === null) return [];
  const texts: string[] = [];
  for (const [key, entry] of Object.entries(errorSchema)) {
    if (key === '__errors' && Array.isArray(entry)) {
      for (const text of entry) if (typeof text === 'string') texts.push(text);
    } else {
      texts.push(...errorTexts(entry));
    }
  }
  return texts;
}
