import type { GroupInstance } from '@schemas/generated/api/fill';
import { groupLabel } from '@engine/navigation/group-label';
import { everyAnswerTypeGroup } from '@tests/fixtures/fill-group';

const group = (qlNumber: GroupInstance['qlNumber'], name: string | null = null): GroupInstance => ({
  ...everyAnswerTypeGroup(),
  questionListName: 'Pen',
  qlNumber,
  name,
});

describe('groupLabel', () => {
  it.each<[string, GroupInstance, number, { name: string; number?: number }]>([
    ['qlNumber -1 by the group name alone', group(-1), 1, { name: 'Pen' }],
    ['qlNumber 0 numbered by position', group(0), 3, { name: 'Pen', number: 3 }],
    ['qlNumber 1 numbered by position', group(1), 2, { name: 'Pen', number: 2 }],
    ['qlNumber 2 by its own name', group(2, 'North barn'), 1, { name: 'North barn' }],
    ['qlNumber 2 without a name by the group name', group(2), 4, { name: 'Pen' }],
    ['a pattern-named instance by its name, unnumbered', group(0, 'PL-001_B2'), 2, { name: 'PL-001_B2' }],
    ['an empty instance name as if unnamed', group(1, ''), 2, { name: 'Pen', number: 2 }],
  ])('labels %s', (_name, instance, position, label) => {
    expect(groupLabel(instance, position)).toEqual(label);
  });
});
