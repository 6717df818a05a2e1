/** One translated text: where it lives (`screen.key`, array items by index) and its text. */
export type Texts = ReadonlyMap<string, unknown>;

/** Flattens nested resources to `screen.key` → text; a non-string leaf is kept as-is to be reported. */
export function flatten(tree: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The i18next placeholders of a text, sorted (each once). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

/**
 * A text with no words of its own (only placeholders, digits, symbols and punctuation, e.g.
 * `{{completed}}/{{total}}`) is the same in every language: there is nothing to translate.
 */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(PLACEHOLDER, ''));
}

/**
 * A sentence end directly followed by the next sentence's capital letter ("do this.The question"):
 * two sentences joined without their space.
 */
export function joinedSentences(text: string): string[] {
  return [...text.matchAll(/\S*[.!?…]\p{Lu}\S*/gu)].map((match) => match[0]);
}

export interface Findings {
  missing: string[];
  empty: string[];
  extra: string[];
  /** Same text as English and not listed as intentionally the same. */
  untranslated: string[];
  /** Placeholders that differ from English (`key: en → here`). */
  placeholders: string[];
}

/** Compares one language's texts with English: every key, no empty text, no stray English, same placeholders. */
export function compareWithEnglish(
  english: Texts,
  language: Texts,
  sameOnPurpose: ReadonlySet<string>,
): Findings {
  const findings: Findings = { missing: [], empty: [], extra: [], untranslated: [], placeholders: [] };
  for (const key of english.keys()) {
    if (!language.has(key)) findings.missing.push(key);
  }
  for (const [key, text] of language) {
    const reference = english.get(key);
    if (reference === undefined) {
      findings.extra.push(key);
    } else if (typeof text !== 'string' || text.trim() === '') {
      findings.empty.push(key);
    } else if (typeof reference === 'string') {
      if (text === reference && hasWords(text) && !sameOnPurpose.has(key)) findings.untranslated.push(key);
      const expected = placeholdersOf(reference).join(', ');
      const found = placeholdersOf(text).join(', ');
      if (expected !== found) findings.placeholders.push(`${key}: ${expected} → ${found}`);
    }
  }
  return findings;
}
