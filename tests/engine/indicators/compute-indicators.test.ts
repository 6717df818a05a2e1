import fc from 'fast-check';
import { computeIndicators } from '@engine/indicators/compute-indicators';
import type { ComputedIndicator } from '@engine/indicators/indicator-source';
import { indicatorAnswers, indicatorTree } from '@tests/fixtures/indicator-tree';

function flatten(tree: readonly ComputedIndicator[]): ComputedIndicator[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

function find(tree: readonly ComputedIndicator[], id: number): ComputedIndicator {
  const node = flatten(tree).find((entry) => entry.id === id);
  if (!node) throw new Error(`no indicator ${id}`);
  return node;
}

describe('computeIndicators', () => {
  it('scales numbers, scores options and takes weighted means up the tree', () => {
    const result = computeIndicators(
      indicatorTree,
      indicatorAnswers({
        101: [{ answer: '10' }],
        102: [{ answer: '15.1' }],
        103: [{ answerListId: 1032 }],
        104: [{ answerListId: 1041 }, { answerListId: 1043 }],
      }),
    );
    const capacity = ((10 - 4) / (12 - 4)) * 100;
    const typeAndMethods = ((0.5 * 3 + ((1 + 0.5) / 2) * 1) / 4) * 100;
    const protein = (1 - (15.1 - 13) / (20 - 13)) * 100;
    const storage = (capacity + typeAndMethods) / 2;
    const manure = (storage * 1 + protein * 3) / 4;

    expect(find(result, 111)).toMatchObject({ value: 10, scaledValue: capacity });
    expect(find(result, 112).scaledValue).toBeCloseTo(typeAndMethods, 10);
    expect(find(result, 112).value).toBeCloseTo(typeAndMethods, 10);
    expect(find(result, 121).value).toBe(15.1);
    expect(find(result, 121).scaledValue).toBeCloseTo(protein, 10);
    expect(find(result, 11).scaledValue).toBeCloseTo(storage, 10);
    expect(find(result, 1).scaledValue).toBeCloseTo(manure, 10);
    expect(find(result, 1).value).toBe(find(result, 1).scaledValue);
  });

  it('keeps the tree order and names, children nested', () => {
    const result = computeIndicators(indicatorTree, indicatorAnswers({}));
    expect(result.map((theme) => [theme.id, theme.name, theme.children.map((child) => child.id)])).toEqual([
      [1, 'Manure management', [11, 12]],
      [2, 'Notes', [21]],
    ]);
  });

  it('leaves a missing answer out of the means instead of counting it as 0', () => {
    const result = computeIndicators(
      indicatorTree,
      indicatorAnswers({ 101: [{ answer: '12' }], 102: [{ answer: '20' }] }),
    );
    // Storage type and methods are unanswered: the storage subtheme is the capacity alone.
    expect(find(result, 112)).toMatchObject({ value: null, scaledValue: null });
    expect(find(result, 11).scaledValue).toBe(100);
    expect(find(result, 1).scaledValue).toBe((100 * 1 + 0 * 3) / 4);
  });

  it('gives null all the way up when nothing beneath is answered (a skipped question has no rows)', () => {
    const result = computeIndicators(indicatorTree, indicatorAnswers({ 105: [{ answer: 'Some text' }] }));
    for (const id of [1, 11, 111, 112, 12, 121, 2, 21])
      expect(find(result, id), `indicator ${id}`).toMatchObject({ value: null, scaledValue: null });
  });

  it('clamps numbers outside the range to 0 and 100', () => {
    const below = computeIndicators(indicatorTree, indicatorAnswers({ 101: [{ answer: '2' }] }));
    const above = computeIndicators(indicatorTree, indicatorAnswers({ 101: [{ answer: '30' }] }));
    expect(find(below, 111)).toMatchObject({ value: 2, scaledValue: 0 });
    expect(find(above, 111)).toMatchObject({ value: 30, scaledValue: 100 });
  });

  it('gives an empty report for a form without indicators', () => {
    expect(computeIndicators([], indicatorAnswers({ 101: [{ answer: '5' }] }))).toEqual([]);
  });

  it('keeps every value between 0 and 100 and each parent within its children', () => {
    const answer = fc.option(fc.integer({ min: -50, max: 50 }).map(String), { nil: undefined });
    const choice = fc.option(fc.constantFrom(1031, 1032, 1033), { nil: undefined });
    fc.assert(
      fc.property(
        answer,
        answer,
        choice,
        fc.subarray([1041, 1042, 1043]),
        (months, protein, type, methods) => {
          const rows: Parameters<typeof indicatorAnswers>[0] = {
            104: methods.map((answerListId) => ({ answerListId })),
          };
          if (months !== undefined) rows[101] = [{ answer: months }];
          if (protein !== undefined) rows[102] = [{ answer: protein }];
          if (type !== undefined) rows[103] = [{ answerListId: type }];
          const check = (node: ComputedIndicator): void => {
            if (node.scaledValue !== null) {
              expect(node.scaledValue).toBeGreaterThanOrEqual(0);
              expect(node.scaledValue).toBeLessThanOrEqual(100);
            }
            const valued = node.children.flatMap((child) =>
              child.scaledValue === null ? [] : [child.scaledValue],
            );
            if (node.children.length > 0 && valued.length > 0) {
              expect(node.scaledValue).toBeGreaterThanOrEqual(Math.min(...valued) - 1e-9);
              expect(node.scaledValue).toBeLessThanOrEqual(Math.max(...valued) + 1e-9);
            }
            if (node.children.length > 0 && valued.length === 0) expect(node.scaledValue).toBeNull();
            node.children.forEach(check);
          };
          computeIndicators(indicatorTree, indicatorAnswers(rows)).forEach(check);
        },
      ),
      { numRuns: 200 },
    );
  });
});
