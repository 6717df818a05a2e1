import { nestIndicators } from '@server/shared/nest-indicators';

interface Row {
  id: number;
  parentId: number | null;
}

interface Node {
  id: number;
  children: Node[];
}

const build = (row: Row, children: Node[]): Node => ({ id: row.id, children });

describe('nestIndicators', () => {
  it('nests flat rows under their parents, keeping the order of siblings', () => {
    const rows: Row[] = [
      { id: 1, parentId: null },
      { id: 5, parentId: 1 },
      { id: 2, parentId: null },
      { id: 3, parentId: 1 },
      { id: 4, parentId: 3 },
    ];
    expect(nestIndicators(rows, build)).toEqual([
      {
        id: 1,
        children: [
          { id: 5, children: [] },
          { id: 3, children: [{ id: 4, children: [] }] },
        ],
      },
      { id: 2, children: [] },
    ]);
  });

  it('leaves out rows whose parent is missing, and ends on a cycle', () => {
    const rows: Row[] = [
      { id: 1, parentId: null },
      { id: 2, parentId: 99 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 5 },
      { id: 5, parentId: 4 },
    ];
    expect(nestIndicators(rows, build)).toEqual([{ id: 1, children: [] }]);
  });

  it('gives an empty list for no rows', () => {
    expect(nestIndicators([], build)).toEqual([]);
  });
});
