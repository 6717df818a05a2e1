import { readFileSync } from 'node:fs';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { AnswerValue } from '@engine/answers/answer-value';
import { mapView } from '@engine/geo/map-view';
import { answerKind, answerKinds, answerTypeIdsWhere, isAnswerTypeId } from '@engine/kinds/index';
import { answersToValue } from '@engine/answers/answers-to-value';
import { valueToAnswers } from '@engine/answers/value-to-answers';
import { answerTypes, fixtureQuestion } from '@tests/fixtures/answer-values';

/** The answer type ids an enum of a JSON schema file lists, found by the path of its definition. */
function schemaEnum(file: string, path: readonly string[]): number[] {
  let node: unknown = JSON.parse(readFileSync(new URL(`../../../schemas/${file}`, import.meta.url), 'utf8'));
  for (const step of path)
    node = typeof node === 'object' && node !== null ? Reflect.get(node, step) : undefined;
  if (!Array.isArray(node) || !node.every((id) => typeof id === 'number'))
    throw new Error(`no enum at ${file}`);
  return node;
}

const registered = Object.keys(answerKinds).map(Number);

type AnswerType = (typeof answerTypes)[number];

describe('the answer kind registry', () => {
  it.each([
    ['api/fill.schema.json', ['$defs', 'FillQuestion', 'properties', 'answerTypeDicId', 'enum']],
    ['api/fill.schema.json', ['$defs', 'SavedFillQuestion', 'properties', 'answerTypeDicId', 'enum']],
    ['structure.schema.json', ['$defs', 'AnswerTypeId', 'enum']],
    ['api/structure-admin.schema.json', ['$defs', 'QuestionEntry', 'properties', 'answerTypeDicId', 'enum']],
  ] as const)('has a kind for every answer type id of %s and no other', (file, path) => {
    expect(registered).toEqual(schemaEnum(file, path));
  });

  it.each(answerTypes)('files the kind of type %i under its own id', (type) => {
    expect(answerKind(type).id).toBe(type);
  });

  it('gives every answer type its own dictionary key', () => {
    const keys = Object.values(answerKinds).map((kind) => kind.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('knows the answer type ids and nothing else', () => {
    expect(registered.every(isAnswerTypeId)).toBe(true);
    expect([0, 14, 15, 18, -1].some(isAnswerTypeId)).toBe(false);
  });

  it('finds the types by what their kinds do', () => {
    expect(answerTypeIdsWhere((kind) => kind.composite)).toEqual([5, 7, 11, 12, 17]);
    expect(answerTypeIdsWhere((kind) => kind.mandatory)).toEqual([10]);
    expect(answerTypeIdsWhere((kind) => kind.readsOptionsFromQuestion)).toEqual([13]);
    // Only a written text reads well as an option (numbers, dates, choices and maps do not).
    expect(answerTypeIdsWhere((kind) => kind.offersAnswersAsOptions)).toEqual([3]);
    expect(answerTypeIdsWhere((kind) => kind.answerFields.list)).toEqual([6, 7, 13, 17]);
    expect(answerTypeIdsWhere((kind) => kind.mapDefault !== undefined)).toEqual([11, 12]);
    // Only photos cap the max the studio accepts; the other types' max is the value's own bound.
    expect(answerTypeIdsWhere((kind) => kind.maxCeiling !== undefined)).toEqual([17]);
    expect(answerKind(17).maxCeiling).toBe(10);
  });

  it('waits longer before saving a long text (2200 ms) and a date (1500 ms) than the rest (1000 ms)', () => {
    expect(answerTypes.map((type) => answerKind(type).saveDelayMs)).toEqual(
      answerTypes.map((type) => (type === 3 ? 2200 : type === 9 ? 1500 : 1000)),
    );
  });
});

/** The answers a question of a type stores for a value (through the kind's own conversion). */
function saved(
  type: (typeof answerTypes)[number],
  value: Parameters<typeof valueToAnswers>[1],
): SavedAnswer[] {
  return valueToAnswers(fixtureQuestion(type), value);
}

const indicatorCases: [AnswerType, AnswerValue, number][] = [
  [1, '42', 42],
  [2, '12,5', 12.5],
  [5, { optionId: 51, value: '7' }, 7],
  [
    7,
    [
      { optionId: 71, value: '3' },
      { optionId: 72, value: '5' },
    ],
    8,
  ],
  [10, 104, 4],
];

const nothingToCount: [AnswerType, AnswerValue][] = [
  [3, 'text'],
  [4, 41],
  [6, [61]],
  [8, 81],
  [9, '01/02/2026'],
];

describe('indicator input', () => {
  it.each(indicatorCases)('of type %i answered %j is %d', (type, value, number) => {
    expect(answerKind(type).indicatorInput(fixtureQuestion(type), saved(type, value))).toBe(number);
  });

  it.each(nothingToCount)('of type %i (nothing to count) is none', (type, value) => {
    expect(answerKind(type).indicatorInput(fixtureQuestion(type), saved(type, value))).toBeUndefined();
  });

  it.each(answerTypes)('of an unanswered question of type %i is none', (type) => {
    expect(answerKind(type).indicatorInput(fixtureQuestion(type), [])).toBeUndefined();
  });
});

describe('studio editor fields and map defaults', () => {
  it.each([
    [1, ['min', 'max', 'maxFromQuestionKey']],
    [2, ['min', 'max', 'maxFromQuestionKey']],
    [3, ['max']],
    [4, ['options']],
    [5, ['options']],
    [6, ['options']],
    [7, ['options']],
    [8, ['options']],
    [9, []],
    [10, ['options']],
    [11, []],
    [12, []],
    [13, ['optionsFromQuestionKey']],
    [16, ['options']],
    [17, ['max']],
  ] as const)('the studio shows type %i with %j', (type, fields) => {
    expect(answerKind(type).editorFields).toEqual(fields);
  });

  it('opens both maps at the map view’s zoom (the specification’s 8), and no other type on a map', () => {
    expect(mapView.zoom).toBe(8);
    expect(answerKind(11).mapDefault).toEqual({ kind: 'point', zoom: mapView.zoom });
    expect(answerKind(12).mapDefault).toEqual({ kind: 'grid', zoom: mapView.zoom });
    expect(answerTypes.filter((type) => answerKind(type).mapDefault !== undefined)).toEqual([11, 12]);
  });

  it('draws the grid only when zoomed in past the empty map, and shows a placed marker closer still', () => {
    // Specification section 9: grid from zoom 11, marker zoom 14, empty map at 8.
    expect(mapView.gridZoom).toBeGreaterThan(mapView.zoom);
    expect(mapView.markerZoom).toBeGreaterThan(mapView.gridZoom);
  });
});

describe('conversion through the kinds', () => {
  it.each(answerTypes)('gives no value for no answers of type %i', (type) => {
    expect(answersToValue(type, [])).toBeUndefined();
  });
});

describe('what a report indicator reads', () => {
  it('reads the typed number of integers and decimals, option scores of choices, nothing else', () => {
    expect(answerTypeIdsWhere((kind) => kind.indicatorReads === 'number')).toEqual([1, 2]);
    expect(answerTypeIdsWhere((kind) => kind.indicatorReads === 'optionScores')).toEqual(
      answerTypeIdsWhere((kind) => kind.choice !== 'none'),
    );
    for (const type of [3, 9, 11, 12, 17] as const)
      expect(answerKind(type).indicatorReads, `type ${type}`).toBe('nothing');
  });
});
