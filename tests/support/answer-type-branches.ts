import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One place in a source text that decides something by answer-type numbers. */
export interface AnswerTypeBranch {
  line: number;
  text: string;
  rule: string;
}

const comparison = String.raw`(?:===|!==|==|!=|<=|>=|<|>)`;

/**
 * The shapes a branch on answer-type numbers takes (each seen in the code before the answer kinds):
 * a comparison of a type with a number or a named constant, a switch on a type, a table keyed by
 * type ids, a named set or list of type ids, a constant holding one, membership of a type in a set.
 */
const rules: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: 'answer type compared with a number',
    pattern: new RegExp(String.raw`\banswerType\w*\s*${comparison}\s*(?:-?\d|[A-Z][A-Z0-9_]{2,}\b)`, 'g'),
  },
  {
    rule: 'number compared with an answer type',
    pattern: new RegExp(String.raw`\d\s*${comparison}\s*[\w.?]*\banswerType`, 'g'),
  },
  { rule: 'switch on an answer type', pattern: /\bswitch\s*\([^)]*answerType/g },
  { rule: 'table keyed by answer type ids', pattern: /Record<\s*AnswerTypeId[^=;]*=\s*\{\s*\d+\s*:/g },
  {
    rule: 'named set or list of answer type ids',
    pattern:
      /\b\w*(?:Type|TYPE)(?:s|S|Ids|IDS)?\b(?:\s*:[^=;\n]*)?\s*=\s*(?:new\s+Set(?:<[^>]*>)?\(\s*)?\[\s*\d/g,
  },
  {
    rule: 'answer type ids typed as such',
    pattern:
      /(?:AnswerTypeId|'answerTypeDicId'\])(?:\[\])?\s*>?\s*=\s*(?:new\s+Set(?:<[^>]*>)?\(\s*)?\[?\s*\d/g,
  },
  { rule: 'constant naming one answer type', pattern: /\bconst\s+\w*(?:_TYPE|TYPE_)\w*\s*=\s*\d+\s*;/g },
  { rule: 'answer type looked up in a set', pattern: /\.has\(\s*[\w.?]*answerType\w*\s*\)/g },
];

/** The branches on answer-type numbers in one source text, by line. */
export function answerTypeBranches(source: string): AnswerTypeBranch[] {
  const found: AnswerTypeBranch[] = [];
  for (const { rule, pattern } of rules) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ line, text: (source.split('\n')[line - 1] ?? '').trim(), rule });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Every .ts and .tsx file under a folder (relative to `root`), generated files left out. */
export function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split(/[\\/]/).includes('generated'))
    .sort();
}

/** The branches of the given files, as "path:line rule: text". */
export function branchesIn(root: string, files: readonly string[]): string[] {
  return files.flatMap((path) =>
    answerTypeBranches(readFileSync(join(root, path), 'utf8')).map(
      (branch) => `${path}:${branch.line} ${branch.rule}: ${branch.text}`,
    ),
  );
}
