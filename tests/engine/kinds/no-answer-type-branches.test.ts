import { fileURLToPath } from 'node:url';
import { answerTypeBranches, branchesIn, sourceFiles } from '@tests/support/answer-type-branches';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Where decisions by answer-type numbers belong: the kinds, and the widgets keyed by the kinds' names. */
const home = ['engine/kinds/', 'widgets/'];

describe('answer-type numbers', () => {
  it('are branched on only in the answer kinds and the widgets', () => {
    const files = ['engine', 'runtime', 'server', 'studio', 'widgets']
      .flatMap((folder) => sourceFiles(root, folder))
      .filter((path) => !home.some((folder) => path.startsWith(folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(branchesIn(root, files)).toEqual([]);
  });
});

/** Lines of the code before the answer kinds; each must be found. */
const oldBranches: readonly [string, string][] = [
  ['a switch', 'switch (question.answerTypeDicId) {'],
  ['a switch on a parameter', '  switch (answerType) {'],
  [
    'a comparison',
    "if (isEmptyValue(value)) return question.answerTypeDicId === 10 ? { key: 'FIELD_REQUIRED' } : undefined;",
  ],
  [
    'an ordering',
    'if (question.answerTypeDicId <= 2) card.bounds = resolveBounds(question, lookups.rules.numberOf);',
  ],
  ['a comparison of a parameter', 'if (answerType === 9) return DATE_SAVE_DELAY_MS;'],
  ['a comparison with a named type', 'question.answerTypeDicId === MANDATORY_TYPE &&'],
  [
    'a comparison with a skip-keeping type',
    'question.answerTypeDicId !== KEEPS_ANSWER_WHEN_SKIPPED && !isEmptyValue(valueOf(question)),',
  ],
  ['a named set', 'const COMPOSITE_TYPES = new Set([5, 7, 11, 12]);'],
  ['a typed set', 'export const singleChoiceTypes: ReadonlySet<AnswerTypeId> = new Set([4, 5, 8, 10, 16]);'],
  [
    'a list',
    'const answerTypeIds: readonly AnswerTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16];',
  ],
  [
    'a list over lines',
    "const answerTypes: readonly FillQuestion['answerTypeDicId'][] = [\n  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16,\n];",
  ],
  ['one type as a constant', 'export const KEEPS_ANSWER_WHEN_SKIPPED: AnswerTypeId = 16;'],
  ['one type as a plain constant', 'const TYPE_OPTIONS_FROM_ANSWERS = 13;'],
  ['a table', "export const widgetByAnswerType: Record<AnswerTypeId, WidgetName> = {\n  1: 'integer',"],
  [
    'a partial table',
    "const optionalFields: Partial<Record<AnswerTypeId, readonly Field[]>> = {\n  5: ['answer'],",
  ],
  ['a set lookup', 'if (MAP_ANSWER_TYPES.has(question.answerType)) {'],
];

/** Lines that only pass answer types along or ask the kinds. */
const notBranches: readonly [string, string][] = [
  ['a payload', 'const payload = { ...decision.payload, answerTypeDicId: state.question.answerTypeDicId };'],
  ['a comparison of two types', 'body.answerTypeDicId !== scope.answerTypeId'],
  ['a type test', "typeof value.answerTypeDicId === 'number' &&"],
  ['a kind lookup', 'if (answerKind(question.answerTypeDicId).readsOptionsFromQuestion) {'],
  [
    'a derived table',
    'export const widgetByAnswerType: Readonly<Record<AnswerTypeId, WidgetName>> = Object.fromEntries(',
  ],
  ['a list of other numbers', "const qlNumbers: readonly GroupInstance['qlNumber'][] = [-1, 0, 1, 2];"],
];

describe('the answer-type branch scanner', () => {
  it.each(oldBranches)('finds %s', (_name, source) => {
    expect(answerTypeBranches(source)).not.toEqual([]);
  });

  it.each(notBranches)('passes %s', (_name, source) => {
    expect(answerTypeBranches(source)).toEqual([]);
  });

  it('names the line of a branch', () => {
    expect(answerTypeBranches('const a = 1;\n\nif (answerType === 3) wait();')).toEqual([
      { line: 3, text: 'if (answerType === 3) wait();', rule: 'answer type compared with a number' },
    ]);
  });
});
