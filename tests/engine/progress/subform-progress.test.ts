import { subformProgress } from '@engine/progress/subform-progress';

const groups = (...complete: boolean[]): { complete: boolean }[] =>
  complete.map((done) => ({ complete: done }));

describe('subformProgress', () => {
  it.each([
    ['all groups complete', groups(true, true), { completedGroups: 2, totalGroups: 2, complete: true }],
    [
      'some groups complete',
      groups(true, false, true),
      { completedGroups: 2, totalGroups: 3, complete: false },
    ],
    ['no group complete', groups(false), { completedGroups: 0, totalGroups: 1, complete: false }],
    ['no groups (not complete)', groups(), { completedGroups: 0, totalGroups: 0, complete: false }],
  ])('counts completed groups with %s', (_name, input, progress) => {
    expect(subformProgress(input)).toEqual(progress);
  });
});
